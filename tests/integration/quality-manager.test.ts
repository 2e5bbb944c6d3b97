import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PageReview, User } from '@/payload-types'
import { accountAsRequestUser, createAccount } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * 콘텐츠 정비, continued (decision 0047): a page left 14 days past its review date is mailed about to the lead of its
 * 담당자's group, or to the 품질관리자 of site settings; the 품질관리자 gets a summary of the month on the first.
 */

type Mail = { to: string; subject: string; text: string }

let payload: Payload
let mails: Mail[]
const dayMs = 86_400_000

const reviewAt = async (path: string) =>
  (
    await payload.find({
      collection: 'page-reviews',
      where: { pagePath: { equals: path } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0] as PageReview

const groupIdOf = async (authGroupSeq: number) =>
  (
    await payload.find({
      collection: 'auth-groups',
      where: { authGroupSeq: { equals: authGroupSeq } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0]?.id as number

/**
 * Makes a page's review fall due about `daysAgo` days ago: its publication, stored without the hooks, is moved back
 * six months and a few days, and its review row saved (with `data`) so the row derives its date again. Returns the row.
 */
async function dueDaysAgo(path: string, daysAgo: number, data: Partial<PageReview> = {}): Promise<PageReview> {
  const row = await reviewAt(path)
  const published = new Date(Date.now() - (daysAgo + 183) * dayMs).toISOString()
  await payload.db.updateOne({ collection: 'pages', id: row.page as number, data: { publishedAt: published } })
  await payload.update({
    collection: 'page-reviews',
    id: row.id,
    overrideAccess: true,
    data: { cycleMonths: '6', ...data },
  })
  return reviewAt(path)
}

/** Puts a page back to a publication of today: due in six months, out of the way of the next test. */
const dueLater = (path: string) => dueDaysAgo(path, -183)

/** Names the 품질관리자 in site settings, as the seeded admin does in the admin. */
const setQualityManager = async (user: User | null) =>
  payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    user: await accountAsRequestUser(payload, 'admin'),
    data: { qualityManager: user?.id ?? null },
  })

describe(`품질관리자 and the 14-day escalation on ${dialect}`, () => {
  let lead: User
  let owner: User
  let manager: User
  let reminders: typeof import('@/modules/content-review/reminders')
  let summaries: typeof import('@/modules/content-review/quality-summary')

  beforeAll(async () => {
    payload = await createSeededPayload()
    reminders = await import('@/modules/content-review/reminders')
    summaries = await import('@/modules/content-review/quality-summary')
    lead = (await createAccount(payload, 'team-lead', 3, {
      email: 'lead@greenclimate.or.kr',
      userName: '박팀장',
    })) as User
    owner = (await createAccount(payload, 'page-writer', 3, {
      email: 'writer@greenclimate.or.kr',
      userName: '김담당',
      userDeptName: '홍보팀',
    })) as User
    manager = (await createAccount(payload, 'quality-mgr', 2, {
      email: 'quality@greenclimate.or.kr',
      userName: '이품질',
    })) as User
    // Every seeded page is due months from now: only the pages a test moves into the past are overdue.
    mails = []
    vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      mails.push(message as Mail)
    })
  })

  afterEach(() => {
    mails.length = 0
  })

  afterAll(async () => {
    vi.restoreAllMocks()
    await payload?.destroy()
  })

  it('mails the 담당자 first, and the group lead once the page is 14 days past its date, once per date', async () => {
    await payload.update({
      collection: 'auth-groups',
      id: await groupIdOf(3),
      overrideAccess: true,
      data: { lead: lead.id },
    })
    const row = await dueDaysAgo('company/ci', 3, { owner: owner.id })
    const due = new Date(row.nextReviewAt as string)
    expect(Date.now() - due.getTime()).toBeGreaterThan(0)
    expect(Date.now() - due.getTime()).toBeLessThan(13 * dayMs)

    // A few days past: the 담당자 only.
    expect(await reminders.sendReviewReminders(payload)).toBe(1)
    expect(mails.map((m) => m.to)).toEqual(['writer@greenclimate.or.kr'])

    // Thirteen days past: nothing new.
    expect(await reminders.sendReviewReminders(payload, new Date(due.getTime() + 13 * dayMs))).toBe(0)

    // Fourteen days past: the lead of the 담당자's group, naming the page, its date and who holds it.
    const later = new Date(due.getTime() + 14 * dayMs)
    expect(await reminders.sendReviewReminders(payload, later)).toBe(1)
    const escalation = mails[1] as Mail
    expect(escalation.to).toBe('lead@greenclimate.or.kr')
    expect(escalation.subject).toBe(`[녹색기후기술원] 검토 기한이 14일 지난 페이지: ${row.pageTitle}`)
    expect(escalation.text).toContain('담당자: 김담당 (홍보팀)')
    expect(escalation.text).toContain(`/admin/collections/page-reviews/${row.id}`)
    expect(await reminders.sendReviewReminders(payload, later)).toBe(0)
    expect(mails).toHaveLength(2)
    expect(await reviewAt('company/ci')).toMatchObject({
      remindedFor: due.toISOString(),
      escalatedFor: due.toISOString(),
    })
  })

  it('goes to the 품질관리자 when the group has no lead, the page no 담당자, or the lead is the 담당자', async () => {
    await setQualityManager(manager)

    // No 담당자: nobody to remind, but the 품질관리자 hears of it at 14 days.
    const orphan = await dueDaysAgo('company/group', 20, { owner: null })
    expect(await reminders.sendReviewReminders(payload)).toBe(1)
    expect(mails.map((m) => m.to)).toEqual(['quality@greenclimate.or.kr'])
    expect(mails[0]?.text).toContain('담당자: 지정되지 않음')

    // The lead holds the page: already told as 담당자, so the escalation goes to the 품질관리자.
    mails.length = 0
    await dueDaysAgo('company/ci', 20, { owner: lead.id })
    expect(await reminders.sendReviewReminders(payload)).toBe(2)
    expect(mails.map((m) => m.to).sort()).toEqual(['lead@greenclimate.or.kr', 'quality@greenclimate.or.kr'])

    // A group without a lead: the 품질관리자 too.
    mails.length = 0
    await payload.update({
      collection: 'auth-groups',
      id: await groupIdOf(3),
      overrideAccess: true,
      data: { lead: null },
    })
    await dueDaysAgo('company/ci', 22, { owner: owner.id })
    expect(await reminders.sendReviewReminders(payload)).toBe(2)
    expect(mails.map((m) => m.to).sort()).toEqual(['quality@greenclimate.or.kr', 'writer@greenclimate.or.kr'])

    // Nobody to mail at all: the date is noted, and not tried again each morning.
    await setQualityManager(null)
    mails.length = 0
    const unheard = await dueDaysAgo('company/group', 24)
    expect(unheard.nextReviewAt).not.toBe(orphan.nextReviewAt)
    expect(await reminders.sendReviewReminders(payload)).toBe(0)
    expect((await reviewAt('company/group')).escalatedFor).toBe(unheard.nextReviewAt)
    await dueLater('company/group')
    await dueLater('company/ci')
  })

  it('sums up the month before for the 품질관리자 on the first, through the monthly job', async () => {
    await setQualityManager(manager)
    // A moment on the first of next month, in Korea: the month summed up is this one, where the records below fall.
    const firstOfNext = (() => {
      const korean = new Date(Date.now() + 9 * 3600_000)
      return new Date(Date.UTC(korean.getUTCFullYear(), korean.getUTCMonth() + 1, 1, 0, 30) - 9 * 3600_000)
    })()
    const thisMonth = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 7)
    const monthAgo = new Date(Date.now() - 45 * dayMs).toISOString()
    const now = new Date().toISOString()

    const overdue = await dueDaysAgo('company/history', 1, { owner: owner.id })
    await dueDaysAgo('company/about', -183, { lastReviewedAt: now })
    await dueDaysAgo('company/location', -183, { lastReviewedAt: monthAgo })
    const request = (status: 'pending' | 'approved' | 'rejected', at: string) =>
      payload.create({
        collection: 'approval-requests',
        overrideAccess: true,
        data: {
          menu: '공지사항',
          title: `요청 ${status} ${at}`,
          targetCollection: 'posts',
          targetId: 1,
          action: 'publish',
          requestedBy: owner.id,
          requestedAt: at,
          language: 'ko',
          status,
          ...(status === 'pending' ? {} : { decidedAt: at, decidedBy: manager.id }),
        },
      })
    await request('pending', monthAgo)
    await request('approved', now)
    await request('approved', now)
    await request('rejected', now)
    await request('rejected', monthAgo)
    await payload.create({
      collection: 'audit-logs',
      overrideAccess: true,
      data: { action: 'personal-data-confirm', actor: owner.id, targetCollection: 'posts', targetId: '1' },
    })
    await payload.create({
      collection: 'deletion-records',
      overrideAccess: true,
      data: {
        menu: '공지사항',
        title: '지난 공지',
        targetCollection: 'posts',
        targetId: 99,
        deletedAt: now,
        way: 'trash',
      },
    })

    const summary = await summaries.qualitySummary(payload, firstOfNext)
    expect(summary).toMatchObject({
      month: thisMonth,
      confirmed: 1,
      approvals: { pending: 1, oldestPending: monthAgo, approved: 2, rejected: 1 },
      personalDataConfirmed: 1,
      deleted: 1,
    })
    expect(summary.overdue.count).toBe(1)
    expect(summary.overdue.pages).toContainEqual({
      title: overdue.pageTitle,
      path: 'company/history',
      due: expect.any(String),
      owner: '김담당 (홍보팀)',
    })

    const [year, month] = thisMonth.split('-').map(Number)
    expect(await summaries.sendQualitySummary(payload, firstOfNext)).toBe(true)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.to).toBe('quality@greenclimate.or.kr')
    expect(mails[0]?.subject).toBe(`[녹색기후기술원] ${year}년 ${month}월 콘텐츠 품질 요약`)
    expect(mails[0]?.text).toContain(`${overdue.pageTitle} (/company/history)`)
    expect(mails[0]?.text).toContain(`${year}년 ${month}월에 승인 2건, 반려 1건`)
    expect(mails[0]?.text).toContain('승인 대기: 1건')

    // Through the job queue as the schedule runs it.
    mails.length = 0
    await payload.jobs.queue({ task: 'quality-summary', input: {}, queue: 'nightly' })
    await payload.jobs.run({ queue: 'nightly', overrideAccess: true, silent: true })
    expect(mails.map((m) => m.to)).toEqual(['quality@greenclimate.or.kr'])

    // Nobody named: nothing sent.
    await setQualityManager(null)
    mails.length = 0
    expect(await summaries.sendQualitySummary(payload, firstOfNext)).toBe(false)
    expect(mails).toHaveLength(0)
  })
})
