import type { Payload, SendEmailOptions } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestPayload, dialect } from '../support/test-payload'

let payload: Payload
let newsletter: typeof import('@/modules/newsletter/subscription')
let retention: typeof import('@/modules/retention/purge')
let sent: SendEmailOptions[] = []
let ipCounter = 0
const nextIp = () => `203.0.113.${++ipCounter}`

const tokenIn = (mail: SendEmailOptions | undefined) => String(mail?.text ?? '').match(/confirm\?token=([\w-]+)/)?.[1]
const subscriberOf = async (email: string) =>
  (
    await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
      overrideAccess: true,
      showHiddenFields: true,
    })
  ).docs[0]

beforeAll(async () => {
  payload = await createTestPayload()
  newsletter = await import('@/modules/newsletter/subscription')
  retention = await import('@/modules/retention/purge')
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

describe(`newsletter subscription on ${dialect}`, () => {
  it('needs consent and a valid address, with Korean messages', async () => {
    const noConsent = await newsletter.subscribe(payload, { fields: { email: 'a@example.com' }, ip: nextIp() })
    expect(noConsent).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { consent: '개인정보 수집·이용에 동의해야 구독할 수 있습니다.' },
    })
    const badEmail = await newsletter.subscribe(payload, { fields: { email: 'a@b', consent: true }, ip: nextIp() })
    expect(badEmail).toMatchObject({ ok: false, fieldErrors: { email: '이메일 형식에 맞지 않습니다.' } })
    expect(sent).toHaveLength(0)
    expect((await payload.count({ collection: 'subscribers', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('confirms through the mailed link, then unsubscribes through the link of a newsletter', async () => {
    const result = await newsletter.subscribe(payload, {
      fields: { email: 'Reader@Example.com', name: '김독자', consent: true },
      ip: nextIp(),
    })
    expect(result).toMatchObject({ ok: true, mailed: true })
    expect((await subscriberOf('reader@example.com'))?.status).toBe('pending')
    const token = tokenIn(sent[0])
    expect(token).toMatch(/^[\w-]{20,}$/)
    expect(await newsletter.confirmSubscription(payload, 'x'.repeat(43))).toEqual({ ok: false })
    expect(await newsletter.confirmSubscription(payload, token)).toEqual({ ok: true })
    const active = await subscriberOf('reader@example.com')
    expect(active?.status).toBe('active')
    // A confirmation link works once.
    expect(await newsletter.confirmSubscription(payload, token)).toEqual({ ok: false })

    sent = []
    expect(
      await newsletter.sendNewsletterMail(payload, active?.id ?? 0, { subject: '11월 뉴스레터', text: '소식입니다.' }),
    ).toBe(true)
    const mail = sent[0]
    const headers = mail?.headers as Record<string, string>
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = headers['List-Unsubscribe']?.match(/token=([\w-]+)>/)?.[1]
    expect(String(mail?.text)).toContain(`/media/media03/subscribe/unsubscribe?token=${oneClick}`)
    expect(await newsletter.unsubscribe(payload, oneClick)).toEqual({ ok: true })
    expect((await subscriberOf('reader@example.com'))?.status).toBe('unsubscribed')
    sent = []
    expect(await newsletter.sendNewsletterMail(payload, active?.id ?? 0, { subject: '12월', text: '...' })).toBe(false)
    expect(sent).toHaveLength(0)
  })

  it('sends at most one confirmation an hour for repeated sign-ups of one address', async () => {
    const start = new Date('2026-03-01T09:00:00Z')
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000)
    const fields = { email: 'twice@example.com', consent: true }
    expect((await newsletter.subscribe(payload, { fields, ip: nextIp(), now: at(0) })).ok).toBe(true)
    expect((await newsletter.subscribe(payload, { fields, ip: nextIp(), now: at(10) })).ok).toBe(true)
    expect((await newsletter.subscribe(payload, { fields, ip: nextIp(), now: at(59) })).ok).toBe(true)
    expect(sent).toHaveLength(1)
    await newsletter.subscribe(payload, { fields, ip: nextIp(), now: at(61) })
    expect(sent).toHaveLength(2)
    // Only the newest link confirms.
    expect(await newsletter.confirmSubscription(payload, tokenIn(sent[0]), at(62))).toEqual({ ok: false })
    expect(await newsletter.confirmSubscription(payload, tokenIn(sent[1]), at(62))).toEqual({ ok: true })
  })

  it('lets unconfirmed sign-ups expire after 7 days and the retention job delete them', async () => {
    const start = new Date()
    await newsletter.subscribe(payload, {
      fields: { email: 'late@example.com', consent: true },
      ip: nextIp(),
      now: start,
    })
    const token = tokenIn(sent[0])
    const eightDaysLater = new Date(start.getTime() + 8 * 24 * 60 * 60 * 1000)
    expect(await newsletter.confirmSubscription(payload, token, eightDaysLater)).toEqual({ ok: false })
    const counts = await retention.purgeExpiredPersonalData(payload, { retentionDays: 1095, now: eightDaysLater })
    expect(counts.subscribersDeleted).toBe(1)
    expect(await subscriberOf('late@example.com')).toBeUndefined()
    expect((await subscriberOf('twice@example.com'))?.status).toBe('active')
  })

  it('deletes Q&A posts older than the retention period', async () => {
    const category = await payload.create({ collection: 'qna-categories', data: { name: '기타' } })
    const base = {
      category: category.id,
      content: '내용입니다.',
      name: '이순신',
      email: 'lee@example.com',
      passwordHash: 'x',
      status: 'waiting' as const,
      consent: { version: 'qna-2026-11', agreedAt: new Date().toISOString() },
    }
    await payload.create({ collection: 'qna', overrideAccess: true, data: { ...base, title: '오래된 문의' } })
    const later = new Date(Date.now() + 1096 * 24 * 60 * 60 * 1000)
    await payload.create({ collection: 'qna', overrideAccess: true, data: { ...base, title: '최근 문의' } })
    const counts = await retention.purgeExpiredPersonalData(payload, { retentionDays: 1095, now: later })
    // Both were created "now", so three years and a day later both are past retention; a day before neither is.
    expect(counts.qnaDeleted).toBe(2)
    await payload.create({ collection: 'qna', overrideAccess: true, data: { ...base, title: '새 문의' } })
    const none = await retention.purgeExpiredPersonalData(payload, {
      retentionDays: 1095,
      now: new Date(Date.now() + 1094 * 24 * 60 * 60 * 1000),
    })
    expect(none.qnaDeleted).toBe(0)
  })
})
