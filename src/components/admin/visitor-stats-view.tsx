import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { CSSProperties, ReactNode } from 'react'
import type { PermissionSubject } from '@/access/permissions'
import { resolveParticles } from '@/modules/admin/korean-particles'
import { canSeeVisitorStats } from '@/modules/visitor-stats/access'
import { itemLabel } from '@/modules/visitor-stats/kinds'
import { pageTitles } from '@/modules/visitor-stats/page-titles'
import { parseStatsPeriod } from '@/modules/visitor-stats/period'
import { pageFilterMaxLength, type RankedCount, visitorReport } from '@/modules/visitor-stats/report'
import { panelCard } from './panel-styles'
import { VisitorStatsChart } from './visitor-stats-chart'
import { VisitorStatsPeriod } from './visitor-stats-period'

const card: CSSProperties = { ...panelCard, marginBottom: '1.5rem' }
const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
  gap: '1rem',
}
const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: '0.9rem' }
const cell: CSSProperties = { padding: '0.35rem 0.5rem', borderBottom: '1px solid var(--theme-elevation-100)' }
const num: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }
const muted: CSSProperties = { color: 'var(--theme-elevation-500)', fontSize: '0.85rem' }

const n = (value: number) => value.toLocaleString('ko-KR')

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={card}>
      <h2 style={{ fontSize: '1.1rem', margin: '0 0 0.75rem' }}>{title}</h2>
      {children}
    </section>
  )
}

function Ranked({
  caption,
  rows,
  kind,
  columns,
  empty,
  titles,
}: {
  caption: string
  rows: RankedCount[]
  kind: string
  columns: { label: string; value: (row: RankedCount) => number }[]
  empty: string
  /** Names for the items (pages by their title), shown above the item itself. */
  titles?: Map<string, string>
}) {
  if (rows.length === 0) return <p style={muted}>{empty}</p>
  const total = rows.reduce((sum, row) => sum + (columns[0]?.value(row) ?? 0), 0)
  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', ...muted }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, textAlign: 'left' }}>
            항목
          </th>
          {columns.map((c) => (
            <th key={c.label} scope="col" style={{ ...num }}>
              {c.label}
            </th>
          ))}
          <th scope="col" style={num}>
            비율
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.item}>
            <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400, wordBreak: 'break-all' }}>
              {titles?.has(row.item) ? (
                <>
                  {titles.get(row.item)}
                  <br />
                  <span style={{ ...muted, fontSize: '0.8125rem' }}>{row.item}</span>
                </>
              ) : (
                itemLabel(kind, row.item)
              )}
            </th>
            {columns.map((c) => (
              <td key={c.label} style={num}>
                {n(c.value(row))}
              </td>
            ))}
            <td style={num}>{total ? `${Math.round(((columns[0]?.value(row) ?? 0) / total) * 100)}%` : '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * Looks a page up by a part of its address, within the period shown: a page outside the most viewed has its figures
 * too. A plain GET form, so it works before the admin's scripts load.
 */
function PageFilterForm({ periodQuery, value }: { periodQuery: string; value?: string }) {
  return (
    <search aria-label="페이지 찾기">
      <form
        method="get"
        action="/admin/visitor-stats"
        style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'end', marginBottom: '0.75rem' }}
      >
        {[...new URLSearchParams(periodQuery)].map(([name, v]) => (
          <input key={name} type="hidden" name={name} value={v} />
        ))}
        <label style={{ display: 'grid', gap: '0.25rem', flex: '1 1 12rem' }}>
          <span style={muted}>페이지 주소로 찾기</span>
          <input
            type="search"
            name="page"
            defaultValue={value}
            maxLength={pageFilterMaxLength}
            placeholder="예: /company/ci"
            style={{ padding: '0.4rem 0.5rem', minHeight: '2.25rem' }}
          />
        </label>
        <button type="submit" className="btn btn--size-small btn--style-secondary" style={{ margin: 0 }}>
          찾기
        </button>
        {value ? (
          <a href={`/admin/visitor-stats?${periodQuery}`} style={{ alignSelf: 'center' }}>
            전체 보기
          </a>
        ) : null}
      </form>
    </search>
  )
}

/**
 * 접속자 통계 (/admin/visitor-stats): daily visitors and page views of a period (the last 7, 30 or 90 days, a month or a
 * range of days) as a chart and a table, the top pages, entry referrers, devices and languages, and the CSV of the period. Counts only: nobody's
 * visit can be told apart here (docs/decisions/0023-visitor-statistics.md).
 */
export async function VisitorStatsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = (req.user ?? null) as PermissionSubject | null
  const param = (name: string) => {
    const raw = searchParams?.[name]
    return (Array.isArray(raw) ? raw[0] : raw) ?? null
  }
  const asked = parseStatsPeriod({ get: param })
  const period = 'period' in asked ? asked.period : null
  const allowed = canSeeVisitorStats(user)
  const pageFilter = param('page')?.trim().slice(0, pageFilterMaxLength) || undefined
  const report = allowed && period ? await visitorReport(req.payload, period, { pageFilter }) : null
  const titles = report
    ? await pageTitles(
        req.payload,
        report.pages.map((row) => row.item),
      )
    : undefined

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ fontSize: '1.6rem', margin: '1.5rem 0 1rem' }}>접속자 통계</h1>
        {!allowed ? (
          <p role="alert">접속자 통계를 볼 권한이 없습니다.</p>
        ) : (
          <VisitorStatsPeriod
            period={period}
            asked={{
              month: param('month') ?? undefined,
              from: param('from') ?? undefined,
              to: param('to') ?? undefined,
            }}
          />
        )}
        {allowed && 'error' in asked ? <p role="alert">{asked.error}</p> : null}
        {!report || !period ? null : (
          <>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center', marginBottom: '1rem' }}>
              <h2 style={{ fontSize: '1.2rem', margin: 0 }}>{period.label}</h2>
              <a
                href={`/api/visits/export?${period.query}`}
                download
                className="btn btn--size-small btn--style-secondary"
                style={{ margin: 0 }}
              >
                CSV 내려받기
              </a>
            </div>
            <p style={muted}>
              {report.from} ~ {report.to} (한국 시간) · 방문자는 하루 한 번 세며, 기간의 방문자는 일별 방문자의
              합입니다. 검색 로봇과 관리자의 미리보기는 세지 않습니다.
            </p>

            <Section title="요약">
              <dl style={{ display: 'flex', gap: '2.5rem', margin: 0 }}>
                <div>
                  <dt style={muted}>방문자</dt>
                  <dd style={{ fontSize: '1.8rem', fontWeight: 700, margin: 0 }} data-stat="visitors">
                    {n(report.totals.visitors)}
                  </dd>
                </div>
                <div>
                  <dt style={muted}>페이지뷰</dt>
                  <dd style={{ fontSize: '1.8rem', fontWeight: 700, margin: 0 }} data-stat="views">
                    {n(report.totals.views)}
                  </dd>
                </div>
              </dl>
            </Section>

            <Section title="일별 방문자·페이지뷰">
              <VisitorStatsChart
                daily={report.daily}
                summary={`${period.label} 일별 방문자와 페이지뷰 그래프: 방문자 ${n(report.totals.visitors)}명, 페이지뷰 ${n(report.totals.views)}회. 아래 표에 같은 숫자가 있습니다.`}
              />
              <details style={{ marginTop: '1rem' }}>
                <summary>표로 보기</summary>
                <table style={table}>
                  <caption style={{ textAlign: 'left', ...muted }}>일별 방문자와 페이지뷰</caption>
                  <thead>
                    <tr>
                      <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                        날짜
                      </th>
                      <th scope="col" style={num}>
                        방문자
                      </th>
                      <th scope="col" style={num}>
                        페이지뷰
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...report.daily].reverse().map((d) => (
                      <tr key={d.day}>
                        <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                          {d.day}
                        </th>
                        <td style={num}>{n(d.visitors)}</td>
                        <td style={num}>{n(d.views)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </Section>

            <div style={grid}>
              <Section title="많이 본 페이지">
                <PageFilterForm periodQuery={period.query} value={pageFilter} />
                <Ranked
                  caption={
                    pageFilter ? resolveParticles(`주소에 ‘${pageFilter}’이(가) 들어간 페이지`) : '많이 본 페이지'
                  }
                  kind="page"
                  rows={report.pages}
                  titles={titles}
                  columns={[{ label: '페이지뷰', value: (r) => r.views }]}
                  empty={pageFilter ? '이 기간에 이 주소로 본 페이지가 없습니다.' : '이 기간에 본 페이지가 없습니다.'}
                />
              </Section>
              <Section title="유입 경로">
                <Ranked
                  caption="유입 경로 (방문을 시작한 외부 사이트)"
                  kind="referrer"
                  rows={report.referrers}
                  columns={[{ label: '유입', value: (r) => r.views }]}
                  empty="이 기간에 기록된 유입이 없습니다."
                />
              </Section>
              <Section title="기기">
                <Ranked
                  caption="기기별 방문자"
                  kind="device"
                  rows={report.devices}
                  columns={[
                    { label: '방문자', value: (r) => r.visitors },
                    { label: '페이지뷰', value: (r) => r.views },
                  ]}
                  empty="이 기간에 방문자가 없습니다."
                />
              </Section>
              <Section title="언어">
                <Ranked
                  caption="언어별 방문자"
                  kind="locale"
                  rows={report.locales}
                  columns={[
                    { label: '방문자', value: (r) => r.visitors },
                    { label: '페이지뷰', value: (r) => r.views },
                  ]}
                  empty="이 기간에 방문자가 없습니다."
                />
              </Section>
            </div>
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
