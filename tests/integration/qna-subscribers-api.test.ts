import type { Payload, SendEmailOptions } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { koreanDateTime, koreanDay } from '@/modules/time/korea'
import { call, createAccount, testPassword } from '../support/api'
import { solvedCaptcha } from '../support/captcha'
import { createTestPayload, dialect } from '../support/test-payload'

/**
 * The Q&A and subscriber calls of /api/v1, which the site's forms use as well: every refusal is a 4xx with the
 * documented error shape and a Korean message, and stores nothing.
 */
let payload: Payload
let qnaList: typeof import('@/app/api/v1/qna/route')
let qnaById: typeof import('@/app/api/v1/qna/[id]/route')
let qnaUnlock: typeof import('@/app/api/v1/qna/[id]/unlock/route')
let qnaAnswer: typeof import('@/app/api/v1/qna/[id]/answer/route')
let categories: typeof import('@/app/api/v1/qna-categories/route')
let subscribers: typeof import('@/app/api/v1/subscribers/route')
let confirm: typeof import('@/app/api/v1/subscribers/confirm/route')
let unsubscribeRoute: typeof import('@/app/api/v1/subscribers/unsubscribe/route')
let exportRoute: typeof import('@/app/api/v1/subscribers/export/route')
let schemas: typeof import('@/modules/qna/api-schemas')
let categoryId: string
let staffToken: string
let editorToken: string
let sent: SendEmailOptions[] = []
let ipCounter = 0
const nextIp = () => `192.0.2.${++ipCounter}`

const question = (overrides: Record<string, unknown> = {}) => ({
  category: categoryId,
  title: '탄소중립 진단 일정 문의',
  content: '사업장 온실가스 진단을 받으려면 얼마나 걸리나요?',
  name: '김하늘',
  email: 'sky@example.com',
  password: 'Secret12!',
  isSecret: true,
  consent: true,
  ...overrides,
})

const countOf = async (collection: 'qna' | 'subscribers') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

async function tokenFor(userId: string, group: number) {
  await createAccount(payload, userId, group)
  const signin = await import('@/app/api/v1/signin/route')
  const res = await call(signin.POST, '/api/v1/signin', { method: 'POST', query: { userId, password: testPassword } })
  expect(res.status).toBe(200)
  return res.body.accessToken as string
}

async function writeQuestion(overrides: Record<string, unknown> = {}) {
  const res = await call(qnaList.POST, '/api/v1/qna', {
    method: 'POST',
    json: question({ altcha: await solvedCaptcha(), ...overrides }),
    ip: nextIp(),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.id as string
}

beforeAll(async () => {
  payload = await createTestPayload()
  schemas = await import('@/modules/qna/api-schemas')
  qnaList = await import('@/app/api/v1/qna/route')
  qnaById = await import('@/app/api/v1/qna/[id]/route')
  qnaUnlock = await import('@/app/api/v1/qna/[id]/unlock/route')
  qnaAnswer = await import('@/app/api/v1/qna/[id]/answer/route')
  categories = await import('@/app/api/v1/qna-categories/route')
  subscribers = await import('@/app/api/v1/subscribers/route')
  confirm = await import('@/app/api/v1/subscribers/confirm/route')
  unsubscribeRoute = await import('@/app/api/v1/subscribers/unsubscribe/route')
  exportRoute = await import('@/app/api/v1/subscribers/export/route')
  const { seedAuthGroups } = await import('@/seed/auth-groups')
  await seedAuthGroups(payload)
  const category = await payload.create({ collection: 'qna-categories', data: { name: '진단', order: 1 } })
  categoryId = String(category.id)
  staffToken = await tokenFor('qnastaff', 2)
  editorToken = await tokenFor('qnaeditor', 3)
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    sent.push(message as SendEmailOptions)
    return {}
  })
})

beforeEach(() => {
  sent = []
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`Q&A API on ${dialect}`, () => {
  it('writes a question with consent and a solved captcha: 201, listed as 답변대기 without personal data', async () => {
    const id = await writeQuestion()
    const list = await call(qnaList.GET, '/api/v1/qna', { query: { searchText: '진단 일정' } })
    expect(list.status).toBe(200)
    expect(schemas.qnaListSchema.parse(list.body).rows.map((r) => r.id)).toContain(id)
    const row = list.body.rows.find((r: { id: string }) => r.id === id)
    expect(row).toMatchObject({ statusLabel: '답변대기', isSecret: true, category: '진단' })
    expect(JSON.stringify(list.body)).not.toContain('sky@example.com')
    expect(JSON.stringify(list.body)).not.toContain('김하늘')
  })

  it('refuses a question without consent, with a bad e-mail or without a captcha: 400, Korean details, nothing stored', async () => {
    const before = await countOf('qna')
    const noConsent = await call(qnaList.POST, '/api/v1/qna', {
      method: 'POST',
      json: question({ consent: false, altcha: await solvedCaptcha() }),
      ip: nextIp(),
    })
    expect(noConsent.status).toBe(400)
    expect(noConsent.body.error.code).toBe('INVALID_INPUT')
    expect(noConsent.body.error.details).toContainEqual({
      path: 'consent',
      message: '개인정보 수집·이용에 동의해야 문의를 등록할 수 있습니다.',
    })

    const badEmail = await call(qnaList.POST, '/api/v1/qna', {
      method: 'POST',
      json: question({ email: 'not-an-address', altcha: await solvedCaptcha() }),
      ip: nextIp(),
    })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.error.details).toContainEqual({ path: 'email', message: '이메일 형식에 맞지 않습니다.' })

    const noCaptcha = await call(qnaList.POST, '/api/v1/qna', { method: 'POST', json: question(), ip: nextIp() })
    expect(noCaptcha.status).toBe(400)
    expect(noCaptcha.body.error.message).toBe('자동 입력 방지 확인을 완료해 주세요.')

    const missingTitle = await call(qnaList.POST, '/api/v1/qna', {
      method: 'POST',
      json: { ...question({ altcha: 'x' }), title: undefined },
      ip: nextIp(),
    })
    expect(missingTitle.status).toBe(400)
    expect(missingTitle.body.error.details).toContainEqual({ path: 'title', message: '제목을 입력해 주세요.' })

    const notAnObject = await call(qnaList.POST, '/api/v1/qna', { method: 'POST', json: ['제목'], ip: nextIp() })
    expect(notAnObject.status).toBe(400)
    expect(await countOf('qna')).toBe(before)
  })

  it('keeps a secret question locked until its password is given; staff read it with a token', async () => {
    const id = await writeQuestion()
    const anonymous = await call(qnaById.GET, `/api/v1/qna/${id}`, { params: { id } })
    expect(anonymous.status).toBe(403)
    expect(anonymous.body.error.code).toBe('QNA_LOCKED')

    const wrong = await call(qnaUnlock.POST, `/api/v1/qna/${id}/unlock`, {
      method: 'POST',
      json: { password: 'Wrong123!' },
      params: { id },
    })
    expect(wrong.status).toBe(403)
    expect(wrong.body.error).toMatchObject({ code: 'WRONG_PASSWORD', message: '비밀번호가 일치하지 않습니다.' })

    const right = await call(qnaUnlock.POST, `/api/v1/qna/${id}/unlock`, {
      method: 'POST',
      json: { password: 'Secret12!' },
      params: { id },
      headers: { origin: 'http://localhost:3000' },
    })
    expect(right.status).toBe(200)
    expect(schemas.qnaViewSchema.parse(right.body)).toMatchObject({ id, authorName: '김**', answer: null })
    const cookie = right.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/)
    const cookiePair = cookie.split(';')[0] ?? ''
    const withCookie = await call(qnaById.GET, `/api/v1/qna/${id}`, { params: { id }, headers: { cookie: cookiePair } })
    expect(withCookie.status).toBe(200)
    expect(withCookie.body.content).toContain('온실가스 진단')

    const staff = await call(qnaById.GET, `/api/v1/qna/${id}`, { params: { id }, token: staffToken })
    expect(staff.status).toBe(200)
    expect(staff.body.title).toBe('탄소중립 진단 일정 문의')
    // A staff member reading an inquiry is a personal-data view, and is logged.
    const logged = await payload.find({
      collection: 'audit-logs',
      where: { and: [{ action: { equals: 'personal-data-view' } }, { targetId: { equals: id } }] },
      overrideAccess: true,
    })
    expect(logged.docs.map((d) => d.actorUserId)).toEqual(['qnastaff'])

    const badToken = await call(qnaById.GET, `/api/v1/qna/${id}`, { params: { id }, token: 'forged' })
    expect(badToken.status).toBe(401)
  })

  it('answers 429 on the eleventh password attempt for one post within 15 minutes, even with the right one', async () => {
    const id = await writeQuestion()
    const ip = nextIp()
    for (let attempt = 1; attempt <= 10; attempt++) {
      const res = await call(qnaUnlock.POST, `/api/v1/qna/${id}/unlock`, {
        method: 'POST',
        json: { password: `Wrong${attempt}!aa` },
        params: { id },
        ip,
      })
      expect(res.status).toBe(403)
    }
    const blocked = await call(qnaUnlock.POST, `/api/v1/qna/${id}/unlock`, {
      method: 'POST',
      json: { password: 'Secret12!' },
      params: { id },
      ip,
    })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(blocked.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    expect(blocked.body.error.message).toContain('15분')
  })

  it('lets the asker edit and delete with the password until staff answer; then 403', async () => {
    const editable = await writeQuestion({ isSecret: false })
    const edited = await call(qnaById.PATCH, `/api/v1/qna/${editable}`, {
      method: 'PATCH',
      params: { id: editable },
      json: {
        password: 'Secret12!',
        category: categoryId,
        title: '진단 일정 문의 (수정)',
        content: '수정한 내용입니다.',
      },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body.title).toBe('진단 일정 문의 (수정)')

    const answered = await call(qnaAnswer.PUT, `/api/v1/qna/${editable}/answer`, {
      method: 'PUT',
      params: { id: editable },
      token: staffToken,
      json: { text: '보통 2주 정도 걸립니다.' },
    })
    expect(answered.status, JSON.stringify(answered.body)).toBe(200)
    expect(answered.body).toMatchObject({ status: 'answered', statusLabel: '답변완료' })
    expect(answered.body.answer.text).toBe('보통 2주 정도 걸립니다.')
    expect(sent.map((m) => m.to)).toContain('sky@example.com')

    const lateDelete = await call(qnaById.DELETE, `/api/v1/qna/${editable}`, {
      method: 'DELETE',
      params: { id: editable },
      json: { password: 'Secret12!' },
    })
    expect(lateDelete.status).toBe(403)
    expect(lateDelete.body.error.message).toBe('답변이 등록된 글은 수정하거나 삭제할 수 없습니다.')

    const deletable = await writeQuestion()
    const removed = await call(qnaById.DELETE, `/api/v1/qna/${deletable}`, {
      method: 'DELETE',
      params: { id: deletable },
      json: { password: 'Secret12!' },
    })
    expect(removed.status).toBe(200)
    const gone = await call(qnaById.GET, `/api/v1/qna/${deletable}`, { params: { id: deletable }, token: staffToken })
    expect(gone.status).toBe(404)
  })

  it('lets only staff with the Q&A write right answer', async () => {
    const id = await writeQuestion()
    const body = { text: '답변입니다.' }
    const anonymous = await call(qnaAnswer.PUT, `/api/v1/qna/${id}/answer`, {
      method: 'PUT',
      params: { id },
      json: body,
    })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.error.message).toBe('다시 로그인 해주세요.')
    const editor = await call(qnaAnswer.PUT, `/api/v1/qna/${id}/answer`, {
      method: 'PUT',
      params: { id },
      json: body,
      token: editorToken,
    })
    expect(editor.status).toBe(403)
    const empty = await call(qnaAnswer.PUT, `/api/v1/qna/${id}/answer`, {
      method: 'PUT',
      params: { id },
      json: { text: '   ' },
      token: staffToken,
    })
    expect(empty.status).toBe(400)
    const missing = await call(qnaAnswer.PUT, '/api/v1/qna/99999999/answer', {
      method: 'PUT',
      params: { id: '99999999' },
      json: body,
      token: staffToken,
    })
    expect(missing.status).toBe(404)
    const bogus = await call(qnaById.GET, '/api/v1/qna/..%2F..', { params: { id: '../..' } })
    expect(bogus.status).toBe(400)
  })

  it('limits searches per address: the 61st in a minute is a 429 with a Korean message', async () => {
    const ip = nextIp()
    for (let i = 0; i < 60; i++) {
      const res = await call(qnaList.GET, '/api/v1/qna', { query: { searchText: `진단${i}` }, ip })
      expect(res.status).toBe(200)
    }
    const refused = await call(qnaList.GET, '/api/v1/qna', { query: { searchText: '진단' }, ip })
    expect(refused.status).toBe(429)
    expect(refused.body.error.message).toBe('검색 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Listing without a search term is not a search.
    expect((await call(qnaList.GET, '/api/v1/qna', { ip })).status).toBe(200)
  })

  it('lists the visible categories', async () => {
    const res = await call(categories.GET, '/api/v1/qna-categories')
    expect(res.status).toBe(200)
    expect(res.body.categories).toContainEqual({ id: categoryId, name: '진단' })
  })
})

describe(`subscriber API on ${dialect}`, () => {
  it('subscribes (202), confirms and unsubscribes through the tokens of the e-mails', async () => {
    const res = await call(subscribers.POST, '/api/v1/subscribers', {
      method: 'POST',
      json: { email: 'Reader@Example.com', name: '독자', consent: true },
      ip: nextIp(),
    })
    expect(res.status).toBe(202)
    expect(res.body.message).toContain('구독 확인 메일')
    const token = String(sent[0]?.text ?? '').match(/confirm\?token=([\w-]+)/)?.[1]
    expect(token).toMatch(/^[\w-]{20,}$/)

    const confirmed = await call(confirm.POST, '/api/v1/subscribers/confirm', { method: 'POST', json: { token } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.message).toBe('뉴스레터 구독이 완료되었습니다. 감사합니다.')
    const again = await call(confirm.POST, '/api/v1/subscribers/confirm', { method: 'POST', json: { token } })
    expect(again.status).toBe(400)
    expect(again.body.error.code).toBe('INVALID_TOKEN')

    const stored = (
      await payload.find({
        collection: 'subscribers',
        where: { email: { equals: 'reader@example.com' } },
        overrideAccess: true,
        showHiddenFields: true,
      })
    ).docs[0]
    expect(stored?.status).toBe('active')
    const off = await call(unsubscribeRoute.POST, '/api/v1/subscribers/unsubscribe', {
      method: 'POST',
      json: { token: stored?.unsubscribeToken },
    })
    expect(off.status).toBe(200)
    const bogus = await call(unsubscribeRoute.POST, '/api/v1/subscribers/unsubscribe', {
      method: 'POST',
      json: { token: 'x'.repeat(40) },
    })
    expect(bogus.status).toBe(400)
  })

  it('refuses a sign-up without consent or with a bad address: 400 with details, nothing stored', async () => {
    const before = await countOf('subscribers')
    const noConsent = await call(subscribers.POST, '/api/v1/subscribers', {
      method: 'POST',
      json: { email: 'someone@example.com' },
      ip: nextIp(),
    })
    expect(noConsent.status).toBe(400)
    expect(noConsent.body.error.details).toContainEqual({
      path: 'consent',
      message: '개인정보 수집·이용에 동의해야 구독할 수 있습니다.',
    })
    const badEmail = await call(subscribers.POST, '/api/v1/subscribers', {
      method: 'POST',
      json: { email: 'someone@', consent: true },
      ip: nextIp(),
    })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.error.details[0]).toEqual({ path: 'email', message: '이메일 형식에 맞지 않습니다.' })
    const robot = await call(subscribers.POST, '/api/v1/subscribers', {
      method: 'POST',
      json: { email: 'robot@example.com', consent: true, website: 'http://spam.example' },
      ip: nextIp(),
    })
    expect(robot.status).toBe(400)
    expect(await countOf('subscribers')).toBe(before)
    expect(sent).toHaveLength(0)
  })

  it('lists and exports subscribers for staff only, with formula cells neutralised', async () => {
    await payload.create({
      collection: 'subscribers',
      overrideAccess: true,
      data: { email: 'formula@example.com', name: '=HYPERLINK("http://evil")', status: 'active' },
    })
    const list = await call(subscribers.GET, '/api/v1/subscribers', {
      token: staffToken,
      query: { status: 'active', searchText: 'formula' },
    })
    expect(list.status).toBe(200)
    expect(list.body.rows).toHaveLength(1)
    expect(list.body.rows[0]).toMatchObject({ email: 'formula@example.com', statusLabel: '구독 중' })

    expect((await call(subscribers.GET, '/api/v1/subscribers')).status).toBe(401)
    expect((await call(subscribers.GET, '/api/v1/subscribers', { token: editorToken })).status).toBe(403)
    expect((await call(exportRoute.GET, '/api/v1/subscribers/export', { token: editorToken })).status).toBe(403)
    const badQuery = await call(subscribers.GET, '/api/v1/subscribers', {
      token: staffToken,
      query: { pageSize: 5000 },
    })
    expect(badQuery.status).toBe(400)

    const csv = await call(exportRoute.GET, '/api/v1/subscribers/export', {
      token: staffToken,
      query: { searchText: 'formula' },
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.headers.get('content-disposition')).toContain("filename*=UTF-8''")
    const text = String(csv.body)
    expect(text).toContain(
      '"이메일","이름","상태","신청 일시 (KST, UTC+09:00)","확인 일시 (KST, UTC+09:00)","해지 일시 (KST, UTC+09:00)"',
    )
    // Timestamps in Korean wall-clock time, never the stored UTC ISO form.
    const formulaRow = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: 'formula@example.com' } },
      overrideAccess: true,
    })
    expect(formulaRow.docs).toHaveLength(1)
    expect(text).toContain(`"${koreanDateTime(formulaRow.docs[0]?.createdAt)}"`)
    expect(text).toMatch(/"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"/)
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/)
    // The file is named by the Korean date.
    expect(csv.headers.get('content-disposition')).toContain(`subscribers-${koreanDay(new Date())}.csv`)
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(text).not.toMatch(/(^|,)"=HYPERLINK/m)
  })
})
