import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAccount } from '../support/api'
import { solvedCaptcha } from '../support/captcha'
import { createTestPayload, dialect } from '../support/test-payload'

let payload: Payload
let qna: typeof import('@/modules/qna/service')
let categoryId: string
let hiddenCategoryId: string
let ipCounter = 0
const nextIp = () => `198.51.100.${++ipCounter}`

const validFields = () => ({
  category: categoryId,
  title: '제로에너지 인증 절차 문의',
  content: '예비인증 신청 시 필요한 서류가 궁금합니다.',
  name: '홍길동',
  email: 'hong@example.com',
  phone: '010-1234-5678',
  password: 'Secret12!',
  isSecret: true,
  consent: true,
})

const countQna = async () => (await payload.count({ collection: 'qna', overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await createTestPayload()
  qna = await import('@/modules/qna/service')
  const category = await payload.create({ collection: 'qna-categories', data: { name: '인증', order: 1 } })
  const hidden = await payload.create({ collection: 'qna-categories', data: { name: '숨김 분류', hidden: true } })
  categoryId = String(category.id)
  hiddenCategoryId = String(hidden.id)
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`Q&A writing on ${dialect}`, () => {
  it('stores a question with consent and a solved captcha, the password only as an argon2id hash', async () => {
    const result = await qna.createQna(payload, { fields: validFields(), captcha: await solvedCaptcha(), ip: nextIp() })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const stored = await payload.findByID({
      collection: 'qna',
      id: result.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.status).toBe('waiting')
    expect(stored.isSecret).toBe(true)
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/)
    expect(stored.consent.version).toBe('qna-2026-11')
    // Neither the REST-shaped read nor the admin view ever returns the hash.
    const plain = await payload.findByID({ collection: 'qna', id: result.id, overrideAccess: true })
    expect(plain).not.toHaveProperty('passwordHash')
    expect(plain).not.toHaveProperty('ipHash')
  })

  it('refuses a question without consent, says why in Korean and stores nothing', async () => {
    const before = await countQna()
    const result = await qna.createQna(payload, {
      fields: { ...validFields(), consent: false },
      captcha: await solvedCaptcha(),
      ip: nextIp(),
    })
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { consent: '개인정보 수집·이용에 동의해야 문의를 등록할 수 있습니다.' },
    })
    expect(await countQna()).toBe(before)
  })

  it('refuses a question without a captcha, with a forged one and a replayed one', async () => {
    const before = await countQna()
    const missing = await qna.createQna(payload, { fields: validFields(), ip: nextIp() })
    expect(missing).toMatchObject({ ok: false, status: 400, message: '자동 입력 방지 확인을 완료해 주세요.' })
    const forged = await qna.createQna(payload, {
      fields: validFields(),
      captcha: 'bm90LWEtc29sdXRpb24=',
      ip: nextIp(),
    })
    expect(forged).toMatchObject({ ok: false, status: 400 })
    const token = await solvedCaptcha()
    expect((await qna.createQna(payload, { fields: validFields(), captcha: token, ip: nextIp() })).ok).toBe(true)
    const replay = await qna.createQna(payload, { fields: validFields(), captcha: token, ip: nextIp() })
    expect(replay).toMatchObject({
      ok: false,
      status: 400,
      message: '이미 사용된 자동 입력 방지 확인입니다. 다시 확인해 주세요.',
    })
    expect(await countQna()).toBe(before + 1)
  })

  it('applies the spec validators with their exact messages', async () => {
    const result = await qna.createQna(payload, {
      fields: { ...validFields(), email: 'hong@example', password: 'short', category: hiddenCategoryId },
      captcha: await solvedCaptcha(),
      ip: nextIp(),
    })
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { email: '이메일 형식에 맞지 않습니다.', password: '비밀번호 형식이 올바르지 않습니다.' },
    })
    const hidden = await qna.createQna(payload, {
      fields: { ...validFields(), category: hiddenCategoryId },
      captcha: await solvedCaptcha(),
      ip: nextIp(),
    })
    expect(hidden).toMatchObject({ ok: false, status: 400, fieldErrors: { category: '분류를 선택해 주세요.' } })
  })

  it('drops a submission whose honeypot is filled', async () => {
    const before = await countQna()
    const result = await qna.createQna(payload, {
      fields: validFields(),
      honeypot: 'http://spam',
      captcha: await solvedCaptcha(),
      ip: nextIp(),
    })
    expect(result).toMatchObject({ ok: false, status: 400 })
    expect(await countQna()).toBe(before)
  })

  it('limits how many questions one address writes', async () => {
    const ip = nextIp()
    const statuses: Array<number | 'ok'> = []
    for (let i = 0; i < 6; i++) {
      const r = await qna.createQna(payload, { fields: validFields(), captcha: await solvedCaptcha(), ip })
      statuses.push(r.ok ? 'ok' : r.status)
    }
    expect(statuses).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 429])
  })
})

describe(`secret Q&A visibility on ${dialect}`, () => {
  let secretId: string
  let publicId: string

  beforeAll(async () => {
    const secret = await qna.createQna(payload, { fields: validFields(), captcha: await solvedCaptcha(), ip: nextIp() })
    const open = await qna.createQna(payload, {
      fields: { ...validFields(), title: '공개 문의입니다', isSecret: false },
      captcha: await solvedCaptcha(),
      ip: nextIp(),
    })
    if (!secret.ok || !open.ok) throw new Error('setup failed')
    secretId = String(secret.id)
    publicId = String(open.id)
  })

  it('shows anonymous visitors a locked secret post but reads public posts to them', async () => {
    const locked = await qna.viewQna(payload, secretId, { isStaff: false, unlocks: [] })
    expect(locked.kind).toBe('locked')
    expect(locked).not.toHaveProperty('content')
    const open = await qna.viewQna(payload, publicId, { isStaff: false, unlocks: [] })
    expect(open).toMatchObject({ kind: 'open', title: '공개 문의입니다', authorName: '홍**', statusLabel: '답변대기' })
    expect(JSON.stringify(open)).not.toContain('hong@example.com')
    expect(JSON.stringify(open)).not.toContain('010-1234-5678')
  })

  it('refuses a wrong password and accepts the right one', async () => {
    const ip = nextIp()
    expect(await qna.checkQnaPassword(payload, secretId, 'Wrong123!', ip)).toMatchObject({
      ok: false,
      status: 403,
      message: '비밀번호가 일치하지 않습니다.',
    })
    expect(await qna.checkQnaPassword(payload, secretId, 'Secret12!', ip)).toEqual({ ok: true })
  })

  it('opens the post for the session that unlocked it, and for staff always', async () => {
    const { encodeUnlocks, decodeUnlocks } = await import('@/modules/qna/unlock-cookie')
    const { env } = await import('@/lib/env')
    const unlocked = await qna.unlockQna(payload, secretId, 'Secret12!', nextIp())
    if (!unlocked.ok) throw new Error('unlock failed')
    const cookie = encodeUnlocks(env.payloadSecret, [unlocked.unlock])
    const unlocks = decodeUnlocks(env.payloadSecret, cookie)
    expect((await qna.viewQna(payload, secretId, { isStaff: false, unlocks })).kind).toBe('open')
    // A cookie edited by the visitor unlocks nothing.
    const edited = JSON.stringify([
      [secretId, unlocked.unlock.seal],
      ['999', unlocked.unlock.seal],
    ])
    const forged = `${Buffer.from(edited).toString('base64url')}.${cookie.split('.')[1]}`
    expect(decodeUnlocks(env.payloadSecret, forged)).toEqual([])
    expect((await qna.viewQna(payload, secretId, { isStaff: true, unlocks: [] })).kind).toBe('open')
  })

  it('gives 429 after ten wrong passwords for one post within 15 minutes, even for the right one', async () => {
    const ip = nextIp()
    for (let i = 0; i < 10; i++) {
      expect(await qna.checkQnaPassword(payload, secretId, `Wrong${i}99!`, ip)).toMatchObject({ status: 403 })
    }
    expect(await qna.checkQnaPassword(payload, secretId, 'Secret12!', ip)).toMatchObject({
      ok: false,
      status: 429,
      message: '비밀번호를 너무 많이 틀렸습니다. 15분 후에 다시 시도해 주세요.',
    })
    // Another visitor is not locked out by it.
    expect(await qna.checkQnaPassword(payload, secretId, 'Secret12!', nextIp())).toEqual({ ok: true })
  })

  it('lets the author edit and delete with the password until the post is answered', async () => {
    const created = await qna.createQna(payload, {
      fields: validFields(),
      captcha: await solvedCaptcha(),
      ip: nextIp(),
    })
    if (!created.ok) throw new Error('setup failed')
    const id = String(created.id)
    const edit = await qna.updateQnaByAuthor(payload, id, {
      password: 'Secret12!',
      ip: nextIp(),
      fields: { category: categoryId, title: '수정한 제목입니다', content: '수정한 내용입니다.', isSecret: true },
    })
    expect(edit).toEqual({ ok: true })
    const admin = await payload.create({
      collection: 'users',
      data: { username: 'answerer', email: 'answerer@example.com', password: 'Answer2026!', userName: '답변자' },
    })
    await qna.answerQna(payload, Number(id), { text: '서류 목록을 안내드립니다.', answeredBy: admin, notify: false })
    const answered = await qna.viewQna(payload, id, { isStaff: true, unlocks: [] })
    expect(answered).toMatchObject({
      kind: 'open',
      title: '수정한 제목입니다',
      statusLabel: '답변완료',
      answer: { text: '서류 목록을 안내드립니다.' },
    })
    expect(await qna.deleteQnaByAuthor(payload, id, { password: 'Secret12!', ip: nextIp() })).toMatchObject({
      ok: false,
      status: 403,
      message: '답변이 등록된 글은 수정하거나 삭제할 수 없습니다.',
    })
    const list = await qna.listQna(payload, { page: 1 })
    const row = list.rows.find((r) => r.id === id)
    expect(row).toMatchObject({ statusLabel: '답변완료', isSecret: true, category: '인증' })
    expect(Object.keys(row ?? {})).not.toContain('email')
  })

  it('keeps a saved answer a draft, and marks it 답변완료 and e-mails the asker once on 답변 등록', async () => {
    const created = await qna.createQna(payload, {
      fields: validFields(),
      captcha: await solvedCaptcha(),
      ip: nextIp(),
    })
    if (!created.ok) throw new Error('setup failed')
    // A 관리자 (group 2): answering needs the Q&A write permission.
    const { seedAuthGroups } = await import('@/seed/auth-groups')
    const { lexicalFromParagraphs } = await import('@/modules/boards/rich-text')
    const { registerQnaAnswer } = await import('@/modules/qna/answer')
    await seedAuthGroups(payload)
    const staff = await createAccount(payload, 'staff2', 2, { email: 'staff2@example.com' })
    const sent: Array<{ to?: unknown; subject?: unknown }> = []
    const spy = vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      sent.push(message as { to?: unknown; subject?: unknown })
      return {}
    })
    try {
      // The admin form saves through the same collection, as the signed-in staff member: a draft.
      const saved = await payload.update({
        collection: 'qna',
        id: created.id as number,
        user: staff,
        overrideAccess: false,
        data: { answer: { body: lexicalFromParagraphs(['예비인증은 설계 완료 전에 신청하시면 됩니다.']) } },
      })
      expect(saved.status).toBe('waiting')
      expect(sent).toHaveLength(0)
      expect(await registerQnaAnswer(payload, created.id as number, { user: staff })).toEqual({ registered: true })
      const registered = await payload.findByID({ collection: 'qna', id: created.id as number, depth: 0 })
      expect(registered.status).toBe('answered')
      expect(Date.now() - new Date(String(registered.answer?.answeredAt)).getTime()).toBeLessThan(60_000)
      expect(registered.answer?.answeredBy).toBe(staff.id)
      expect(sent).toHaveLength(1)
      expect(sent[0]?.to).toBe('hong@example.com')
      // Saving the answer again does not send another notice; the visitor's title is not staff's to change.
      await payload.update({
        collection: 'qna',
        id: created.id as number,
        user: staff,
        overrideAccess: false,
        data: { answer: { body: lexicalFromParagraphs(['고친 답변']) } },
      })
      await expect(
        payload.update({
          collection: 'qna',
          id: created.id as number,
          user: staff,
          overrideAccess: false,
          data: { title: '제목만 수정' },
        }),
      ).rejects.toThrow('방문자가 쓴 질문은 고칠 수 없습니다')
      expect(sent).toHaveLength(1)
    } finally {
      spy.mockRestore()
    }
  })
})
