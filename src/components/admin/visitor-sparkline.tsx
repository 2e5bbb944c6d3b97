import Link from 'next/link'
import type { Payload } from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import { canSeeVisitorStats } from '@/modules/visitor-stats/access'
import { dailyVisits } from '@/modules/visitor-stats/report'
import { panelCard as card, panelMuted as muted, panelHeading } from './panel-styles'
import { visitorStatsPath } from './visitor-stats-nav'

const width = 240
const height = 48

/** The polyline points of `values` scaled into the sparkline's box (a flat line at the bottom when all are 0). */
export function sparklinePoints(values: number[]): string {
  const max = Math.max(1, ...values)
  const step = values.length > 1 ? width / (values.length - 1) : 0
  return values
    .map((v, i) => `${(i * step).toFixed(1)},${(height - 2 - (v / max) * (height - 4)).toFixed(1)}`)
    .join(' ')
}

/**
 * 접속자 통계 on the dashboard: visitors of the last 30 days as a small line drawn on the server (no script), the
 * period's total and today's, linking to the full screen. Shown only to staff who may see the statistics.
 */
export async function VisitorSparkline({ payload, user }: { payload?: Payload; user?: unknown }) {
  if (!payload || !canSeeVisitorStats((user ?? null) as PermissionSubject | null)) return null
  const values = (await dailyVisits(payload, 30)).map((d) => d.visitors)
  const today = values[values.length - 1] ?? 0
  const total = values.reduce((sum, v) => sum + v, 0)
  const summary = `최근 30일 방문자 ${total.toLocaleString('ko-KR')}명, 오늘 ${today.toLocaleString('ko-KR')}명`
  return (
    <section aria-label="접속자 통계" style={card}>
      <h2 style={panelHeading}>접속자 통계</h2>
      <svg
        role="img"
        aria-label={`${summary} (일별 추이)`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        preserveAspectRatio="none"
      >
        <polyline
          points={sparklinePoints(values)}
          fill="none"
          stroke="#2f8f5b"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <p style={{ margin: '0.5rem 0 0.25rem' }}>{summary}</p>
      <p style={muted}>
        <Link href={visitorStatsPath}>접속자 통계 보기</Link>
      </p>
    </section>
  )
}
