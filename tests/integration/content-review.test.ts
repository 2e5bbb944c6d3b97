import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addMonths } from '@/modules/content-review/schedule'
import type { Page, PageReview, User } from '@/payload-types'
import { accountAsRequestUser, createAccount } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * 콘텐츠 정비 (decision 0046): each content page has a review row with its cycle and next review date; publishing
 * and 변경 없음 확인 both restart the cycle; the admin home lists pages past their date; the page shows 최종 확인일.
 */

let payload: Payload
let admin: User
let reviews: typeof import('@/modules/content-review/review')
let createLocalReq: typeof import('payload').createLocalReq

const reviewOf = async (pageId: number) =>
  (
    await payload.find({
      collection: 'page-reviews',
      where: { page: { equals: pageId } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0] as PageReview | undefined

const requestAs = async (user: User) => createLocalReq({ user: user as never }, payload)

describe(`콘텐츠 정비 on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    reviews = await import('@/modules/content-review/review')
    ;({ createLocalReq } = await import('payload'))
    admin = (await accountAsRequestUser(payload, 'admin')) as unknown as User
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('gives every seeded page a row with the default cycle, due six months after its publication', async () => {
    const { docs: pages } = await payload.find({ collection: 'pages', overrideAccess: true, limit: 0, depth: 0 })
    const { docs: rows } = await payload.find({
      collection: 'page-reviews',
      overrideAccess: true,
      limit: 0,
      depth: 0,
    })
    expect(rows).toHaveLength(pages.length)
    const about = pages.find((p) => p.path === 'company/about')
    const row = (rows as PageReview[]).find((r) => r.page === about?.id)
    expect(row).toMatchObject({ pagePath: 'company/about', pageTitle: about?.title, cycleMonths: '6' })
    const published = new Date(about?.publishedAt as string)
    const due = new Date(row?.nextReviewAt as string)
    const months =
      (due.getUTCFullYear() - published.getUTCFullYear()) * 12 + due.getUTCMonth() - published.getUTCMonth()
    expect(months).toBe(6)
  })

  it('makes a row for a new page, keeps its Korean title, counts from publication, and goes with the page', async () => {
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { path: 'company/review-test', title: '검토 시험 페이지', _status: 'draft' } as never,
      draft: true,
    })
    // A draft has nothing on the site to review.
    expect(await reviewOf(page.id)).toMatchObject({ pageTitle: '검토 시험 페이지', nextReviewAt: null })
    await payload.update({
      collection: 'pages',
      id: page.id,
      overrideAccess: true,
      data: { _status: 'published' } as never,
    })
    const published = await reviewOf(page.id)
    const live = await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: true, depth: 0 })
    expect(published?.nextReviewAt).toBe(addMonths(new Date(live.publishedAt as string), 6).toISOString())
    await payload.update({
      collection: 'pages',
      id: page.id,
      overrideAccess: true,
      locale: 'en',
      data: { title: 'Review test page', _status: 'published' } as never,
    })
    expect((await reviewOf(page.id))?.pageTitle).toBe('검토 시험 페이지')
    await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true })
    expect(await reviewOf(page.id)).toBeUndefined()
  })

  it('lists a page past its date on the admin home, and 변경 없음 확인 moves it a cycle on and shows on the page', async () => {
    const about = (
      await payload.find({ collection: 'pages', overrideAccess: true, where: { path: { equals: 'company/about' } } })
    ).docs[0] as Page
    const row = (await reviewOf(about.id)) as PageReview
    // Seven months from now the six-month review is overdue.
    const later = new Date(Date.now() + 7 * 31 * 86_400_000)
    const overdue = await reviews.overdueReviews(payload, admin as never, later)
    expect(overdue?.count).toBeGreaterThan(0)
    // Every page is past a six-month date by then; the card shows the five most overdue first.
    const { totalDocs } = await payload.count({ collection: 'page-reviews', overrideAccess: true })
    expect(overdue?.count).toBe(totalDocs)
    expect(overdue?.rows).toHaveLength(5)
    const dues = overdue?.rows.map((r) => Date.parse(r.due)) ?? []
    expect(dues).toEqual([...dues].sort((a, b) => a - b))
    expect(Date.parse(row.nextReviewAt as string)).toBeLessThanOrEqual(later.getTime())
    expect(await reviews.overdueReviews(payload, null, later)).toBeNull()

    const before = row.nextReviewAt as string
    const confirmed = await reviews.confirmUnchanged(await requestAs(admin), row.id)
    expect(Math.abs(Date.now() - Date.parse(confirmed.lastReviewedAt as string))).toBeLessThan(60_000)
    expect(confirmed.lastReviewedBy).toBe(admin.id)
    expect(Date.parse(confirmed.nextReviewAt as string)).toBeGreaterThan(Date.parse(before))
    // The page itself is untouched: no new version, the same 최종 수정일.
    const page = await payload.findByID({ collection: 'pages', id: about.id, overrideAccess: true, depth: 0 })
    expect(page.publishedAt).toBe(about.publishedAt)
    expect(page.updatedAt).toBe(about.updatedAt)
    const { docs: audit } = await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      where: { targetCollection: { equals: 'page-reviews' } },
    })
    expect(audit.map((e) => e.summary)).toContain(`콘텐츠 정비 "${about.title}": 변경 없음 확인`)

    const { pageInfoOf } = await import('@/modules/page-info/page-info')
    expect(pageInfoOf(page, confirmed.lastReviewedAt).reviewedAt).toBe(confirmed.lastReviewedAt)
    // A confirmation older than the last publication says nothing more.
    expect(pageInfoOf(page, '2000-01-01T00:00:00.000Z').reviewedAt).toBeUndefined()
  })

  it('lets only staff who write pages confirm, and logs a change of cycle', async () => {
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: 51,
        name: '페이지 열람',
        permissions: { pages: { read: true, write: false, delete: false } },
        boardSeqs: [],
      } as never,
    })
    await createAccount(payload, 'page-reader', 51)
    const reader = (await accountAsRequestUser(payload, 'page-reader')) as unknown as User
    const row = (await payload.find({ collection: 'page-reviews', overrideAccess: true, limit: 1, depth: 0 }))
      .docs[0] as PageReview
    await expect(reviews.confirmUnchanged(await requestAs(reader), row.id)).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.update({
        collection: 'page-reviews',
        id: row.id,
        overrideAccess: false,
        user: reader,
        data: { cycleMonths: '1' },
      }),
    ).rejects.toThrow()

    const changed = (await payload.update({
      collection: 'page-reviews',
      id: row.id,
      overrideAccess: false,
      user: admin,
      data: { cycleMonths: '12' },
    })) as PageReview
    expect(Date.parse(changed.nextReviewAt as string)).toBeGreaterThan(Date.parse(row.nextReviewAt as string))
    const { docs: audit } = await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      where: { targetId: { equals: String(row.id) } },
    })
    expect(audit.map((e) => e.summary)).toContain(`콘텐츠 정비 "${row.pageTitle}": 검토 주기 6개월 → 12개월`)
  })

  it('mails the 담당자 once per overdue date, an active account with an address only, through the morning job', async () => {
    const mails: { to: string; subject: string; text: string }[] = []
    const spy = vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      mails.push(message as never)
    })
    try {
      await createAccount(payload, 'page-owner', 2, { email: 'owner@greenclimate.or.kr' })
      await createAccount(payload, 'away-owner', 2, { email: 'away@greenclimate.or.kr', accountStatus: 'suspended' })
      const owner = (await accountAsRequestUser(payload, 'page-owner')) as unknown as User
      const away = (await accountAsRequestUser(payload, 'away-owner')) as unknown as User
      const { docs } = await payload.find({
        collection: 'page-reviews',
        overrideAccess: true,
        depth: 0,
        where: { pagePath: { in: ['company/ci', 'company/group'] } },
        sort: 'pagePath',
      })
      const [ci, group] = docs as [PageReview, PageReview]
      for (const [row, who] of [
        [ci, owner],
        [group, away],
      ] as const)
        await payload.update({ collection: 'page-reviews', id: row.id, overrideAccess: true, data: { owner: who.id } })

      const { sendReviewReminders } = await import('@/modules/content-review/reminders')
      const later = new Date(Date.now() + 13 * 31 * 86_400_000)
      expect(await sendReviewReminders(payload, later)).toBe(1)
      expect(mails).toHaveLength(1)
      expect(mails[0]?.to).toBe('owner@greenclimate.or.kr')
      expect(mails[0]?.subject).toBe(`[녹색기후기술원] 페이지 검토 기한이 지났습니다: ${ci.pageTitle}`)
      expect(mails[0]?.text).toContain(`/admin/collections/page-reviews/${ci.id}`)
      expect(mails[0]?.text).toContain('변경 없음 확인')
      // The next morning: nothing new.
      expect(await sendReviewReminders(payload, later)).toBe(0)

      // Confirmed today, the page has a new date, six months on: not due now; when it passes too, the 담당자 hears
      // again, once.
      await reviews.confirmUnchanged(await requestAs(admin), ci.id)
      expect(await sendReviewReminders(payload, new Date())).toBe(0)
      expect(await sendReviewReminders(payload, later)).toBe(1)
      expect(await sendReviewReminders(payload, later)).toBe(0)

      // The job runs the same thing.
      await payload.update({ collection: 'page-reviews', id: ci.id, overrideAccess: true, data: { remindedFor: null } })
      await payload.update({ collection: 'page-reviews', id: ci.id, overrideAccess: true, data: { cycleMonths: '1' } })
      const job = await payload.jobs.queue({ task: 'page-review-reminders', input: {}, queue: 'nightly' })
      const before = mails.length
      await payload.jobs.run({ queue: 'nightly', overrideAccess: true, silent: true })
      // One month after today's confirmation is not yet: the job ran to its end (a finished job is removed, a failed
      // one stays with its error), and mailed nobody now.
      const left = await payload.findByID({
        collection: 'payload-jobs',
        id: job.id,
        overrideAccess: true,
        depth: 0,
        disableErrors: true,
      })
      expect(left).toBeNull()
      expect(mails.length).toBe(before)
    } finally {
      spy.mockRestore()
    }
  })
})
