import { type APIRequestContext, expect, test } from '@playwright/test'

/**
 * Attacks a visitor or a script on another site could try, against the production build. Each case names what
 * it sends, the status it must get and what must not happen. Run by scripts/test.mjs with the browser tests.
 */

const admin = { userId: 'admin', password: 'Admin2026!test' }
const stackTrace = /\bat [\w.<>]+ \(|node_modules|\.tsx?:\d+|Error: /

async function signIn(request: APIRequestContext) {
  const answer = await request.post(
    `/api/v1/signin?userId=${admin.userId}&password=${encodeURIComponent(admin.password)}`,
  )
  expect(answer.status()).toBe(200)
  return (await answer.json()) as { accessToken: string }
}

test.describe('information leaks', () => {
  for (const path of [
    '/.env',
    '/.env.local',
    '/.git/HEAD',
    '/.git/config',
    '/package.json',
    '/server.mjs',
    '/data/site.db',
  ]) {
    test(`${path}: 404 with no file content`, async ({ request }) => {
      const answer = await request.get(path, { maxRedirects: 0 })
      expect([404, 308]).toContain(answer.status())
      const text = await answer.text()
      expect(text).not.toMatch(/PAYLOAD_SECRET|DATABASE_URL|ref: refs\/|"dependencies"|SQLite format/)
    })
  }

  test('source maps of the page scripts are not served: 404', async ({ page, request }) => {
    await page.goto('/index')
    const scripts = await page
      .locator('script[src*="/_next/static/"]')
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src))
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts.slice(0, 5)) {
      expect((await request.get(`${new URL(src).pathname}.map`)).status(), src).toBe(404)
    }
  })

  test('errors answer a Korean message without a stack trace: bad JSON, bad id, unknown API path', async ({
    request,
  }) => {
    const badJson = await request.post('/api/v1/qna', {
      headers: { 'content-type': 'application/json' },
      data: '{"title": ',
    })
    expect(badJson.status()).toBe(400)
    expect(await badJson.text()).not.toMatch(stackTrace)
    const badId = await request.get('/api/v1/qna/%27%20OR%201%3D1--')
    expect(badId.status()).toBe(400)
    expect((await badId.json()).error.message).toBe('글 번호가 올바르지 않습니다.')
    const unknown = await request.get('/api/v1/no-such-thing')
    expect(unknown.status()).toBe(404)
    expect(await unknown.text()).not.toMatch(stackTrace)
  })

  test('responses carry the security headers and no X-Powered-By', async ({ request }) => {
    const answer = await request.get('/index')
    const headers = answer.headers()
    expect(headers['x-powered-by']).toBeUndefined()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    )
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'(?![^;]*'strict-dynamic')/)
  })
})

test.describe('injection in query strings', () => {
  const injections = [
    "' OR 1=1--",
    '"; DROP TABLE posts; --',
    '%27%22',
    '1 UNION SELECT password FROM users',
    '\\',
    '%00',
  ]

  for (const value of injections) {
    test(`board list and API search with ${JSON.stringify(value)}: 200, nothing found, no error text`, async ({
      request,
    }) => {
      const page = await request.get(`/media/media01?field=all&q=${encodeURIComponent(value)}`)
      expect(page.status()).toBe(200)
      const html = await page.text()
      expect(html).toContain('검색 결과가 없습니다.')
      expect(html).not.toMatch(/SQLITE_ERROR|syntax error|QueryError/)
      const api = await request.get(`/api/v1/qna?searchText=${encodeURIComponent(value)}`)
      expect(api.status()).toBe(200)
      expect((await api.json()).rows).toEqual([])
    })
  }

  test('paging values out of range: page=-1 and page=abc give the first page, pageSize=1e9 on the API gives 400', async ({
    request,
  }) => {
    expect((await request.get('/media/media01?page=-1')).status()).toBe(200)
    expect((await request.get('/media/media01?page=abc')).status()).toBe(200)
    const api = await request.get('/api/v1/qna?pageSize=1000000000')
    expect(api.status()).toBe(400)
    expect((await api.json()).error.code).toBe('INVALID_INPUT')
  })
})

test.describe('cross-site requests', () => {
  test('a write authenticated by the userToken cookie from another origin: 403 CSRF, nothing changed', async ({
    request,
  }) => {
    const { accessToken } = await signIn(request)
    const before = await request.get('/api/v1/users?pageNo=1&pageSize=1', {
      headers: { authorization: `Bearer ${accessToken}` },
    })
    const total = (await before.json()).totalCount
    const forged = await request.delete('/api/v1/users?userSeq=1', {
      headers: { cookie: `userToken=${accessToken}`, origin: 'http://localhost:1' },
    })
    expect(forged.status()).toBe(403)
    expect((await forged.json()).error.code).toBe('CSRF')
    const after = await request.get('/api/v1/users?pageNo=1&pageSize=1', {
      headers: { authorization: `Bearer ${accessToken}` },
    })
    expect((await after.json()).totalCount).toBe(total)
  })

  test('a CORS preflight from an origin not on the allow-list: 403 and no Access-Control-Allow-Origin', async ({
    request,
  }) => {
    const answer = await request.fetch('/api/v1/qna', {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(answer.status()).toBe(403)
    expect(answer.headers()['access-control-allow-origin']).toBeUndefined()
  })

  test('sign-in callbacks never lead off the site: /admin/login?callbackUrl=https://evil.example', async ({
    request,
  }) => {
    for (const callbackUrl of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const answer = await request.get(`/admin/login?callbackUrl=${encodeURIComponent(callbackUrl)}`, {
        maxRedirects: 0,
      })
      expect(answer.status(), callbackUrl).toBe(307)
      const location = new URL(answer.headers().location ?? '', 'http://placeholder')
      const redirect = location.searchParams.get('redirect') ?? ''
      expect(redirect, callbackUrl).toMatch(/^\/admin(\/|$)/)
    }
  })

  test('unsupported methods on pages and APIs: no 5xx and no stack trace', async ({ request }) => {
    for (const [method, path] of [
      ['PUT', '/index'],
      ['DELETE', '/media/media01'],
      ['PATCH', '/api/v1/qna'],
      ['DELETE', '/api/v1/subscribers/confirm'],
    ] as const) {
      const answer = await request.fetch(path, { method, maxRedirects: 0 })
      expect(answer.status(), `${method} ${path}`).toBeGreaterThanOrEqual(400)
      expect(answer.status(), `${method} ${path}`).toBeLessThan(500)
      expect(await answer.text()).not.toMatch(stackTrace)
    }
  })
})

test.describe('oversized input', () => {
  // 3 MB of UTF-8, under the server's 4 MB body limit (bodies over it are cut off unread: uploads.spec.ts), so the
  // request reaches the Q&A's own validation.
  test('a 3 MB Q&A body: 4xx, nothing stored', async ({ request }) => {
    const answer = await request.post('/api/v1/qna', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ title: '큰 요청', content: '가'.repeat(1_000_000) }),
    })
    expect(answer.status()).toBeGreaterThanOrEqual(400)
    expect(answer.status()).toBeLessThan(500)
    const list = await request.get(`/api/v1/qna?searchKind=title&searchText=${encodeURIComponent('큰 요청')}`)
    expect((await list.json()).rows).toEqual([])
  })

  test('a 40 KB cookie header: 431, not a crash; the site keeps answering', async ({ request }) => {
    const answer = await request.get('/index', { headers: { cookie: `x=${'a'.repeat(40_000)}` } })
    expect(answer.status()).toBe(431)
    expect((await request.get('/api/health')).status()).toBe(200)
  })
})

// Stored and reflected XSS and the CSP with a planted script: stored-xss.spec.ts.
