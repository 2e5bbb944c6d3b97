import type { ServerProps } from 'payload'
import type { CSSProperties } from 'react'
import { can, type PermissionSubject } from '@/access/permissions'
import { ratingLevels } from '@/modules/page-rating/levels'
import { pageRatingResults } from '@/modules/page-rating/results'

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: '0.9rem' }
const cell: CSSProperties = { borderBottom: '1px solid var(--theme-elevation-150)', padding: '0.45rem 0.6rem' }
const head: CSSProperties = { ...cell, textAlign: 'left', fontWeight: 600 }
const number: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }
const muted: CSSProperties = { color: 'var(--theme-elevation-500)', fontSize: '0.85rem' }

const dateTime = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium' })

/**
 * 페이지별 결과 under the title of the list of 만족도 평가 answers: per page the number of answers, the average, the count of each
 * level and its latest comments. Shown to the staff who may read the answers (the list's own rule).
 */
export async function PageRatingResults({ payload, user }: ServerProps) {
  if (!can((user ?? null) as PermissionSubject | null, 'pages', 'read')) return null
  const results = await pageRatingResults(payload)
  return (
    <section aria-label="페이지별 만족도 평가 결과" style={{ marginBottom: '2rem' }}>
      <h2 style={{ fontSize: '1.1rem', margin: '0 0 0.75rem' }}>페이지별 결과</h2>
      {results.length === 0 ? (
        <p style={muted}>아직 받은 평가가 없습니다.</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={table}>
            <thead>
              <tr>
                <th style={head}>페이지</th>
                <th style={{ ...head, textAlign: 'right' }}>응답</th>
                <th style={{ ...head, textAlign: 'right' }}>평균 (5점)</th>
                {ratingLevels.map((level) => (
                  <th key={level.value} style={{ ...head, textAlign: 'right' }}>
                    {level.ko}
                  </th>
                ))}
                <th style={head}>최근 의견</th>
              </tr>
            </thead>
            <tbody>
              {results.map((result) => (
                <tr key={result.path} data-rating-path={result.path}>
                  <td style={cell}>/{result.path}</td>
                  <td style={number}>{result.answers}</td>
                  <td style={number}>{result.average.toFixed(2)}</td>
                  {ratingLevels.map((level) => (
                    <td key={level.value} style={number}>
                      {result.levels[level.value]}
                    </td>
                  ))}
                  <td style={cell}>
                    {result.recentComments.length === 0 ? (
                      <span style={muted}>없음</span>
                    ) : (
                      <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                        {result.recentComments.map((c) => (
                          <li key={c.id} style={{ whiteSpace: 'pre-wrap' }}>
                            {c.comment}{' '}
                            <span style={muted}>
                              ({c.level}점 · {dateTime.format(new Date(c.createdAt))})
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
