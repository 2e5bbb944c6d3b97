import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApprovalRequest } from '@/payload-types'
import { call, createAccount, testPassword } from '../support/api'
import { createPost } from '../support/board-fixtures'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * 발송 승인: where a group's newsletter sends need approval, 발송 records a request and mails no subscriber; an
 * approver's 승인 starts the send, a 반려 leaves the issue unsent, and the approvers and the requester hear of each.
 */

let payload: Payload
let route: typeof import('@/app/api/v1/newsletters/[postId]/send/route')
let approve: typeof import('@/app/api/v1/approvals/[id]/approve/route')
let reject: typeof import('@/app/api/v1/approvals/[id]/reject/route')
let sent: { to: string; subject: string; text: string }[]
const tokens: Record<string, string> = {}
const subscribersMail = ['s1@example.com', 's2@example.com']
const domain = 'greenclimate.or.kr'

async function token(userId: string) {
  if (!tokens[userId]) {
    const signin = await import('@/app/api/v1/signin/route')
    const res = await call(signin.POST, '/api/v1/signin', { method: 'POST', query: { userId, password: testPassword } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    tokens[userId] = res.body.accessToken as string
  }
  return tokens[userId]
}

const sendPath = (postId: number) => `/api/v1/newsletters/${postId}/send`
const press = async (postId: number, userId: string) =>
  call(route.POST, sendPath(postId), { method: 'POST', token: await token(userId), params: { postId: String(postId) } })
const progress = async (postId: number, userId = 'send-approver') =>
  (await call(route.GET, sendPath(postId), { token: await token(userId), params: { postId: String(postId) } })).body

const decide = async (kind: 'approve' | 'reject', id: number, userId: string, json?: unknown) =>
  call((kind === 'approve' ? approve : reject).POST, `/api/v1/approvals/${id}/${kind}`, {
    method: 'POST',
    token: await token(userId),
    params: { id: String(id) },
    json,
  })

const sendRows = async (postId: number) =>
  (
    await payload.find({
      collection: 'newsletter-sends',
      where: { post: { equals: postId } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const runMailJobs = () => payload.jobs.run({ queue: 'approval-mail', overrideAccess: true, silent: true })
const toSubscribers = () => sent.filter((m) => subscribersMail.includes(m.to))

async function finished(postId: number) {
  const until = Date.now() + 20_000
  for (;;) {
    const body = await progress(postId)
    if (body.status !== 'sending') return body
    if (Date.now() > until) throw new Error(`send of post ${postId} did not finish`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe(`발송 승인 on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    route = await import('@/app/api/v1/newsletters/[postId]/send/route')
    approve = await import('@/app/api/v1/approvals/[id]/approve/route')
    reject = await import('@/app/api/v1/approvals/[id]/reject/route')
    sent = []
    vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      const { to, subject, text } = message as { to: string; subject: string; text: string }
      sent.push({ to: String(to), subject, text })
      return { captured: true }
    })
    for (const email of subscribersMail)
      await payload.create({
        collection: 'subscribers',
        overrideAccess: true,
        data: {
          email,
          status: 'active',
          consent: { version: 'newsletter-2026-11', agreedAt: new Date().toISOString() },
          unsubscribeToken: `tok${email.replace(/\W/g, '')}${'x'.repeat(30)}`,
        },
      })
    const newsletters = { newsletters: { read: true, write: true }, boards: { read: true, write: true } }
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: 47,
        name: '뉴스레터 담당',
        permissions: newsletters,
        boardSeqs: [],
        approval: { newsletterSends: true },
      } as never,
    })
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: 48,
        name: '발송 승인권자',
        permissions: newsletters,
        boardSeqs: [],
        approval: { approver: true },
      } as never,
    })
    await createAccount(payload, 'newsletter-writer', 47, { email: `writer@${domain}` })
    await createAccount(payload, 'send-approver', 48, { email: `approver@${domain}` })
  })

  afterAll(async () => {
    vi.restoreAllMocks()
    await payload?.destroy()
  })

  it('holds the send as a request, mails the approver, and sends to the subscribers only once approved', async () => {
    const issue = await createPost(payload, { boardSeq: 4, title: '12월 뉴스레터', body: '이달의 소식입니다.' })
    const held = await press(issue.id, 'newsletter-writer')
    expect(held.status, JSON.stringify(held.body)).toBe(202)
    expect(held.body).toMatchObject({ status: 'not-sent', approvalRequestId: expect.any(Number) })
    expect(await sendRows(issue.id)).toHaveLength(0)
    // Pressing again renews the same request.
    const again = await press(issue.id, 'newsletter-writer')
    expect(again.body.approvalRequestId).toBe(held.body.approvalRequestId)
    await runMailJobs()
    expect(toSubscribers()).toEqual([])
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [`approver@${domain}`, '[녹색기후기술원] 발송 승인 요청: 12월 뉴스레터'],
    ])
    expect(sent[0]?.text).toContain('메뉴: 뉴스레터 발송')

    // The requester cannot decide; the approver's 승인 starts the send.
    const id = held.body.approvalRequestId as number
    expect((await decide('approve', id, 'newsletter-writer')).status).toBe(403)
    sent.length = 0
    const approved = await decide('approve', id, 'send-approver')
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(approved.body).toMatchObject({ status: 'approved' })
    const done = await finished(issue.id)
    expect(done).toMatchObject({ status: 'sent', failedCount: 0, approvalRequestId: null })
    expect(done.sentCount).toBe(done.activeSubscribers)
    expect(
      toSubscribers()
        .map((m) => m.to)
        .sort(),
    ).toEqual(subscribersMail)
    await runMailJobs()
    expect(sent.find((m) => m.to === `writer@${domain}`)?.subject).toBe('[녹색기후기술원] 발송 승인: 12월 뉴스레터')
    // Sent once: a second press is refused as for anyone.
    expect((await press(issue.id, 'newsletter-writer')).status).toBe(409)
  })

  it('leaves a rejected send unsent, and lets an ungated account send at once', async () => {
    const issue = await createPost(payload, { boardSeq: 4, title: '반려될 뉴스레터', body: '본문' })
    const held = await press(issue.id, 'newsletter-writer')
    const id = held.body.approvalRequestId as number
    sent.length = 0
    const rejected = await decide('reject', id, 'send-approver', { reason: '발송 일정을 다시 잡아 주세요.' })
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200)
    expect(await sendRows(issue.id)).toHaveLength(0)
    await runMailJobs()
    expect(toSubscribers()).toEqual([])
    const notice = sent.find((m) => m.to === `writer@${domain}` && m.subject.endsWith('반려될 뉴스레터'))
    expect(notice?.text).toContain('아무에게도 발송하지 않았습니다.')
    expect(notice?.text).toContain('반려 사유: 발송 일정을 다시 잡아 주세요.')
    expect(await progress(issue.id)).toMatchObject({ status: 'not-sent', approvalRequestId: null })

    // The approver's own group sends without asking.
    const direct = await press(issue.id, 'send-approver')
    expect(direct.status).toBe(202)
    expect(direct.body.approvalRequestId).toBeNull()
    expect(await finished(issue.id)).toMatchObject({ status: 'sent', failedCount: 0 })
  })

  it('refuses to approve a send whose issue was sent meanwhile, and keeps the request waiting', async () => {
    const issue = await createPost(payload, { boardSeq: 4, title: '먼저 보낸 뉴스레터', body: '본문' })
    const held = await press(issue.id, 'newsletter-writer')
    const id = held.body.approvalRequestId as number
    expect((await press(issue.id, 'send-approver')).status).toBe(202)
    await finished(issue.id)
    const late = await decide('approve', id, 'send-approver')
    expect(late.status).toBe(409)
    expect(late.body.error.message).toBe('이미 발송한 뉴스레터입니다.')
    const request = (await payload.findByID({
      collection: 'approval-requests',
      id,
      overrideAccess: true,
      depth: 0,
    })) as ApprovalRequest
    expect(request.status).toBe('pending')
    // It can still be closed with a reason.
    expect((await decide('reject', id, 'send-approver', { reason: '이미 발송되었습니다.' })).status).toBe(200)
  })
})
