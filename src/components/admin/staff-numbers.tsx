import Link from 'next/link'
import type { CSSProperties, ReactNode } from 'react'
import { boardDate } from '@/components/boards/format'
import { answerWindowDays, type StaffNumbers, staleAfterDays } from '@/modules/admin/staff-numbers'
import { panelCard as card, panelList as list, panelMuted as muted, panelHeading } from './panel-styles'

const big: CSSProperties = { fontSize: '1.6rem', fontWeight: 700, margin: '0 0 0.25rem' }

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={card}>
      <h2 style={panelHeading}>{title}</h2>
      {children}
    </section>
  )
}

/** Hours as staff say them: "5시간", "2일 3시간". */
export function answerTime(hours: number): string {
  const total = Math.round(hours)
  if (total < 1) return '1시간 미만'
  const days = Math.floor(total / 24)
  const rest = total % 24
  if (days === 0) return `${total}시간`
  return rest ? `${days}일 ${rest}시간` : `${days}일`
}

/** 업무 지표: Q&A answer time and the longest waits, pages not updated for a year, 만족도 평가 results. */
export function StaffNumbersPanels({ numbers }: { numbers: StaffNumbers }) {
  const { qna, stalePages, ratings } = numbers
  return (
    <>
      {qna ? (
        <Panel title="Q&A 답변 시간">
          <p style={big}>{qna.averageAnswerHours === null ? '—' : answerTime(qna.averageAnswerHours)}</p>
          <p style={muted}>
            최근 {answerWindowDays}일 답변 {qna.answeredCount}건의 평균 답변 시간
          </p>
          {qna.longestWaiting.length ? (
            <>
              <h3 style={{ fontSize: '0.95rem', margin: '0.75rem 0 0.4rem' }}>가장 오래 기다린 질문</h3>
              <ul style={list}>
                {qna.longestWaiting.map((q) => (
                  <li key={q.id}>
                    <Link href={q.href}>{q.title}</Link> <span style={muted}>{q.waitingDays}일째 대기</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p style={muted}>기다리는 질문이 없습니다.</p>
          )}
        </Panel>
      ) : null}

      {stalePages ? (
        <Panel title="오래된 페이지">
          <p style={big}>
            <Link href={stalePages.href}>{stalePages.count}개</Link>
          </p>
          <p style={muted}>{staleAfterDays}일 넘게 고치지 않은 콘텐츠 페이지</p>
          {stalePages.pages.length ? (
            <ul style={{ ...list, marginTop: '0.5rem' }}>
              {stalePages.pages.map((p) => (
                <li key={p.id}>
                  <Link href={p.href}>{p.title}</Link> <span style={muted}>마지막 수정 {boardDate(p.updatedAt)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </Panel>
      ) : null}

      {ratings ? (
        <Panel title="만족도 평가">
          <p style={big}>
            <Link href={ratings.href}>{ratings.average.toFixed(1)}점</Link>
          </p>
          <p style={muted}>5점 만점, 응답 {ratings.answers}건</p>
          <h3 style={{ fontSize: '0.95rem', margin: '0.75rem 0 0.4rem' }}>평균이 낮은 페이지</h3>
          <ul style={list}>
            {ratings.lowest.map((r) => (
              <li key={r.path}>
                /{r.path}{' '}
                <span style={muted}>
                  {r.average.toFixed(1)}점 · {r.answers}건
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  )
}
