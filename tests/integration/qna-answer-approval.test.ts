import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApprovalRequest } from '@/payload-types'
import { call, createAccount, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * 답변 승인: where a group's Q&A answers need approval, 답변 등록 (the admin's button, or `PUT /api/v1/qna/{id}/answer`)
 * records a request; the answer stays a draft, hidden from visitors, and the asker is not mailed until an approver
 * approves. The group cannot change a registered answer on any door.
 */

let payload: Payload
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')
let answerRoute: typeof import('@/app/api/v1/qna/[id]/answer/route')
let approve: typeof import('@/app/api/v1/approvals/[id]/approve/route')
let reject: typeof import('@/app/api/v1/approvals/[id]/reject/route')
let service: typeof import('@/modules/qna/service')
let sent: { to: string; subject: string; text: string }[]
let categoryId: number
const jwt: Record<string, string> = {}
const bearer: Record<string, string> = {}
const asker = 'asker@example.com'
const domain = 'greenclimate.or.kr'

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      },
    ],
  },
})

async function question(title: string) {
  return payload.create({
    collection: 'qna',
    overrideAccess: true,
    data: {
      category: categoryId,
      title,
      content: '서류가 궁금합니다.',
      name: '홍길동',
      email: asker,
      passwordHash: await service.hashQnaPassword('Secret12!'),
      isSecret: false,
      consent: { version: 'v1', agreedAt: new Date().toISOString() },
      status: 'waiting',
    },
  })
}

async function signIn(username: string) {
  jwt[username] ??= (await payload.login({ collection: 'users', data: { username, password: testPassword } }))
    .token as string
  if (!bearer[username]) {
    const signin = await import('@/app/api/v1/signin/route')
    const res = await call(signin.POST, '/api/v1/signin', {
      method: 'POST',
      query: { userId: username, password: testPassword },
    })
    bearer[username] = res.body.accessToken as string
  }
}

/** Payload's REST API as the admin form calls it, signed in as `username`. */
async function cms(method: 'PATCH' | 'POST', path: string, username: string, json?: unknown) {
  await signIn(username)
  const slug = path.split('/').filter(Boolean)
  const response = await rest[method](
    new Request(`http://localhost:3000/api/cms/${slug.join('/')}`, {
      method,
      headers: {
        authorization: `JWT ${jwt[username]}`,
        'x-client-ip': '192.0.2.72',
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    }),
    { params: Promise.resolve({ slug }) },
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const answerV1 = async (id: number, username: string, text: string) => {
  await signIn(username)
  return call(answerRoute.PUT, `/api/v1/qna/${id}/answer`, {
    method: 'PUT',
    token: bearer[username],
    params: { id: String(id) },
    json: { text },
  })
}

const decide = async (kind: 'approve' | 'reject', id: number, username: string, json?: unknown) => {
  await signIn(username)
  return call((kind === 'approve' ? approve : reject).POST, `/api/v1/approvals/${id}/${kind}`, {
    method: 'POST',
    token: bearer[username],
    params: { id: String(id) },
    json,
  })
}

const stored = (id: number) => payload.findByID({ collection: 'qna', id, overrideAccess: true, depth: 0 })
const runMailJobs = () => payload.jobs.run({ queue: 'approval-mail', overrideAccess: true, silent: true })
const toAsker = () => sent.filter((m) => m.to === asker)

describe(`답변 승인 on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    answerRoute = await import('@/app/api/v1/qna/[id]/answer/route')
    approve = await import('@/app/api/v1/approvals/[id]/approve/route')
    reject = await import('@/app/api/v1/approvals/[id]/reject/route')
    service = await import('@/modules/qna/service')
    sent = []
    vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      const { to, subject, text } = message as { to: string; subject: string; text: string }
      sent.push({ to: String(to), subject, text })
      return { captured: true }
    })
    categoryId = (
      await payload.create({ collection: 'qna-categories', overrideAccess: true, data: { name: '답변 승인 분류' } })
    ).id
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: 49,
        name: '답변 담당',
        permissions: { qna: { read: true, write: true } },
        boardSeqs: [],
        approval: { qnaAnswers: true },
      } as never,
    })
    await createAccount(payload, 'qna-writer', 49, { email: `qna-writer@${domain}` })
    await createAccount(payload, 'qna-approver', 2, { email: `qna-approver@${domain}` })
  })

  afterAll(async () => {
    vi.restoreAllMocks()
    await payload?.destroy()
  })

  it('holds the admin’s 답변 등록 as a request; approved, the answer is public and the asker mailed once', async () => {
    const doc = await question('승인받아 답할 질문')
    expect(
      (await cms('PATCH', `qna/${doc.id}`, 'qna-writer', { answer: { body: paragraph('서류는 세 가지입니다.') } }))
        .status,
    ).toBe(200)
    const held = await cms('POST', `qna/${doc.id}/register-answer`, 'qna-writer')
    expect(held.status, JSON.stringify(held.body)).toBe(202)
    const requestId = held.body.approvalRequestId as number
    expect((await stored(doc.id)).status).toBe('waiting')
    // Visitors see no answer yet.
    const view = await service.viewQna(payload, String(doc.id), { isStaff: false, unlocks: [] })
    expect(view).toMatchObject({ kind: 'open' })
    expect((view as { answer?: unknown }).answer ?? null).toBeNull()
    await runMailJobs()
    expect(toAsker()).toEqual([])
    expect(sent.find((m) => m.to === `qna-approver@${domain}`)?.subject).toBe(
      '[녹색기후기술원] 답변 승인 요청: 승인받아 답할 질문',
    )
    // Pressing again renews the same request.
    expect((await cms('POST', `qna/${doc.id}/register-answer`, 'qna-writer')).body.approvalRequestId).toBe(requestId)

    expect((await decide('approve', requestId, 'qna-writer')).status).toBe(403)
    const approved = await decide('approve', requestId, 'qna-approver')
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const answered = await stored(doc.id)
    expect(answered.status).toBe('answered')
    expect(answered.answer?.text).toBe('서류는 세 가지입니다.')
    expect(toAsker()).toHaveLength(1)
    await runMailJobs()
    expect(sent.find((m) => m.to === `qna-writer@${domain}`)?.subject).toBe(
      '[녹색기후기술원] 답변 승인: 승인받아 답할 질문',
    )

    // A registered answer is no longer the group's to change, on the admin's door and on /api/v1.
    const edit = await cms('PATCH', `qna/${doc.id}`, 'qna-writer', { answer: { body: paragraph('고친 답변') } })
    expect(edit.status).toBe(403)
    expect(JSON.stringify(edit.body)).toContain('등록된 답변은 답변 등록에 승인이 필요한 그룹에서 고칠 수 없습니다')
    expect((await answerV1(doc.id, 'qna-writer', '고친 답변')).status).toBe(403)
    expect((await stored(doc.id)).answer?.text).toBe('서류는 세 가지입니다.')
    // Other changes of the question (its category) still pass.
    expect((await cms('PATCH', `qna/${doc.id}`, 'qna-writer', { category: categoryId })).status).toBe(200)
  })

  it('holds an answer given through /api/v1 as a draft and a request; rejected, nothing is public or mailed', async () => {
    const doc = await question('API로 답할 질문')
    const held = await answerV1(doc.id, 'qna-writer', '첫 줄\n둘째 줄')
    expect(held.status, JSON.stringify(held.body)).toBe(202)
    expect(held.body).toMatchObject({ status: 'pending', approvalRequestId: expect.any(Number) })
    const draft = await stored(doc.id)
    expect(draft.status).toBe('waiting')
    expect(draft.answer?.text).toContain('둘째 줄')
    sent.length = 0
    const rejected = await decide('reject', held.body.approvalRequestId as number, 'qna-approver', {
      reason: '담당 부서 확인이 필요합니다.',
    })
    expect(rejected.status).toBe(200)
    expect((await stored(doc.id)).status).toBe('waiting')
    await runMailJobs()
    expect(toAsker()).toEqual([])
    expect(sent.find((m) => m.to === `qna-writer@${domain}`)?.text).toContain(
      '답변은 공개되지 않은 초안으로 남아 있습니다.',
    )
  })

  it('refuses to approve an answer registered meanwhile, keeping the request waiting', async () => {
    const doc = await question('먼저 답한 질문')
    await answerV1(doc.id, 'qna-writer', '담당자 답변')
    const { docs } = await payload.find({
      collection: 'approval-requests',
      where: { targetId: { equals: doc.id }, targetCollection: { equals: 'qna' } },
      overrideAccess: true,
    })
    const request = docs[0] as ApprovalRequest
    // An approver answers directly.
    expect((await answerV1(doc.id, 'qna-approver', '관리자 답변')).status).toBe(200)
    const late = await decide('approve', request.id, 'qna-approver')
    expect(late.status).toBe(409)
    expect(late.body.error.message).toBe('이미 등록된 답변입니다. 알림 메일은 다시 보내지 않습니다.')
    expect(
      (await payload.findByID({ collection: 'approval-requests', id: request.id, overrideAccess: true })).status,
    ).toBe('pending')
  })
})
