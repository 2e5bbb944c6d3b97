import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { call, createAccount, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * A visitor's question is read-only for staff on every door (admin form = the CMS REST API, the local API with an
 * account, /api/v1), an answer is a draft until 답변 등록, and 등록 mails the asker exactly once.
 */

let payload: Payload
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')
let service: typeof import('@/modules/qna/service')
let answerRoute: typeof import('@/app/api/v1/qna/[id]/answer/route')
let adminToken: string
let managerToken: string
let categoryId: number
let otherCategoryId: number
const sent: Array<{ to?: unknown; subject?: unknown; text?: unknown }> = []

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

async function question(isSecret = false) {
  return payload.create({
    collection: 'qna',
    overrideAccess: true,
    data: {
      category: categoryId,
      title: '제로에너지 예비인증 문의',
      content: '예비인증에 필요한 서류가 궁금합니다.',
      name: '홍길동',
      email: 'hong@example.com',
      phone: '010-1234-5678',
      passwordHash: await service.hashQnaPassword('Secret12!'),
      isSecret,
      consent: { version: 'v1', agreedAt: new Date().toISOString() },
      status: 'waiting',
    },
  })
}

/** What the admin form and any CMS client send: Payload's REST API, signed in. */
function cms(method: 'PATCH' | 'POST' | 'GET', path: string, token: string, json?: unknown) {
  const slug = path.split('/').filter(Boolean)
  return rest[method](
    new Request(`http://localhost:3000/api/cms/${slug.join('/')}`, {
      method,
      headers: {
        authorization: `JWT ${token}`,
        'x-client-ip': '192.0.2.70',
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    }),
    { params: Promise.resolve({ slug }) },
  )
}

const stored = (id: number) => payload.findByID({ collection: 'qna', id, overrideAccess: true, depth: 0 })
const visitor = { isStaff: false, unlocks: [] }
const userId = async (username: string) =>
  (await payload.find({ collection: 'users', where: { username: { equals: username } }, overrideAccess: true })).docs[0]
    ?.id

beforeAll(async () => {
  payload = await createSeededPayload()
  rest = await import('@/app/(payload)/api/cms/[...slug]/route')
  service = await import('@/modules/qna/service')
  answerRoute = await import('@/app/api/v1/qna/[id]/answer/route')
  await createAccount(payload, 'qnamanager', 2, { email: 'qnamanager@greenclimate.or.kr' })
  adminToken = (await payload.login({ collection: 'users', data: { username: 'admin', password: testPassword } }))
    .token as string
  managerToken = (
    await payload.login({ collection: 'users', data: { username: 'qnamanager', password: testPassword } })
  ).token as string
  categoryId = (
    await payload.create({ collection: 'qna-categories', overrideAccess: true, data: { name: '답변 시험 분류' } })
  ).id
  otherCategoryId = (
    await payload.create({ collection: 'qna-categories', overrideAccess: true, data: { name: '답변 시험 다른 분류' } })
  ).id
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    sent.push(message as (typeof sent)[number])
    return {}
  })
})

beforeEach(() => {
  sent.length = 0
})

afterAll(async () => {
  vi.restoreAllMocks()
  await payload?.destroy()
})

describe(`Q&A question is the visitor's on ${dialect}`, () => {
  it.each([
    ['title', { title: '직원이 고친 제목' }],
    ['content', { content: '직원이 고친 내용' }],
    ['name', { name: '김철수' }],
    ['email', { email: 'other@example.com' }],
    ['phone', { phone: '010-9999-9999' }],
    ['isSecret', { isSecret: true }],
    ['consent', { consent: { version: 'v2', agreedAt: new Date().toISOString() } }],
  ])('refuses a staff change of %s through /api/cms with 403 and a Korean message', async (_field, data) => {
    const doc = await question()
    const response = await cms('PATCH', `qna/${doc.id}`, managerToken, data)
    expect(response.status).toBe(403)
    const body = await response.json()
    expect(body.errors[0].message).toContain('방문자가 쓴 질문은 고칠 수 없습니다')
    const after = await stored(doc.id)
    expect(after).toMatchObject({ title: doc.title, content: doc.content, email: doc.email, isSecret: false })
  })

  it('refuses it through the local API with an account too, even for 최고관리자', async () => {
    const doc = await question()
    const admin = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, depth: 1 }))
      .docs[0]
    await expect(
      payload.update({ collection: 'qna', id: doc.id, user: admin, overrideAccess: false, data: { content: 'x' } }),
    ).rejects.toThrow('방문자가 쓴 질문은 고칠 수 없습니다')
  })

  it('lets staff move a question to another category and save it with the unchanged question sent along', async () => {
    const doc = await question()
    const response = await cms('PATCH', `qna/${doc.id}`, managerToken, {
      title: doc.title,
      content: doc.content,
      name: doc.name,
      email: doc.email,
      isSecret: false,
      category: otherCategoryId,
    })
    expect(response.status).toBe(200)
    expect((await stored(doc.id)).category).toBe(otherCategoryId)
  })

  it('refuses setting 답변완료 by hand: only 답변 등록 changes the state', async () => {
    const doc = await question()
    const response = await cms('PATCH', `qna/${doc.id}`, managerToken, { status: 'answered' })
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].message).toContain('답변 등록')
    expect((await stored(doc.id)).status).toBe('waiting')
  })
})

describe(`Q&A moderation on ${dialect}`, () => {
  it('refuses hiding a question by a 관리자 (not 최고관리자)', async () => {
    const doc = await question()
    const response = await cms('PATCH', `qna/${doc.id}`, managerToken, {
      moderation: { hidden: true, reason: '개인정보' },
    })
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].message).toContain('최고관리자')
    expect((await stored(doc.id)).moderation?.hidden).toBeFalsy()
  })

  it('needs a reason, then hides the question on the public site and logs the reason', async () => {
    const doc = await question()
    const noReason = await cms('PATCH', `qna/${doc.id}`, adminToken, { moderation: { hidden: true } })
    expect(noReason.status).toBe(400)
    expect((await noReason.json()).errors[0].message).toContain('사유')
    const hidden = await cms('PATCH', `qna/${doc.id}`, adminToken, {
      moderation: { hidden: true, reason: '전화번호가 본문에 있음' },
    })
    expect(hidden.status).toBe(200)
    const view = await service.viewQna(payload, String(doc.id), visitor)
    expect(view).toMatchObject({ kind: 'open', title: service.hiddenQuestionText, content: service.hiddenQuestionText })
    const list = await service.listQna(payload, {})
    expect(list.rows.find((r) => r.id === String(doc.id))?.title).toBe(service.hiddenQuestionText)
    const row = await stored(doc.id)
    expect(row.content).toBe('예비인증에 필요한 서류가 궁금합니다.')
    // Who and when are recorded: the administrator who hid it, just now.
    expect(row.moderation?.moderatedBy).toBe(await userId('admin'))
    expect(Date.now() - new Date(String(row.moderation?.moderatedAt)).getTime()).toBeLessThan(60_000)
    const logs = await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      where: { and: [{ targetCollection: { equals: 'qna' } }, { targetId: { equals: String(doc.id) } }] },
    })
    expect(
      logs.docs.some((l) => l.summary?.includes('질문 가림') && l.summary.includes('전화번호가 본문에 있음')),
    ).toBe(true)
  })

  it('shows the redacted text instead of the original', async () => {
    const doc = await question()
    const response = await cms('PATCH', `qna/${doc.id}`, adminToken, {
      moderation: { redactedContent: '예비인증에 필요한 서류가 궁금합니다. (연락처 가림)', reason: '연락처' },
    })
    expect(response.status).toBe(200)
    const view = await service.viewQna(payload, String(doc.id), visitor)
    expect(view).toMatchObject({ content: '예비인증에 필요한 서류가 궁금합니다. (연락처 가림)', moderated: 'redacted' })
  })
})

describe(`Q&A answers: draft, 답변 등록, one mail on ${dialect}`, () => {
  it('keeps a saved answer a draft: 답변대기, not on the public page, no mail', async () => {
    const doc = await question()
    const response = await cms('PATCH', `qna/${doc.id}`, managerToken, {
      answer: { body: paragraph('초안 답변입니다.') },
    })
    expect(response.status).toBe(200)
    const row = await stored(doc.id)
    expect(row.status).toBe('waiting')
    expect(row.answer?.text).toBe('초안 답변입니다.')
    expect(row.answer?.answeredAt).toBeFalsy()
    expect(await service.viewQna(payload, String(doc.id), visitor)).toMatchObject({ kind: 'open', answer: null })
    expect(sent).toHaveLength(0)
  })

  it('previews the mail, registers once under a double click, and never mails again on later edits', async () => {
    const doc = await question()
    await cms('PATCH', `qna/${doc.id}`, managerToken, { answer: { body: paragraph('서류 목록을 안내드립니다.') } })
    const preview = await cms('GET', `qna/${doc.id}/answer-notice`, managerToken)
    expect(preview.status).toBe(200)
    const notice = await preview.json()
    expect(notice).toMatchObject({ to: 'hong@example.com', hasAnswer: true, registered: false })
    expect(notice.subject).toContain('답변이 등록되었습니다')
    expect(notice.link).toContain(`/media/media02/view/${doc.id}`)
    expect(sent).toHaveLength(0)

    const answers = await Promise.all([
      cms('POST', `qna/${doc.id}/register-answer`, managerToken),
      cms('POST', `qna/${doc.id}/register-answer`, managerToken),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: 'hong@example.com', subject: notice.subject, text: notice.text })
    const row = await stored(doc.id)
    expect(row.status).toBe('answered')
    expect(row.answer?.answeredBy).toBe(await userId('qnamanager'))
    expect(Date.now() - new Date(String(row.answer?.answeredAt)).getTime()).toBeLessThan(60_000)

    const edited = await cms('PATCH', `qna/${doc.id}`, managerToken, {
      answer: { body: paragraph('고친 답변입니다.') },
    })
    expect(edited.status).toBe(200)
    const again = await cms('POST', `qna/${doc.id}/register-answer`, managerToken)
    expect(again.status).toBe(409)
    expect(sent).toHaveLength(1)
    const view = await service.viewQna(payload, String(doc.id), visitor)
    expect(view).toMatchObject({ kind: 'open', answer: { text: '고친 답변입니다.' } })
    expect((await stored(doc.id)).answer?.answeredAt).toBe(row.answer?.answeredAt)

    const emptied = await cms('PATCH', `qna/${doc.id}`, managerToken, { answer: { body: paragraph('') } })
    expect(emptied.status).toBe(400)
  })

  it('refuses registering without a saved answer, and registering by an account without the Q&A write right', async () => {
    const doc = await question()
    const empty = await cms('POST', `qna/${doc.id}/register-answer`, managerToken)
    expect(empty.status).toBe(400)
    expect((await empty.json()).errors[0].message).toContain('답변 내용')
    await createAccount(payload, 'qnaeditor', 3, { email: 'qnaeditor@greenclimate.or.kr' })
    const editorToken = (
      await payload.login({ collection: 'users', data: { username: 'qnaeditor', password: testPassword } })
    ).token as string
    expect((await cms('POST', `qna/${doc.id}/register-answer`, editorToken)).status).toBe(403)
    expect(sent).toHaveLength(0)
  })

  it('/api/v1 answers as text, registers and mails on the first answer only', async () => {
    const doc = await question()
    const signin = await import('@/app/api/v1/signin/route')
    const signedIn = await call(signin.POST, '/api/v1/signin', {
      method: 'POST',
      query: { userId: 'qnamanager', password: testPassword },
    })
    const token = signedIn.body.accessToken
    const put = (text: string) =>
      call(answerRoute.PUT, `/api/v1/qna/${doc.id}/answer`, {
        method: 'PUT',
        token: token as string,
        json: { text },
        params: { id: String(doc.id) },
      })
    const first = await put('첫 줄\n둘째 줄')
    expect(first.status).toBe(200)
    expect(first.body.answer).toEqual({ text: '첫 줄\n둘째 줄', answeredAt: expect.any(String) })
    const second = await put('고친 답변')
    expect(second.status).toBe(200)
    expect(second.body.answer.text).toBe('고친 답변')
    expect(sent).toHaveLength(1)
  })
})

describe(`Q&A answer files on ${dialect}`, () => {
  it('follow the answer: none while a draft, a secret question only for staff or its unlocked session', async () => {
    const { openQnaAnswerAttachment } = await import('@/modules/qna/answer-files')
    const { unlockQna } = await import('@/modules/qna/service')
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
    const file = await payload.create({
      collection: 'attachments',
      overrideAccess: true,
      data: {},
      file: { data: pdf, name: '안내.pdf', mimetype: 'application/pdf', size: pdf.length },
    })
    const doc = await question(true)
    const saved = await cms('PATCH', `qna/${doc.id}`, managerToken, {
      answer: { body: paragraph('첨부를 확인해 주세요.'), attachments: [file.id] },
    })
    expect(saved.status).toBe(200)
    expect(await openQnaAnswerAttachment(payload, String(file.id), { isStaff: true, unlocks: [] })).toBeNull()
    expect((await cms('POST', `qna/${doc.id}/register-answer`, managerToken)).status).toBe(200)
    expect(await openQnaAnswerAttachment(payload, String(file.id), visitor)).toBeNull()
    expect(await openQnaAnswerAttachment(payload, String(file.id), { isStaff: true, unlocks: [] })).toMatchObject({
      id: file.id,
    })
    const unlocked = await unlockQna(payload, String(doc.id), 'Secret12!', '192.0.2.71')
    if (!unlocked.ok) throw new Error('unlock failed')
    expect(
      await openQnaAnswerAttachment(payload, String(file.id), { isStaff: false, unlocks: [unlocked.unlock] }),
    ).toMatchObject({ id: file.id })
    const view = await service.viewQna(payload, String(doc.id), { isStaff: false, unlocks: [unlocked.unlock] })
    expect(view).toMatchObject({ answer: { attachments: [{ id: String(file.id), name: '안내.pdf' }] } })
  })
})
