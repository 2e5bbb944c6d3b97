import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let csrf: typeof import('@/app/api/auth/csrf/route')
let providers: typeof import('@/app/api/auth/providers/route')
let session: typeof import('@/app/api/auth/session/route')
let signinPage: typeof import('@/app/api/auth/signin/route')
let signin: typeof import('@/app/api/auth/signin/[provider]/route')
let callback: typeof import('@/app/api/auth/callback/[provider]/route')
let signout: typeof import('@/app/api/auth/signout/route')

const cookieOf = (setCookie: string | null) => setCookie?.split(';')[0] ?? ''

async function csrfPair() {
  const res = await call(csrf.GET, '/api/auth/csrf')
  return { token: res.body.csrfToken as string, cookie: cookieOf(res.headers.get('set-cookie')) }
}

async function credentialsSignIn(form: Record<string, string>, given?: { token: string; cookie: string }, ip?: string) {
  const pair = given ?? (await csrfPair())
  return call(callback.POST, '/api/auth/callback/credentials', {
    method: 'POST',
    params: { provider: 'credentials' },
    headers: { cookie: pair.cookie },
    form: { csrfToken: pair.token, json: 'true', ...form },
    ip,
  })
}

describe(`auth handler endpoints (spec §7) on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    csrf = await import('@/app/api/auth/csrf/route')
    providers = await import('@/app/api/auth/providers/route')
    session = await import('@/app/api/auth/session/route')
    signinPage = await import('@/app/api/auth/signin/route')
    signin = await import('@/app/api/auth/signin/[provider]/route')
    callback = await import('@/app/api/auth/callback/[provider]/route')
    signout = await import('@/app/api/auth/signout/route')
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('GET csrf returns a token and sets an HttpOnly SameSite=Lax double-submit cookie', async () => {
    const res = await call(csrf.GET, '/api/auth/csrf')
    expect(res.status).toBe(200)
    expect(res.body.csrfToken).toMatch(/^[0-9a-f]{64}$/)
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^authjs\.csrf-token=/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    const again = await call(csrf.GET, '/api/auth/csrf', { headers: { cookie: cookieOf(setCookie) } })
    expect(again.body.csrfToken).toBe(res.body.csrfToken)
  })

  it('GET providers lists the credentials provider', async () => {
    const res = await call(providers.GET, '/api/auth/providers')
    expect(res.body).toEqual({
      credentials: {
        id: 'credentials',
        name: '아이디와 비밀번호',
        type: 'credentials',
        signinUrl: expect.stringMatching(/\/api\/auth\/signin\/credentials$/),
        callbackUrl: expect.stringMatching(/\/api\/auth\/callback\/credentials$/),
      },
    })
  })

  it('GET session is {} when signed out', async () => {
    const res = await call(session.GET, '/api/auth/session', { query: { callbackUrl: '/admin' } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({})
  })

  it('POST callback/credentials signs in, sets the Payload session cookie and returns the callback url', async () => {
    const res = await credentialsSignIn({
      userId: 'admin',
      password: testPassword,
      callbackUrl: '/admin/collections/users',
    })
    expect(res.status).toBe(200)
    expect(res.body.url).toMatch(/\/admin\/collections\/users$/)
    const sessionCookie = cookieOf(res.headers.get('set-cookie'))
    expect(sessionCookie).toMatch(/^payload-token=/)
    expect(res.headers.get('set-cookie')).toContain('HttpOnly')
    const current = await call(session.GET, '/api/auth/session', { headers: { cookie: sessionCookie } })
    expect(current.body.user).toMatchObject({ userId: 'admin', name: '최고관리자', authGroupSeq: 1 })
    expect(new Date(current.body.expires).getTime()).toBeGreaterThan(Date.now())
    // The same cookie opens the admin: Payload recognises the session.
    const { user } = await payload.auth({
      headers: new Headers({ cookie: sessionCookie, 'sec-fetch-site': 'same-origin' }),
    })
    expect(user?.username).toBe('admin')
  })

  it('a wrong password returns the sign-in page url with ?error=CredentialsSignin', async () => {
    const res = await credentialsSignIn(
      { userId: 'admin', password: 'Wrong123!', callbackUrl: '/admin' },
      undefined,
      '198.51.100.7',
    )
    expect(res.status).toBe(200)
    const url = new URL(res.body.url)
    expect(url.pathname).toBe('/admin/login')
    expect(url.searchParams.get('error')).toBe('CredentialsSignin')
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a sign-in without a matching CSRF token', async () => {
    const pair = await csrfPair()
    const res = await call(callback.POST, '/api/auth/callback/credentials', {
      method: 'POST',
      params: { provider: 'credentials' },
      headers: { cookie: pair.cookie },
      form: { csrfToken: 'f'.repeat(64), userId: 'admin', password: testPassword, json: 'true' },
    })
    expect(new URL(res.body.url).searchParams.get('error')).toBe('MissingCSRF')
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('an unknown provider leads to the provider-selection page; signin/credentials to the sign-in form', async () => {
    const pair = await csrfPair()
    const unknown = await call(signin.POST, '/api/auth/signin/github', {
      method: 'POST',
      params: { provider: 'github' },
      headers: { cookie: pair.cookie },
      form: { csrfToken: pair.token, callbackUrl: '/admin', json: 'true' },
    })
    expect(new URL(unknown.body.url).pathname).toBe('/api/auth/signin')
    const credentials = await call(signin.POST, '/api/auth/signin/credentials', {
      method: 'POST',
      params: { provider: 'credentials' },
      headers: { cookie: pair.cookie },
      form: { csrfToken: pair.token, callbackUrl: '/admin', json: 'true' },
    })
    expect(new URL(credentials.body.url).pathname).toBe('/admin/login')
  })

  it('GET signin/{provider} answers as GET signin: an unknown provider gets the provider-selection page', async () => {
    const query = { callbackUrl: '/admin/collections/users', error: 'SessionRequired' }
    const page = await call(signinPage.GET, '/api/auth/signin', { query })
    expect(page.status).toBe(302)
    const location = new URL(page.headers.get('location') ?? '')
    expect(location.pathname).toBe('/admin/login')
    expect(location.searchParams.get('callbackUrl')).toMatch(/\/admin\/collections\/users$/)
    expect(location.searchParams.get('error')).toBe('SessionRequired')
    for (const provider of ['nosuch', 'github', 'credentials']) {
      const res = await call(signin.GET, `/api/auth/signin/${provider}`, { query, params: { provider } })
      expect(res.status, provider).toBe(302)
      expect(res.headers.get('location'), provider).toBe(location.toString())
    }
    const offSite = await call(signin.GET, '/api/auth/signin/nosuch', {
      query: { callbackUrl: 'https://evil.example/', error: '<script>' },
      params: { provider: 'nosuch' },
    })
    const offSiteLocation = new URL(offSite.headers.get('location') ?? '')
    expect(new URL(offSiteLocation.searchParams.get('callbackUrl') ?? '').hostname).not.toContain('evil')
    expect(offSiteLocation.searchParams.has('error')).toBe(false)
  })

  it('keeps every callbackUrl variant on the site', async () => {
    for (const callbackUrl of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '%2F%2Fevil.example',
      'https:%2F%2Fevil.example',
    ]) {
      const res = await credentialsSignIn({ userId: 'admin', password: testPassword, callbackUrl })
      const url = new URL(res.body.url)
      expect(url.hostname, callbackUrl).not.toContain('evil')
      expect(url.pathname, callbackUrl).toBe('/admin')
    }
  })

  it('POST signout without a CSRF token fails with 400', async () => {
    const res = await call(signout.POST, '/api/auth/signout', {
      method: 'POST',
      form: { callbackUrl: '/', json: 'true' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: { code: 'MissingCSRF', message: 'Could not fetch CSRF Token for signing out' } })
  })

  it('POST signout with the CSRF token ends the session', async () => {
    const pair = await csrfPair()
    const signedIn = await credentialsSignIn({ userId: 'admin', password: testPassword }, pair)
    const sessionCookie = cookieOf(signedIn.headers.get('set-cookie'))
    const cookie = `${pair.cookie}; ${sessionCookie}`
    const during = await call(session.GET, '/api/auth/session', { headers: { cookie: sessionCookie } })
    expect(during.body.user.userId).toBe('admin')
    const res = await call(signout.POST, '/api/auth/signout', {
      method: 'POST',
      headers: { cookie },
      form: { csrfToken: pair.token, callbackUrl: '/index', json: 'true' },
    })
    expect(res.status).toBe(200)
    expect(new URL(res.body.url).pathname).toBe('/index')
    expect(res.headers.get('set-cookie')).toMatch(/payload-token=;/)
    const before = await payload.auth({
      headers: new Headers({ cookie: sessionCookie, 'sec-fetch-site': 'same-origin' }),
    })
    expect(before.user).toBeNull()
    const after = await call(session.GET, '/api/auth/session', { headers: { cookie: sessionCookie } })
    expect(after.body).toEqual({})
  })
})
