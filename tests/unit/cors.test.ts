import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { corsDecision, isCorsPath, parseAllowedOrigins } from '@/lib/cors'
import { EnvError, parseEnv } from '@/lib/env'

// next-intl's middleware imports `next/server` in a way Node's ESM loader rejects outside Next; the locale
// routing it does is not what these tests look at.
vi.mock('next-intl/middleware', () => ({ default: () => () => new Response(null) }))

const site = 'http://localhost:3000'
const partner = 'https://partner.example.org'

describe('CORS_ALLOWED_ORIGINS', () => {
  const parse = (value?: string) =>
    parseEnv({ CORS_ALLOWED_ORIGINS: value, PAYLOAD_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/cors-env-test' })

  it('is empty (CORS off) by default', () => {
    expect(parse().CORS_ALLOWED_ORIGINS).toEqual([])
    expect(parse(' ').CORS_ALLOWED_ORIGINS).toEqual([])
  })

  it('reads a comma-separated list of exact origins', () => {
    expect(parse(`${partner}, http://localhost:5173,${partner}/`).CORS_ALLOWED_ORIGINS).toEqual([
      partner,
      'http://localhost:5173',
    ])
    expect(parse('https://Partner.Example.org:443,https://bücher.example').CORS_ALLOWED_ORIGINS).toEqual([
      partner,
      'https://xn--bcher-kva.example',
    ])
  })

  it.each([
    '*',
    'https://*.example.org',
    'partner.example.org',
    'https://partner.example.org/app',
    'https://partner.example.org?x=1',
    'https://user@partner.example.org',
    'ftp://x.example',
    'null',
  ])('refuses %j at start-up, naming the variable', (value) => {
    expect(() => parse(value)).toThrow(EnvError)
    expect(() => parse(value)).toThrow(/CORS_ALLOWED_ORIGINS/)
  })

  it('reports every bad entry', () => {
    expect(parseAllowedOrigins('*, https://ok.example, nope').problems).toHaveLength(2)
  })
})

describe('CORS decision', () => {
  const request = (over: Partial<Parameters<typeof corsDecision>[0]> = {}) => ({
    method: 'GET',
    pathname: '/api/v1/users',
    origin: partner,
    requestMethod: null,
    ...over,
  })

  it('covers /api/v1/** and /api/auth/** only', () => {
    expect(['/api/v1/users', '/api/v1/openapi.json', '/api/auth/csrf', '/api/v1'].map(isCorsPath)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['/api/health', '/api/cms/users', '/api/v10/x', '/ko/api/v1'].map(isCorsPath)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  it('echoes an allowed origin with Vary: Origin and never sends * or credentials', () => {
    const decision = corsDecision(request(), [partner], [site])
    expect(decision).toEqual({
      kind: 'actual',
      headers: {
        Vary: 'Origin',
        'Access-Control-Allow-Origin': partner,
        'Access-Control-Expose-Headers': 'Retry-After, Content-Disposition, Content-Language',
      },
    })
  })

  it('answers an allowed preflight 204 with methods and headers', () => {
    const decision = corsDecision(request({ method: 'OPTIONS', requestMethod: 'PUT' }), [partner], [site])
    expect(decision.kind === 'preflight' && decision.status).toBe(204)
    const headers = decision.kind === 'preflight' ? decision.headers : {}
    expect(headers['Access-Control-Allow-Origin']).toBe(partner)
    expect(headers['Access-Control-Allow-Methods']).toContain('PUT')
    expect(headers['Access-Control-Allow-Headers']).toMatch(/Authorization.*Content-Type/)
    expect(Object.keys(headers)).not.toContain('Access-Control-Allow-Credentials')
  })

  it('gives a disallowed origin no CORS headers and its preflight a 403', () => {
    const other = 'https://evil.example'
    const actual = corsDecision(request({ origin: other }), [partner], [site])
    expect(actual).toEqual({ kind: 'actual', headers: { Vary: 'Origin' } })
    const preflight = corsDecision(
      request({ origin: other, method: 'OPTIONS', requestMethod: 'GET' }),
      [partner],
      [site],
    )
    expect(preflight).toEqual({ kind: 'preflight', status: 403, headers: { Vary: 'Origin' } })
  })

  it('is off by default: no headers for any origin, preflights refused', () => {
    expect(corsDecision(request(), [], [site])).toEqual({ kind: 'none' })
    expect(corsDecision(request({ method: 'OPTIONS', requestMethod: 'GET' }), [], [site])).toEqual({
      kind: 'preflight',
      status: 403,
      headers: {},
    })
  })

  it('leaves same-origin requests, requests without Origin and other paths alone', () => {
    expect(corsDecision(request({ origin: site }), [partner], [site])).toEqual({ kind: 'none' })
    expect(corsDecision(request({ origin: null }), [partner], [site])).toEqual({ kind: 'none' })
    expect(corsDecision(request({ pathname: '/ko/about' }), [partner], [site])).toEqual({ kind: 'none' })
  })
})

describe('the proxy applies CORS to API requests', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  async function proxyWith(origins: string | undefined) {
    vi.resetModules()
    vi.stubEnv('PAYLOAD_SECRET', 'x'.repeat(40))
    vi.stubEnv('DATA_DIR', '/tmp/cors-proxy-test')
    vi.stubEnv('SITE_URL', site)
    vi.stubEnv('CORS_ALLOWED_ORIGINS', origins ?? '')
    const module = await import('@/proxy')
    return { proxy: module.default, matcher: module.config.matcher }
  }

  const preflight = (origin: string, extra: Record<string, string> = {}) =>
    new NextRequest(`${site}/api/v1/users`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
        ...extra,
      },
    })

  it('answers an allowed preflight with 204 and an allowed request with the origin echoed', async () => {
    const { proxy } = await proxyWith(partner)
    const answer = await proxy(preflight(partner))
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(partner)
    expect(answer.headers.get('vary')).toBe('Origin')
    const actual = await proxy(new NextRequest(`${site}/api/auth/csrf`, { headers: { origin: partner } }))
    expect(actual.headers.get('x-middleware-next')).toBe('1')
    expect(actual.headers.get('access-control-allow-origin')).toBe(partner)
    expect(actual.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('refuses a disallowed preflight with 403 in the error shape, in English when asked', async () => {
    const { proxy } = await proxyWith(partner)
    const answer = await proxy(preflight('https://evil.example', { 'accept-language': 'en' }))
    expect(answer.status).toBe(403)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect(await answer.json()).toEqual({
      error: { code: 'CORS_ORIGIN_NOT_ALLOWED', message: 'Requests from this origin are not allowed.' },
    })
    const actual = await proxy(new NextRequest(`${site}/api/v1/users`, { headers: { origin: 'https://evil.example' } }))
    expect([...actual.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([])
  })

  it('is off without CORS_ALLOWED_ORIGINS', async () => {
    const { proxy } = await proxyWith(undefined)
    const answer = await proxy(preflight(partner))
    expect(answer.status).toBe(403)
    expect((await answer.json()).error.message).toBe('이 출처에서 보낸 요청은 허용되지 않습니다.')
    const actual = await proxy(new NextRequest(`${site}/api/v1/users`, { headers: { origin: partner } }))
    expect([...actual.headers.keys()].filter((k) => k.startsWith('access-control-') || k === 'vary')).toEqual([])
  })

  it('runs for /api/v1 and /api/auth', async () => {
    const { matcher } = await proxyWith(undefined)
    expect(matcher).toEqual(expect.arrayContaining(['/api/v1/:path*', '/api/auth/:path*']))
  })
})
