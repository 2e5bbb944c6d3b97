import type { Payload, SendEmailOptions } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { env } from '@/lib/env'
import { call, createAccount, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')
let signin: typeof import('@/app/api/v1/signin/route')
let refresh: typeof import('@/app/api/v1/token/refresh/route')
let sent: SendEmailOptions[] = []

const email = 'reset.user@greenclimate.or.kr'
const newPassword = 'NewPassw0rd!2026'
let ipCounter = 0
const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`

/** Payload's REST API as the admin screens call it. */
async function cms(method: string, slug: string[], body?: unknown, headers: Record<string, string> = {}) {
  const handler = method === 'GET' ? rest.GET : rest.POST
  const response = await handler(
    new Request(`http://localhost:3000/api/cms/${slug.join('/')}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-client-ip': nextIp(), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  )
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : null }
}

const forgot = (data: Record<string, string>, ip = nextIp()) =>
  cms('POST', ['users', 'forgot-password'], data, { 'x-client-ip': ip })
const reset = (token: string, password: string) => cms('POST', ['users', 'reset-password'], { token, password })
const me = (token: string) => cms('GET', ['users', 'me'], undefined, { authorization: `JWT ${token}` })
const restLogin = async (username: string, password = testPassword) => {
  const res = await cms('POST', ['users', 'login'], { username, password })
  expect(res.status, res.text).toBe(200)
  return res.body.token as string
}

async function clearLimits() {
  await payload.delete({ collection: 'rate-limits', overrideAccess: true, where: { key: { like: 'password-reset' } } })
}

async function mailTo(address: string, timeoutMs = 5000): Promise<SendEmailOptions> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const mail = sent.find((m) => m.to === address)
    if (mail) return mail
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`no mail to ${address}`)
}

const tokenIn = (mail: SendEmailOptions) => String(mail.text).match(/\/admin\/reset\/([0-9a-f]+)/)?.[1] ?? ''

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

describe(`password reset by mail on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    signin = await import('@/app/api/v1/signin/route')
    refresh = await import('@/app/api/v1/token/refresh/route')
    await createAccount(payload, 'resetuser', 3, { email, userName: '박재설' })
    vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      sent.push(message as SendEmailOptions)
      return { captured: true }
    })
  }, 120_000)

  afterAll(async () => {
    vi.restoreAllMocks()
    await payload?.destroy()
  })

  beforeEach(async () => {
    sent = []
    await clearLimits()
  })

  it('mails a Korean one-time link for a known id or address, and answers an unknown one the same way', async () => {
    const byId = await forgot({ username: 'ResetUser' })
    expect(byId.status, byId.text).toBe(200)
    const mail = await mailTo(email)
    expect(mail.subject).toBe('[녹색기후기술원] 관리자 비밀번호 재설정 안내')
    expect(String(mail.text)).toContain('박재설님, 안녕하세요.')
    expect(String(mail.text)).toContain('30분 동안 한 번만')
    expect(String(mail.html)).toContain('비밀번호 재설정하기')
    const token = tokenIn(mail)
    expect(token).toMatch(/^[0-9a-f]{40}$/)
    expect(String(mail.text)).toContain(`${env.siteUrl}/admin/reset/${token}`)

    const unknownId = await forgot({ username: 'nobody-here' })
    const unknownAddress = await forgot({ email: 'nobody@greenclimate.or.kr' })
    const knownAddress = await forgot({ email: email.toUpperCase() })
    for (const other of [unknownId, unknownAddress, knownAddress]) {
      expect(other.status).toBe(byId.status)
      expect(other.text).toBe(byId.text)
    }
    await mailTo(email)
    await new Promise((r) => setTimeout(r, 100))
    expect(sent.map((m) => m.to)).toEqual([email, email])

    const missing = await forgot({})
    expect(missing.status).toBe(400)
    expect(missing.body.errors[0].message).toBe('아이디 또는 이메일을 입력해 주세요.')
  })

  it('leaves existing sessions alone when a reset is only requested', async () => {
    const session = await restLogin('resetuser')
    const apiTokens = await call(signin.POST, '/api/v1/signin', {
      method: 'POST',
      query: { userId: 'resetuser', password: testPassword },
      ip: nextIp(),
    })
    expect(apiTokens.status).toBe(200)
    expect((await forgot({ username: 'resetuser' })).status).toBe(200)
    await mailTo(email)
    const stillIn = await me(session)
    expect(stillIn.body.user?.username).toBe('resetuser')
    const refreshed = await call(refresh.POST, '/api/v1/token/refresh', {
      method: 'POST',
      query: { refreshToken: apiTokens.body.refreshToken },
      ip: nextIp(),
    })
    expect(refreshed.status).toBe(200)
  })

  it('sets a new password that follows the rule, once, and ends every session of the account', async () => {
    const session = await restLogin('resetuser')
    const apiTokens = await call(signin.POST, '/api/v1/signin', {
      method: 'POST',
      query: { userId: 'resetuser', password: testPassword },
      ip: nextIp(),
    })
    expect((await forgot({ username: 'resetuser' })).status).toBe(200)
    const token = tokenIn(await mailTo(email))

    const weak = await reset(token, 'short')
    expect(weak.status).toBe(400)
    expect(weak.text).toContain('비밀번호 형식이 올바르지 않습니다.')
    expect((await me(session)).body.user?.username).toBe('resetuser')

    const done = await reset(token, newPassword)
    expect(done.status, done.text).toBe(200)
    expect((await me(session)).body.user).toBeNull()
    const refreshed = await call(refresh.POST, '/api/v1/token/refresh', {
      method: 'POST',
      query: { refreshToken: apiTokens.body.refreshToken },
      ip: nextIp(),
    })
    expect(refreshed.status).toBe(401)

    const again = await reset(token, 'Another1!pass')
    expect(again.status).toBe(403)
    expect((await cms('POST', ['users', 'login'], { username: 'resetuser', password: testPassword })).status).toBe(401)
    const fresh = await restLogin('resetuser', newPassword)
    expect((await me(fresh)).body.user?.username).toBe('resetuser')

    const { docs } = await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      limit: 50,
      sort: '-createdAt',
      where: { action: { equals: 'account-change' } },
    })
    const summaries = docs.map((d) => d.summary)
    expect(summaries).toContain('비밀번호 재설정 메일 요청')
    expect(summaries).toContain('비밀번호 재설정 메일 요청 (일치하는 계정 없음)')
    expect(summaries.some((s) => s?.includes('메일 링크로 재설정'))).toBe(true)
    const request = docs.find((d) => d.summary === '비밀번호 재설정 메일 요청')
    expect(request?.actorUserId).toBe('resetuser')
    expect(request?.ip).toMatch(/^198\.51\.100\./)
    // Back to the test password for the tests that follow.
    await payload.update({
      collection: 'users',
      overrideAccess: true,
      where: { username: { equals: 'resetuser' } },
      data: { password: testPassword },
    })
  })

  it('limits requests per address without telling whether it exists, and per IP with Retry-After', async () => {
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await forgot({ username: 'resetuser' }))
    for (let i = 0; i < 5; i++) answers.push(await forgot({ username: 'nobody-here' }))
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1)
    await new Promise((r) => setTimeout(r, 200))
    expect(sent.length).toBe(3)

    await clearLimits()
    const ip = '203.0.113.77'
    const statuses = []
    for (let i = 0; i < 10; i++) statuses.push((await forgot({ username: `someone${i}` }, ip)).status)
    expect(statuses.every((s) => s === 200)).toBe(true)
    const blocked = await forgot({ username: 'resetuser' }, ip)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(blocked.body.errors[0].message).toMatch(/^비밀번호 재설정 요청이 너무 많습니다/)
  })

  it('answers a known and an unknown address in about the same time', async () => {
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 20; i++) {
      await clearLimits()
      let started = performance.now()
      expect((await forgot({ email })).status).toBe(200)
      known.push(performance.now() - started)
      started = performance.now()
      expect((await forgot({ email: `nobody${i}@greenclimate.or.kr` })).status).toBe(200)
      unknown.push(performance.now() - started)
    }
    const k = median(known)
    const u = median(unknown)
    console.info(`forgot-password median of 20 (${dialect}): known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`)
    // A known address costs a token write and a mail queued in the background; both answer after the same floor, so
    // a gap of 40% of the slower time would already tell the addresses apart, and a busy machine stays well inside it.
    expect(Math.abs(k - u) / Math.max(k, u)).toBeLessThan(0.4)
  }, 120_000)
})
