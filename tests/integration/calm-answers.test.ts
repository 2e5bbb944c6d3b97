import { readFileSync } from 'node:fs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { call, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let signin: typeof import('@/app/api/v1/signin/route')
let subscribers: typeof import('@/app/api/v1/subscribers/route')
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')

const subscribe = (fields: Record<string, unknown>, ip: string) =>
  call(subscribers.POST, '/api/v1/subscribers', { method: 'POST', json: fields, ip })

describe(`limits, Retry-After and one-line names on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    signin = await import('@/app/api/v1/signin/route')
    subscribers = await import('@/app/api/v1/subscribers/route')
    rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    vi.spyOn(payload, 'sendEmail').mockImplementation(async () => ({ captured: true }))
  }, 120_000)

  afterAll(async () => {
    vi.restoreAllMocks()
    await payload?.destroy()
  })

  it('refuses a subscriber name with CR/LF or another control character with a Korean 400', async () => {
    for (const name of ['김독자\r\nBcc: victim@example.com', '김독자\n', '김\u0000독자', '김\t독자']) {
      const res = await subscribe({ email: 'reader@example.com', name, consent: true }, '192.0.2.30')
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('INVALID_INPUT')
      expect(res.body.error.details).toContainEqual({
        path: 'name',
        message: '이름에는 줄바꿈이나 제어 문자를 쓸 수 없습니다.',
      })
    }
    const { totalDocs } = await payload.count({
      collection: 'subscribers',
      overrideAccess: true,
      where: { email: { equals: 'reader@example.com' } },
    })
    expect(totalDocs).toBe(0)
    expect((await subscribe({ email: 'reader@example.com', name: '김독자', consent: true }, '192.0.2.30')).status).toBe(
      202,
    )
  })

  it('sends Retry-After with the subscribe limit', async () => {
    let last = await subscribe({ email: 'r0@example.com', consent: true }, '192.0.2.31')
    for (let i = 1; i <= 10; i++) last = await subscribe({ email: `r${i}@example.com`, consent: true }, '192.0.2.31')
    expect(last.status).toBe(429)
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('holds sign-ins to 20 per IP, with Retry-After on the API and on the admin form', async () => {
    const { signInLimit } = await import('@/modules/auth/limits')
    expect(signInLimit.limit).toBe(20)
    // The limit counts in fixed 15-minute windows; twenty-one attempts that straddled a window's end would start
    // afresh. The clock is put in the middle of a window (and keeps running) so a slow machine cannot cross one.
    const windowStart = Math.floor(Date.now() / signInLimit.windowMs) * signInLimit.windowMs
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: windowStart + signInLimit.windowMs / 2 })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const ip = '192.0.2.32'
    for (let i = 0; i < signInLimit.limit; i++) {
      const res = await call(signin.POST, '/api/v1/signin', {
        method: 'POST',
        query: { userId: `nobody${i}`, password: 'Wrong2026!' },
        ip,
      })
      expect(res.status).toBe(401)
    }
    const api = await call(signin.POST, '/api/v1/signin', {
      method: 'POST',
      query: { userId: 'admin', password: testPassword },
      ip,
    })
    expect(api.status).toBe(429)
    expect(Number(api.headers.get('retry-after'))).toBeGreaterThan(0)
    const viaAdmin = await rest.POST(
      new Request('http://localhost:3000/api/cms/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': ip },
        body: JSON.stringify({ username: 'admin', password: testPassword }),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    expect(viaAdmin.status).toBe(429)
    expect(Number(viaAdmin.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('documents the limits the code applies', async () => {
    const { signInLimit, passwordResetIpLimit, passwordResetAddressLimit } = await import('@/modules/auth/limits')
    const { Users } = await import('@/collections/users/config')
    const { passwordResetMinutes } = await import('@/modules/auth/password-reset-mail')
    const docs = readFileSync('docs/api.md', 'utf8').replace(/\s+/g, ' ')
    const minutes = (ms: number) => ms / 60_000
    expect(docs).toContain(
      `${Users.auth && typeof Users.auth === 'object' ? Users.auth.maxLoginAttempts : '?'} wrong passwords lock an account for ${minutes(Number(typeof Users.auth === 'object' && Users.auth.lockTime))} minutes`,
    )
    expect(docs).toContain(`${signInLimit.limit} sign-in attempts per IP per ${minutes(signInLimit.windowMs)} minutes`)
    expect(docs).toContain(
      `${passwordResetIpLimit.limit} requests per IP per ${minutes(passwordResetIpLimit.windowMs)}`,
    )
    expect(docs).toContain(
      `${passwordResetAddressLimit.limit} per named id or address per ${minutes(passwordResetAddressLimit.windowMs)}`,
    )
    expect(docs).toContain(`valid for ${passwordResetMinutes} minutes`)
    expect(docs).not.toMatch(/\b423\b.*ACCOUNT_LOCKED/)
  })
})
