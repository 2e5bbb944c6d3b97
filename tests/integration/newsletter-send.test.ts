import type { Payload, SendEmailOptions } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { call, createAccount, testPassword } from '../support/api'
import { createPost } from '../support/board-fixtures'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * Sending a newsletter issue: exactly the active subscribers get it, each with their own unsubscribe link, the counts
 * are kept, and neither a second press nor two presses at once nor a resumed send mails anyone twice.
 */
let payload: Payload
let route: typeof import('@/app/api/v1/newsletters/[postId]/send/route')
let sending: typeof import('@/modules/newsletter/sending')
let adminToken: string
let editorToken: string
let sent: SendEmailOptions[] = []
const failFor = new Set<string>()
const active = ['a1@example.com', 'a2@example.com', 'a3@example.com']

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
const sendPath = (postId: number | string) => `/api/v1/newsletters/${postId}/send`
/** `as` is whose access token goes with the call: the admin's unless another one, or none (`null`), is given. */
const post = (postId: number | string, as: string | null = adminToken) =>
  call(route.POST, sendPath(postId), { method: 'POST', token: as ?? undefined, params: { postId: String(postId) } })
const progress = (postId: number | string, as: string | null = adminToken) =>
  call(route.GET, sendPath(postId), { token: as ?? undefined, params: { postId: String(postId) } })

/** The mailing goes on after the 202; staff (and this test) watch it through the GET. */
async function finished(postId: number) {
  const until = Date.now() + 20_000
  for (;;) {
    const res = await progress(postId)
    expect(res.status).toBe(200)
    if (res.body.status !== 'sending') return res.body
    if (Date.now() > until) throw new Error(`send of post ${postId} did not finish`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

async function signIn(userId: string) {
  const signin = await import('@/app/api/v1/signin/route')
  const res = await call(signin.POST, '/api/v1/signin', { method: 'POST', query: { userId, password: testPassword } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.accessToken as string
}

async function subscriber(email: string, status: 'pending' | 'active' | 'unsubscribed') {
  return payload.create({
    collection: 'subscribers',
    overrideAccess: true,
    data: {
      email,
      status,
      consent: { version: 'newsletter-2026-11', agreedAt: new Date().toISOString() },
      unsubscribeToken: status === 'pending' ? undefined : `tok${email.replace(/\W/g, '')}${'x'.repeat(30)}`,
    },
  })
}

const tokenOf = async (email: string) =>
  (
    await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
      overrideAccess: true,
      showHiddenFields: true,
    })
  ).docs[0]?.unsubscribeToken

const issue = (title: string, extra: Record<string, unknown> = {}) =>
  createPost(payload, { boardSeq: 4, title, body: `${title} 첫 문단입니다.`, ...extra })

const recipients = () => sent.map((m) => String(m.to)).sort()

beforeAll(async () => {
  payload = await createSeededPayload()
  route = await import('@/app/api/v1/newsletters/[postId]/send/route')
  sending = await import('@/modules/newsletter/sending')
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    const mail = message as SendEmailOptions
    if (failFor.has(String(mail.to))) throw new Error('550 mailbox unavailable')
    sent.push(mail)
    return {}
  })
  // The demo subscribers of the seed are replaced by a known set.
  await payload.delete({ collection: 'subscribers', where: { id: { exists: true } }, overrideAccess: true })
  for (const email of active) await subscriber(email, 'active')
  await subscriber('pending@example.com', 'pending')
  await subscriber('gone@example.com', 'unsubscribed')
  await createAccount(payload, 'editor1', 3)
  adminToken = await signIn('admin')
  editorToken = await signIn('editor1')
})

beforeEach(() => {
  sent = []
  failFor.clear()
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`sending a newsletter issue on ${dialect}`, () => {
  it('mails exactly the active subscribers, each with their own unsubscribe link, and records the counts', async () => {
    const file = await payload.create({
      collection: 'attachments',
      overrideAccess: true,
      data: {},
      file: { data: pdf, name: '11월호.pdf', mimetype: 'application/pdf', size: pdf.length },
    })
    const post11 = await issue('11월호 <탄소중립> 소식', { attachments: [file.id] })
    const before = await progress(post11.id)
    expect(before.body).toMatchObject({ status: 'not-sent', sentCount: 0, activeSubscribers: 3 })

    const res = await post(post11.id)
    expect(res.status, JSON.stringify(res.body)).toBe(202)
    expect(res.body).toMatchObject({ postId: post11.id, resumed: false })
    expect(['sending', 'sent']).toContain(res.body.status)
    const done = await finished(post11.id)
    expect(done).toMatchObject({ status: 'sent', total: 3, sentCount: 3, failedCount: 0 })
    expect(done.finishedAt).toBeTypeOf('string')

    expect(recipients()).toEqual(active)
    for (const mail of sent) {
      const token = await tokenOf(String(mail.to))
      expect(token).toMatch(/^[\w-]{20,}$/)
      expect(mail.subject).toBe('[녹색기후기술원 뉴스레터] 11월호 <탄소중립> 소식')
      const headers = mail.headers as Record<string, string>
      expect(headers['List-Unsubscribe']).toBe(`<http://localhost:3000/api/newsletter/unsubscribe?token=${token}>`)
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      expect(String(mail.text)).toContain(`/media/media03/subscribe/unsubscribe?token=${token}`)
      expect(String(mail.text)).toContain('11월호 <탄소중립> 소식 첫 문단입니다.')
      expect(String(mail.text)).toContain(`/media/media03/view/${post11.id}`)
      expect(String(mail.text)).toContain(`11월호.pdf: http://localhost:3000/api/files/${file.id}/download`)
      // What staff typed is text in the HTML, never markup.
      expect(String(mail.html)).toContain('11월호 &lt;탄소중립&gt; 소식')
      expect(String(mail.html)).not.toContain('<탄소중립>')
      expect(String(mail.html)).toContain(`href="http://localhost:3000/api/files/${file.id}/download"`)
      expect(String(mail.html)).toContain(`unsubscribe?token=${token}`)
    }
    const record = await payload.find({ collection: 'newsletter-sends', where: { post: { equals: post11.id } } })
    expect(record.docs[0]).toMatchObject({ status: 'sent', sentCount: 3, title: '11월호 <탄소중립> 소식' })

    // A second press is refused and mails nobody.
    sent = []
    const again = await post(post11.id)
    expect(again.status).toBe(409)
    expect(again.body.error).toEqual({ code: 'CONFLICT', message: '이미 발송한 뉴스레터입니다.' })
    await new Promise((r) => setTimeout(r, 100))
    expect(sent).toHaveLength(0)
    expect((await progress(post11.id)).body).toMatchObject({ status: 'sent', sentCount: 3 })
  })

  it('sends once when two requests to send the same issue arrive together', async () => {
    const post12 = await issue('12월호')
    const [first, second] = await Promise.all([post(post12.id), post(post12.id)])
    expect([first.status, second.status].sort()).toEqual([202, 409])
    expect(await finished(post12.id)).toMatchObject({ status: 'sent', sentCount: 3 })
    expect(recipients()).toEqual(active)
    const records = await payload.count({ collection: 'newsletter-sends', where: { post: { equals: post12.id } } })
    expect(records.totalDocs).toBe(1)
  })

  it('the database itself refuses a second send record for one issue', async () => {
    const post1 = await issue('1월호')
    await payload.create({
      collection: 'newsletter-sends',
      overrideAccess: true,
      data: { post: post1.id, status: 'sent' },
    })
    await expect(
      payload.create({
        collection: 'newsletter-sends',
        overrideAccess: true,
        data: { post: post1.id, status: 'sending' },
      }),
    ).rejects.toThrow()
    const res = await post(post1.id)
    expect(res.status).toBe(409)
    expect(sent).toHaveLength(0)
  })

  it('counts a refused recipient as failed and goes on with the others', async () => {
    const post2 = await issue('2월호')
    failFor.add('a2@example.com')
    expect((await post(post2.id)).status).toBe(202)
    expect(await finished(post2.id)).toMatchObject({ status: 'sent', total: 3, sentCount: 2, failedCount: 1 })
    expect(recipients()).toEqual(['a1@example.com', 'a3@example.com'])
  })

  it('resumes an interrupted send, mailing only those who have not had it', async () => {
    const post3 = await issue('3월호')
    const [a1] = (
      await payload.find({
        collection: 'subscribers',
        where: { email: { equals: 'a1@example.com' } },
        overrideAccess: true,
      })
    ).docs
    // What a crash leaves: the send still 'sending', a1 already mailed, a2 and a3 not.
    const startedAt = new Date().toISOString()
    const record = await payload.create({
      collection: 'newsletter-sends',
      overrideAccess: true,
      data: { post: post3.id, title: '3월호', status: 'sending', total: 3, startedAt, heartbeatAt: startedAt },
    })
    await payload.create({
      collection: 'newsletter-deliveries',
      overrideAccess: true,
      data: { send: record.id, subscriber: a1?.id, email: 'a1@example.com', status: 'sent', sentAt: startedAt },
    })
    // While it may still be running elsewhere, pressing again is refused.
    const busy = await post(post3.id)
    expect(busy.status).toBe(409)
    expect((await progress(post3.id)).body).toMatchObject({ status: 'sending', stalled: false, sentCount: 0 })

    // Once its progress has stood still long enough, the same press resumes it.
    const longAgo = new Date(Date.now() - sending.stalledAfterMs - 60_000).toISOString()
    await payload.update({
      collection: 'newsletter-sends',
      id: record.id,
      overrideAccess: true,
      data: { heartbeatAt: longAgo },
    })
    expect((await progress(post3.id)).body.stalled).toBe(true)
    const resumed = await post(post3.id)
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(202)
    expect(resumed.body.resumed).toBe(true)
    expect(await finished(post3.id)).toMatchObject({ status: 'sent', total: 3, sentCount: 3, failedCount: 0 })
    expect(recipients()).toEqual(['a2@example.com', 'a3@example.com'])

    // Resuming a finished send does nothing.
    sent = []
    const again = await sending.resumeNewsletterSend(payload, record.id)
    expect(again.status).toBe('sent')
    expect(sent).toHaveLength(0)
  })

  it('resumes from the module as well, and two resumes at once still mail each person once', async () => {
    const post4 = await issue('4월호')
    const record = await payload.create({
      collection: 'newsletter-sends',
      overrideAccess: true,
      data: { post: post4.id, status: 'sending', startedAt: new Date().toISOString() },
    })
    const [one, two] = await Promise.all([
      sending.resumeNewsletterSend(payload, record.id),
      sending.resumeNewsletterSend(payload, record.id),
    ])
    expect(recipients()).toEqual(active)
    expect([one.status, two.status]).toEqual(['sent', 'sent'])
    expect((await progress(post4.id)).body).toMatchObject({ status: 'sent', sentCount: 3, total: 3 })
  })

  it('keeps what staff save while an issue is being sent', async () => {
    const exists = async (id: number) =>
      (await payload.count({ collection: 'posts', where: { id: { equals: id } }, overrideAccess: true })).totalDocs
    const post8 = await issue('8월호')
    const started = await sending.startNewsletterSend(payload, post8.id, { id: 1, username: 'admin' })
    const beside = await createPost(payload, { boardSeq: 1, title: '발송 중에 쓴 공지' })
    expect((await started.done).status).toBe('sent')
    const after = await createPost(payload, { boardSeq: 1, title: '발송 뒤에 쓴 공지' })
    expect([await exists(beside.id), await exists(after.id)]).toEqual([1, 1])
    expect(recipients()).toEqual(active)
  })

  it('refuses callers without the right (401, 403) and posts that are not published newsletter issues', async () => {
    const post5 = await issue('5월호')
    const anonymous = await post(post5.id, null)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.error.message).toBe('다시 로그인 해주세요.')
    expect((await progress(post5.id, null)).status).toBe(401)
    const editor = await post(post5.id, editorToken)
    expect(editor.status).toBe(403)
    expect(editor.body.error.code).toBe('FORBIDDEN')
    expect((await progress(post5.id, editorToken)).status).toBe(403)

    const notice = await createPost(payload, { boardSeq: 1, title: '공지' })
    for (const id of [notice.id, 999_999]) {
      const res = await post(id)
      expect(res.status, String(id)).toBe(404)
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: '뉴스레터를 찾을 수 없습니다.' })
      expect((await progress(id)).status).toBe(404)
    }
    const notANumber = await post('abc')
    expect(notANumber.status).toBe(400)
    expect(notANumber.body.error.message).toBe('게시글 번호는 숫자여야 합니다.')
    const draft = await issue('6월호 초안', { draft: true })
    const unpublished = await post(draft.id)
    expect(unpublished.status).toBe(409)
    expect(unpublished.body.error.message).toBe('게시된 뉴스레터만 발송할 수 있습니다. 먼저 게시해 주세요.')

    await new Promise((r) => setTimeout(r, 100))
    expect(sent).toHaveLength(0)
    expect((await progress(post5.id)).body.status).toBe('not-sent')
  })

  it('accepts the admin session of the browser for a same-origin press only', async () => {
    const post7 = await issue('7월호')
    const { token } = await payload.login({
      collection: 'users',
      data: { username: 'admin', password: testPassword },
    })
    const cookie = `payload-token=${token}`
    const crossSite = await call(route.POST, sendPath(post7.id), {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
      params: { postId: String(post7.id) },
    })
    // Refused either way: Payload ignores a session cookie sent from another origin, and our check refuses the write.
    expect([401, 403]).toContain(crossSite.status)
    const sameSite = await call(route.POST, sendPath(post7.id), {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:3000' },
      params: { postId: String(post7.id) },
    })
    expect(sameSite.status, JSON.stringify(sameSite.body)).toBe(202)
    expect(await finished(post7.id)).toMatchObject({ status: 'sent', sentCount: 3 })
  })
})
