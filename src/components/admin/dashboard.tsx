import Link from 'next/link'
import type { ServerProps } from 'payload'
import type { CSSProperties, ReactNode } from 'react'
import type { PermissionSubject } from '@/access/permissions'
import { boardDate, boardDateTime } from '@/components/boards/format'
import { env } from '@/lib/env'
import { adminSearch, dashboardData, type OnAirRow, searchMaxLength } from '@/modules/admin/dashboard'
import { setupChecklist } from '@/modules/admin/setup-checklist'
import { staffNumbers } from '@/modules/admin/staff-numbers'
import { type ApprovalPanelRow, approvalPanel } from '@/modules/approval/dashboard'
import { certificatePanel } from '@/modules/certification/dashboard'
import { overdueReviews } from '@/modules/content-review/review'
import { panelCard as card, panelList as list, panelMuted as muted, panelHeading } from './panel-styles'
import { SetupChecklist } from './setup-checklist'
import { StaffNumbersPanels } from './staff-numbers'
import { VisitorSparkline } from './visitor-sparkline'

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: '1rem',
  marginBottom: '2rem',
}

function Panel({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <section aria-label={label} style={card}>
      <h2 style={panelHeading}>{title}</h2>
      {children}
    </section>
  )
}

function period(row: OnAirRow): string {
  if (!row.startsAt && !row.endsAt) return '기간 없음'
  return `${row.startsAt ? boardDate(row.startsAt) : ''} ~ ${row.endsAt ? boardDate(row.endsAt) : ''}`
}

function OnAirList({ rows, empty }: { rows: OnAirRow[]; empty: string }) {
  if (rows.length === 0) return <p style={muted}>{empty}</p>
  return (
    <ul style={list}>
      {rows.map((row) => (
        <li key={row.id}>
          <Link href={row.href}>{row.title}</Link> <span style={muted}>{period(row)}</span>
        </li>
      ))}
    </ul>
  )
}

/** A card's headline figure, linked to the list it counts. */
function CountLink({ what, count, href }: { what: string; count: number; href: string }) {
  return (
    <p style={{ fontSize: '2rem', fontWeight: 700, margin: '0 0 0.5rem' }}>
      <Link href={href} aria-label={`${what} ${count}건 보기`}>
        {count}건
      </Link>
    </p>
  )
}

function ApprovalRows({ rows, empty, withStatus }: { rows: ApprovalPanelRow[]; empty: string; withStatus?: boolean }) {
  if (rows.length === 0) return <p style={muted}>{empty}</p>
  return (
    <ul style={list}>
      {rows.map((row) => (
        <li key={row.id}>
          {withStatus ? <span style={muted}>[{row.status}]</span> : row.step ? <span>[{row.step}]</span> : null}{' '}
          <Link href={row.href}>{row.title}</Link>{' '}
          <span style={muted}>
            {row.menu} · {boardDate(row.at)}
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The Korean admin home above Payload's collection cards: the day's work (unanswered questions, new posts, what is
 * on the home page now, who signed in) and one search field. Panels follow the user's group (src/modules/admin).
 */
export async function AdminDashboard({ payload, user, searchParams }: ServerProps) {
  const subject = (user ?? null) as PermissionSubject | null
  const raw = searchParams?.q
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, searchMaxLength) ?? ''
  const [data, hits, checklist, numbers, approval, overdue, certificates] = await Promise.all([
    dashboardData(payload, subject),
    adminSearch(payload, subject, q),
    setupChecklist(payload, subject, { mapEmbedUrl: env.MAP_EMBED_URL }),
    staffNumbers(payload, subject),
    approvalPanel(payload, subject),
    overdueReviews(payload, subject),
    certificatePanel(payload, subject),
  ])

  return (
    <div style={{ marginBottom: '2rem' }}>
      <h1 style={{ fontSize: '1.6rem', margin: '0 0 1rem' }}>관리자 홈</h1>

      <search aria-label="통합 검색" style={{ display: 'block', marginBottom: '1.5rem' }}>
        <form method="get" action="/admin">
          <label htmlFor="admin-search" style={{ display: 'block', marginBottom: '0.35rem', fontWeight: 600 }}>
            통합 검색
          </label>
          <div style={{ display: 'flex', gap: '0.5rem', maxWidth: '40rem' }}>
            <input
              id="admin-search"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={searchMaxLength}
              placeholder="게시글·페이지 제목, 계정 아이디·이름"
              style={{ flex: 1, padding: '0.5rem 0.75rem' }}
            />
            <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
              검색
            </button>
          </div>
        </form>
      </search>

      {q ? (
        <section aria-label="검색 결과" style={{ ...card, marginBottom: '1.5rem' }}>
          <h2 style={panelHeading}>
            &lsquo;{q}&rsquo; 검색 결과 {hits.length}건
          </h2>
          {hits.length === 0 ? (
            <p style={muted}>찾는 게시글, 페이지, 계정이 없습니다.</p>
          ) : (
            <ul style={list}>
              {hits.map((hit) => (
                <li key={`${hit.kind}-${hit.href}`}>
                  <span style={muted}>[{hit.kindLabel}]</span> <Link href={hit.href}>{hit.title}</Link>{' '}
                  <span style={muted}>{hit.detail}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <SetupChecklist items={checklist} />

      <div style={grid}>
        {approval?.toDecide ? (
          <Panel title="승인 대기" label="승인 대기">
            <CountLink what="승인 대기" count={approval.toDecide.count} href={approval.toDecide.href} />
            <ApprovalRows rows={approval.toDecide.rows} empty="승인을 기다리는 글이 없습니다." />
          </Panel>
        ) : null}
        {approval?.mine ? (
          <Panel title="내 승인 요청" label="내 승인 요청">
            <ApprovalRows rows={approval.mine.rows} empty="승인을 요청한 글이 없습니다." withStatus />
            {approval.mine.rows.length > 0 ? (
              <p style={{ ...muted, marginTop: '0.5rem' }}>
                <Link href={approval.mine.href}>모두 보기</Link>
              </p>
            ) : null}
          </Panel>
        ) : null}
        {overdue && overdue.count > 0 ? (
          <Panel title="검토 기한이 지난 페이지" label="검토 기한이 지난 페이지">
            <CountLink what="검토 기한 지남" count={overdue.count} href={overdue.href} />
            <ul style={list}>
              {overdue.rows.map((row) => (
                <li key={row.id}>
                  <Link href={row.href}>{row.title}</Link> <span style={muted}>{boardDate(row.due)} 까지</span>
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}
        {certificates?.spike ? (
          <Panel title="진위확인 불일치 급증" label="진위확인 불일치 급증">
            <p role="alert" style={{ margin: 0 }}>
              최근 1시간에 일치하지 않는 진위확인이 {certificates.missesLastHour}건 있었습니다. 같은 주소에서 번호를
              바꿔 가며 확인하는지 살펴보세요.
            </p>
            <p style={{ ...muted, marginTop: '0.5rem' }}>
              <Link href={certificates.checksHref}>진위확인 기록 보기</Link>
            </p>
          </Panel>
        ) : null}
        {certificates && certificates.expiring.count > 0 ? (
          <Panel title="만료 임박 인증서" label="만료 임박 인증서">
            <CountLink what="90일 안에 만료" count={certificates.expiring.count} href={certificates.expiring.href} />
            <ul style={list}>
              {certificates.expiring.rows.map((row) => (
                <li key={row.id}>
                  <Link href={row.href}>{row.number}</Link>{' '}
                  <span style={muted}>
                    {row.buildingName} · {row.validUntil} 까지
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}
        <VisitorSparkline payload={payload} user={user} />
        {data.pendingQna ? (
          <Panel title="답변대기 Q&A" label="답변대기 Q&A">
            <CountLink what="답변대기" count={data.pendingQna.count} href={data.pendingQna.href} />
            <p style={muted}>답변이 필요한 현장 Q&A입니다.</p>
          </Panel>
        ) : null}

        {data.recentPosts ? (
          <Panel title="최근 게시글" label="최근 게시글">
            {data.recentPosts.length === 0 ? (
              <p style={muted}>아직 게시글이 없습니다.</p>
            ) : (
              <ul style={list}>
                {data.recentPosts.map((post) => (
                  <li key={post.id}>
                    <Link href={post.href}>{post.title}</Link>{' '}
                    <span style={muted}>
                      {post.boardName} · {boardDate(post.createdAt)}
                      {post.status === 'draft' ? ' · 임시저장' : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        ) : null}

        {data.activePopups ? (
          <Panel title="노출 중인 팝업" label="노출 중인 팝업">
            <OnAirList rows={data.activePopups} empty="지금 노출 중인 팝업이 없습니다." />
          </Panel>
        ) : null}

        {data.activeBanners ? (
          <Panel title="노출 중인 메인 배너" label="노출 중인 메인 배너">
            <OnAirList rows={data.activeBanners} empty="지금 노출 중인 배너가 없습니다." />
          </Panel>
        ) : null}

        {data.recentSignIns ? (
          <Panel title="최근 로그인" label="최근 로그인">
            {data.recentSignIns.length === 0 ? (
              <p style={muted}>로그인 기록이 없습니다.</p>
            ) : (
              <ul style={list}>
                {data.recentSignIns.map((row) => (
                  <li key={row.id}>
                    <Link href={row.href}>{row.userId || '알 수 없음'}</Link>{' '}
                    <span style={muted}>
                      {boardDateTime(row.at)} · {row.ip}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        ) : null}

        <StaffNumbersPanels numbers={numbers} />
      </div>
    </div>
  )
}
