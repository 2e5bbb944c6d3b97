import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PermissionSubject } from '@/access/permissions'
import type { User } from '@/payload-types'
import { createAccount, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let dashboard: typeof import('@/modules/admin/dashboard')

const hour = 60 * 60 * 1000
const now = new Date()
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString()
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A user as Payload's admin hands it to the dashboard: the auth group populated. */
async function subject(id: number | string): Promise<PermissionSubject> {
  return (await payload.findByID({ collection: 'users', id, depth: 1, overrideAccess: true })) as User
}

async function accountIn(userId: string, authGroupSeq: number, extra: Record<string, unknown> = {}) {
  const user = await createAccount(payload, userId, authGroupSeq, extra)
  return subject(user.id)
}

async function qna(title: string, status: 'waiting' | 'answered') {
  const { docs } = await payload.find({ collection: 'qna-categories', limit: 1, overrideAccess: true })
  return payload.create({
    collection: 'qna',
    overrideAccess: true,
    data: {
      category: docs[0]?.id as number,
      title,
      content: '현장 문의 내용입니다.',
      name: '방문자',
      email: 'visitor@example.com',
      passwordHash: 'x',
      consent: { version: 'v1', agreedAt: now.toISOString() },
      status,
    },
  })
}

async function post(title: string, boardSeq: number, status: 'draft' | 'published' = 'published') {
  const doc = await payload.create({
    collection: 'posts',
    overrideAccess: true,
    draft: status === 'draft',
    data: { title, boardSeq, _status: status, publishedAt: now.toISOString() },
  })
  // Distinct creation times, so "most recent" has one answer on every database.
  await pause(15)
  return doc
}

describe(`admin dashboard data and search on ${dialect}`, () => {
  let superAdmin: PermissionSubject
  let manager: PermissionSubject
  let editor: PermissionSubject
  let recordsOnly: PermissionSubject
  let suspended: PermissionSubject

  beforeAll(async () => {
    payload = await createSeededPayload()
    dashboard = await import('@/modules/admin/dashboard')
    const { docs } = await payload.find({
      collection: 'users',
      where: { username: { equals: 'admin' } },
      overrideAccess: true,
    })
    superAdmin = await subject((docs[0] as User).id)
    manager = await accountIn('manager1', 2)
    editor = await accountIn('editor1', 3)
    suspended = await accountIn('resting1', 1, { accountStatus: 'suspended' })
    // A group that may only work on the certification records (board 5).
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: 9,
        name: '실적 담당',
        permissions: { boards: { read: true, write: true, delete: false } },
        boardSeqs: [5],
      },
    })
    recordsOnly = await accountIn('records1', 9)
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('counts unanswered questions and links to the inbox filtered to them', async () => {
    const before = await dashboard.dashboardData(payload, superAdmin)
    expect(before.pendingQna?.href).toBe('/admin/collections/qna?where%5Bstatus%5D%5Bequals%5D=waiting')
    const baseline = before.pendingQna?.count ?? -1
    expect(baseline).toBe(
      (await payload.count({ collection: 'qna', where: { status: { equals: 'waiting' } }, overrideAccess: true }))
        .totalDocs,
    )

    await qna('대시보드 대기 질문 1', 'waiting')
    await qna('대시보드 대기 질문 2', 'waiting')
    await qna('대시보드 답변된 질문', 'answered')
    const after = await dashboard.dashboardData(payload, superAdmin)
    expect(after.pendingQna?.count).toBe(baseline + 2)
  })

  it('puts 답변대기 first in the Q&A inbox, newest first within each status', async () => {
    // What the admin list asks for without a user-chosen sort: the collection's default order.
    const { docs } = await payload.find({ collection: 'qna', limit: 200, depth: 0, overrideAccess: true })
    const statuses = docs.map((d) => d.status)
    const firstAnswered = statuses.indexOf('answered')
    expect(statuses.indexOf('waiting')).toBe(0)
    expect(firstAnswered).toBeGreaterThan(0)
    expect(statuses.slice(firstAnswered).every((s) => s === 'answered')).toBe(true)
    const waiting = docs.filter((d) => d.status === 'waiting').map((d) => d.createdAt)
    expect(waiting).toEqual([...waiting].sort().reverse())
    expect(docs[0]?.title).toBe('대시보드 대기 질문 2')
  })

  it('lists the five most recent posts, drafts included, with board names and edit links', async () => {
    await post('최근글 A 공지', 1)
    await post('최근글 B 인증실적', 5)
    await post('최근글 C 엔지니어링', 6)
    const draft = await post('최근글 D 임시저장', 1, 'draft')
    await post('최근글 E 뉴스레터', 4)
    await post('최근글 F R&D', 7)

    const { recentPosts } = await dashboard.dashboardData(payload, superAdmin)
    expect(recentPosts?.map((p) => p.title)).toEqual([
      '최근글 F R&D',
      '최근글 E 뉴스레터',
      '최근글 D 임시저장',
      '최근글 C 엔지니어링',
      '최근글 B 인증실적',
    ])
    const draftRow = recentPosts?.find((p) => p.id === draft.id)
    expect(draftRow).toMatchObject({
      status: 'draft',
      boardName: '공지사항',
      href: `/admin/collections/posts/${draft.id}`,
    })
    expect(recentPosts?.[0]).toMatchObject({ boardSeq: 7, boardName: 'R&D 실적', status: 'published' })
  })

  it("shows a board-limited group only its own boards' posts", async () => {
    const { recentPosts } = await dashboard.dashboardData(payload, recordsOnly)
    expect(recentPosts?.length).toBeGreaterThan(0)
    expect(recentPosts?.every((p) => p.boardSeq === 5)).toBe(true)
    expect(recentPosts?.[0]?.title).toBe('최근글 B 인증실적')
  })

  it('lists only popups and banners switched on and inside their period now', async () => {
    type Window = { enabled: boolean; startsAt?: string; endsAt?: string }
    const popup = (title: string, data: Window) =>
      payload.create({
        collection: 'popups',
        overrideAccess: true,
        data: { title, type: 'layer', device: 'all', hideForHours: 24, ...data },
      })
    await popup('팝업 상시', { enabled: true })
    await popup('팝업 기간 중', { enabled: true, startsAt: at(-hour), endsAt: at(hour) })
    await popup('팝업 예정', { enabled: true, startsAt: at(hour) })
    await popup('팝업 종료', { enabled: true, startsAt: at(-2 * hour), endsAt: at(-hour) })
    await popup('팝업 꺼짐', { enabled: false })

    const media = await payload.find({ collection: 'media', limit: 1, overrideAccess: true })
    const imagePc = media.docs[0]?.id as number
    const banner = (title: string, data: Window) =>
      payload.create({
        collection: 'banners',
        overrideAccess: true,
        data: { title, imagePc, alt: title, ...data },
      })
    await banner('배너 기간 중', { enabled: true, startsAt: at(-hour), endsAt: at(hour) })
    await banner('배너 종료', { enabled: true, endsAt: at(-hour) })
    await banner('배너 꺼짐', { enabled: false })

    const data = await dashboard.dashboardData(payload, superAdmin, now)
    const popups = data.activePopups?.map((p) => p.title) ?? []
    expect(popups).toEqual(expect.arrayContaining(['팝업 상시', '팝업 기간 중']))
    for (const hidden of ['팝업 예정', '팝업 종료', '팝업 꺼짐']) expect(popups).not.toContain(hidden)
    const banners = data.activeBanners?.map((b) => b.title) ?? []
    expect(banners).toContain('배너 기간 중')
    for (const hidden of ['배너 종료', '배너 꺼짐']) expect(banners).not.toContain(hidden)
    const inPeriod = data.activePopups?.find((p) => p.title === '팝업 기간 중')
    expect(inPeriod?.endsAt).toBe(at(hour))
    expect(inPeriod?.href).toMatch(/^\/admin\/collections\/popups\/\d+$/)

    // Two hours later the one-hour popup is over and the scheduled one is on.
    const later = await dashboard.dashboardData(payload, superAdmin, new Date(now.getTime() + 2 * hour))
    const laterTitles = later.activePopups?.map((p) => p.title) ?? []
    expect(laterTitles).toContain('팝업 예정')
    expect(laterTitles).not.toContain('팝업 기간 중')
  })

  it('lists the five most recent successful sign-ins, newest first', async () => {
    for (const username of ['manager1', 'editor1', 'records1', 'manager1', 'admin', 'editor1']) {
      await payload.login({ collection: 'users', data: { username, password: testPassword } })
      await pause(15)
    }
    await expect(
      payload.login({ collection: 'users', data: { username: 'admin', password: 'Wrong2026!x' } }),
    ).rejects.toThrow()

    const { recentSignIns } = await dashboard.dashboardData(payload, superAdmin)
    expect(recentSignIns?.map((s) => s.userId)).toEqual(['editor1', 'admin', 'manager1', 'records1', 'editor1'])
    expect(recentSignIns?.[0]?.href).toMatch(/^\/admin\/collections\/audit-logs\/\d+$/)
  })

  it('shows each panel only to groups that may read its area', async () => {
    const panels = async (user: PermissionSubject | null) => {
      const data = await dashboard.dashboardData(payload, user)
      return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value !== null]))
    }
    expect(await panels(superAdmin)).toEqual({
      pendingQna: true,
      recentPosts: true,
      activePopups: true,
      activeBanners: true,
      recentSignIns: true,
    })
    // 관리자: all content, but not the audit log.
    expect(await panels(manager)).toEqual({
      pendingQna: true,
      recentPosts: true,
      activePopups: true,
      activeBanners: true,
      recentSignIns: false,
    })
    // 편집자: posts and pages only.
    expect(await panels(editor)).toEqual({
      pendingQna: false,
      recentPosts: true,
      activePopups: false,
      activeBanners: false,
      recentSignIns: false,
    })
    const nothing = {
      pendingQna: false,
      recentPosts: false,
      activePopups: false,
      activeBanners: false,
      recentSignIns: false,
    }
    expect(await panels(suspended)).toEqual(nothing)
    expect(await panels(null)).toEqual(nothing)
  })

  it('finds posts, pages and accounts from one field, as links to their edit screens', async () => {
    const notice = await post('통합검색 시험 공지', 1)
    const record = await post('통합검색 시험 실적', 5)
    const hits = await dashboard.adminSearch(payload, superAdmin, '  통합검색 시험 ')
    expect(hits.map((h) => [h.kind, h.title, h.href])).toEqual(
      expect.arrayContaining([
        ['post', '통합검색 시험 공지', `/admin/collections/posts/${notice.id}`],
        ['post', '통합검색 시험 실적', `/admin/collections/posts/${record.id}`],
      ]),
    )
    expect(hits.find((h) => h.href.endsWith(`/${record.id}`))?.detail).toBe('인증·평가 실적')

    const { docs } = await payload.find({ collection: 'pages', limit: 1, locale: 'ko', overrideAccess: true })
    const page = docs[0]
    expect(page).toBeDefined()
    const pageHits = await dashboard.adminSearch(payload, superAdmin, page?.title)
    expect(pageHits).toContainEqual(
      expect.objectContaining({ kind: 'page', title: page?.title, href: `/admin/collections/pages/${page?.id}` }),
    )

    const accountHits = await dashboard.adminSearch(payload, superAdmin, 'EDITOR1')
    expect(accountHits).toEqual([expect.objectContaining({ kind: 'account', title: 'editor1 이름 (editor1)' })])
    expect(accountHits[0]?.href).toBe(`/admin/collections/users/${editor.id}`)
  })

  it('searches only what the group may read', async () => {
    const limited = await dashboard.adminSearch(payload, recordsOnly, '통합검색 시험')
    expect(limited.map((h) => h.title)).toEqual(['통합검색 시험 실적'])
    expect(await dashboard.adminSearch(payload, editor, 'editor1')).toEqual([])
    expect(await dashboard.adminSearch(payload, suspended, '통합검색')).toEqual([])
    expect(await dashboard.adminSearch(payload, superAdmin, '   ')).toEqual([])
    expect(await dashboard.adminSearch(payload, superAdmin, 'no-such-thing-anywhere')).toEqual([])
  })

  it('records the date when staff set a subscriber to 구독 해지', async () => {
    const subscriber = await payload.create({
      collection: 'subscribers',
      overrideAccess: true,
      data: { email: 'manual-unsub@example.com', status: 'active', confirmedAt: now.toISOString() },
    })
    expect(subscriber.unsubscribedAt ?? null).toBeNull()
    const before = Date.now()
    const updated = await payload.update({
      collection: 'subscribers',
      id: subscriber.id,
      overrideAccess: true,
      data: { status: 'unsubscribed' },
    })
    expect(updated.status).toBe('unsubscribed')
    expect(new Date(updated.unsubscribedAt as string).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const active = await payload.count({
      collection: 'subscribers',
      where: { and: [{ email: { equals: 'manual-unsub@example.com' } }, { status: { equals: 'active' } }] },
      overrideAccess: true,
    })
    expect(active.totalDocs).toBe(0)
  })
})
