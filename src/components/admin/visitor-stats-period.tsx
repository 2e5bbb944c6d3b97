import Link from 'next/link'
import type { CSSProperties } from 'react'
import { koreanDay } from '@/modules/time/korea'
import { type StatsPeriod, statsPresets } from '@/modules/visitor-stats/period'
import { visitorStatsPath } from './visitor-stats-nav'

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', margin: 0 }
const input: CSSProperties = {
  font: 'inherit',
  padding: '0.3rem 0.5rem',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: '4px',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-text)',
}
const button = 'btn btn--size-small btn--style-secondary'

/**
 * The period of 접속자 통계: the last 7, 30 or 90 days, a month (for a monthly 업무보고) or a range of days, each a plain
 * GET form on the statistics address, so the period is in the address and a report can be bookmarked. `period` is what
 * is shown (null while the address asks for one that cannot be); `asked` keeps what was typed in the fields.
 */
export function VisitorStatsPeriod({
  period,
  asked,
  now = new Date(),
}: {
  period: StatsPeriod | null
  asked: { month?: string; from?: string; to?: string }
  now?: Date
}) {
  const today = koreanDay(now)
  return (
    <div style={{ display: 'grid', gap: '0.75rem', marginBottom: '1rem' }}>
      <nav aria-label="기간 선택" style={row}>
        {statsPresets.map((preset) => {
          const current = period?.kind === 'days' && period.preset === preset
          return (
            <Link
              key={preset}
              href={`${visitorStatsPath}?days=${preset}`}
              aria-current={current ? 'page' : undefined}
              className={`btn btn--size-small ${current ? 'btn--style-primary' : 'btn--style-secondary'}`}
              style={{ margin: 0 }}
              prefetch={false}
            >
              최근 {preset}일
            </Link>
          )
        })}
      </nav>
      <form method="get" action={visitorStatsPath} aria-label="월별 통계" style={row}>
        <label htmlFor="stats-month">월별</label>
        <input
          id="stats-month"
          type="month"
          name="month"
          required
          max={today.slice(0, 7)}
          defaultValue={period?.kind === 'month' ? period.month : (asked.month ?? today.slice(0, 7))}
          style={input}
        />
        <button type="submit" className={button} style={{ margin: 0 }}>
          월 통계 보기
        </button>
      </form>
      <form method="get" action={visitorStatsPath} aria-label="기간 지정 통계" style={row}>
        <label htmlFor="stats-from">시작일</label>
        <input
          id="stats-from"
          type="date"
          name="from"
          required
          max={today}
          defaultValue={period?.kind === 'range' ? period.from : (asked.from ?? '')}
          style={input}
        />
        <label htmlFor="stats-to">종료일</label>
        <input
          id="stats-to"
          type="date"
          name="to"
          required
          max={today}
          defaultValue={period?.kind === 'range' ? period.to : (asked.to ?? today)}
          style={input}
        />
        <button type="submit" className={button} style={{ margin: 0 }}>
          기간 통계 보기
        </button>
      </form>
    </div>
  )
}
