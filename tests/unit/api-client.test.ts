import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ApiClientError,
  attemptsFor,
  catalogueFromOpenApi,
  cookieTokenStore,
  createApiClient,
  memoryTokenStore,
  parseRetryAfter,
  typedOperations,
} from '@/lib/api-client'
import { buildOpenApiDocument } from '@/modules/api/openapi'
import { operations } from '@/modules/api/operations'

type Seen = { method: string; url: string; headers: Headers; body: BodyInit | null | undefined }

/** A fetch that answers from a list and records what it was asked. */
function fakeFetch(answers: (Response | (() => Response))[]) {
  const seen: Seen[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push({ method: init.method ?? 'GET', url: String(input), headers: new Headers(init.headers), body: init.body })
    const next = answers[Math.min(seen.length - 1, answers.length - 1)]
    if (!next) throw new Error('no answer')
    return typeof next === 'function' ? next() : next.clone()
  }
  return { fetch: fetch as typeof globalThis.fetch, seen }
}

const ok = (body: unknown = { fine: true }) => Response.json(body)
const failure = (status: number, headers: Record<string, string> = {}) =>
  Response.json({ error: { code: `E${status}`, message: `실패 ${status}` } }, { status, headers })

function client(answers: (Response | (() => Response))[], extra: Parameters<typeof createApiClient>[0] = {}) {
  const fake = fakeFetch(answers)
  const waits: number[] = []
  const api = createApiClient({
    baseUrl: 'https://api.example.org',
    fetch: fake.fetch,
    tokenStore: memoryTokenStore({ accessToken: 'token-1', refreshToken: 'refresh-1' }),
    wait: async (ms) => {
      waits.push(ms)
    },
    ...extra,
  })
  return { api, seen: fake.seen, waits }
}

describe('typed API client: retries (spec §7)', () => {
  const retried = [408, 409, 425, 429, 500, 502, 503, 504]

  for (const status of retried) {
    it(`retries a GET once on ${status} and returns the second answer`, async () => {
      const { api, seen } = client([failure(status), ok({ second: true })])
      await expect(api.request('/api/v1/users')).resolves.toEqual({ second: true })
      expect(seen).toHaveLength(2)
    })

    it(`gives up after one retry of a GET on ${status}`, async () => {
      const { api, seen } = client([failure(status)])
      await expect(api.request('/api/v1/users')).rejects.toMatchObject({ status, code: `E${status}` })
      expect(seen).toHaveLength(2)
    })

    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      it(`never retries ${method} on ${status}`, async () => {
        const { api, seen } = client([failure(status), ok()])
        await expect(api.request('/api/v1/users', { method, body: { a: 1 } })).rejects.toMatchObject({ status })
        expect(seen).toHaveLength(1)
      })
    }
  }

  it('never retries DELETE even without a body, nor POST with only a query', async () => {
    const del = client([failure(503), ok()])
    await expect(del.api.request('/api/v1/users', { method: 'DELETE', query: { userSeq: 3 } })).rejects.toThrow()
    expect(del.seen).toHaveLength(1)
    const post = client([failure(503), ok()])
    await expect(post.api.request('/api/v1/signin', { method: 'POST', auth: 'none' })).rejects.toThrow()
    expect(post.seen).toHaveLength(1)
  })

  for (const status of [400, 401, 403, 404, 413, 422, 423, 501]) {
    it(`does not retry a GET on ${status}`, async () => {
      const { api, seen } = client([failure(status), ok()])
      await expect(api.request('/api/v1/users')).rejects.toMatchObject({ status })
      expect(seen).toHaveLength(1)
    })
  }

  it('waits for Retry-After (seconds or a date) before the retry', async () => {
    const seconds = client([failure(429, { 'Retry-After': '2' }), ok()])
    await seconds.api.request('/api/v1/users')
    expect(seconds.waits).toEqual([2000])
    const none = client([failure(503), ok()], { retryDelayMs: 150 })
    await none.api.request('/api/v1/users')
    expect(none.waits).toEqual([150])
    expect(parseRetryAfter(new Date(Date.now() + 3000).toUTCString())).toBeGreaterThanOrEqual(2)
    expect(parseRetryAfter('soon')).toBeUndefined()
  })

  it('does not wait longer than the cap: a long Retry-After is reported at once', async () => {
    const { api, seen, waits } = client([failure(429, { 'Retry-After': '900' }), ok()], { maxRetryDelayMs: 5000 })
    const error = await api.request('/api/v1/users').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiClientError)
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 900 })
    expect(seen).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it('counts attempts by method', () => {
    expect(['GET', 'HEAD', 'OPTIONS'].map((m) => attemptsFor(m))).toEqual([2, 2, 2])
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map((m) => attemptsFor(m))).toEqual([1, 1, 1, 1])
  })
})

describe('typed API client: tokens', () => {
  it('sends the bearer token from the token store', async () => {
    const { api, seen } = client([ok()])
    await api.request('/api/v1/users')
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-1')
  })

  for (const token of [undefined, '']) {
    it(`throws "다시 로그인 해주세요." and sends nothing when the token is ${JSON.stringify(token)}`, async () => {
      const { api, seen } = client([ok()], {
        tokenStore: memoryTokenStore(token === undefined ? undefined : { accessToken: token }),
      })
      const error = await api.users.list().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiClientError)
      expect(error).toMatchObject({ message: '다시 로그인 해주세요.', status: 401, code: 'UNAUTHORIZED', sent: false })
      expect(seen).toHaveLength(0)
    })
  }

  it('calls public operations without a token and without an Authorization header', async () => {
    const { api, seen } = client(
      [ok({ accessToken: 'a2', refreshToken: 'r2', userSeq: 1, refreshTokenExpiresIn: 60 })],
      {
        tokenStore: memoryTokenStore(),
      },
    )
    await api.signIn({ userId: 'admin', password: 'pw' })
    expect(seen[0]?.headers.has('authorization')).toBe(false)
    expect(api.tokenStore?.getAccessToken()).toBe('a2')
  })

  it('reads the token from the userToken cookie', async () => {
    const store = cookieTokenStore(() => 'theme=dark; userToken=abc%2Edef; other=1')
    expect(store.getAccessToken()).toBe('abc.def')
    expect(cookieTokenStore(() => 'theme=dark').getAccessToken()).toBeUndefined()
  })

  it('clears the token store on sign-out, even when the server refuses', async () => {
    const { api } = client([failure(401)])
    await expect(api.signOut()).rejects.toMatchObject({ status: 401 })
    expect(api.tokenStore?.getAccessToken()).toBeUndefined()
  })
})

describe('typed API client: encoding', () => {
  it('sends JSON bodies for POST, PUT, PATCH and DELETE', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const { api, seen } = client([ok()])
      await api.request('/api/v1/things', { method, body: { name: '가나다', n: 1 } })
      expect(seen[0]?.headers.get('content-type')).toBe('application/json')
      expect(JSON.parse(String(seen[0]?.body))).toEqual({ name: '가나다', n: 1 })
    }
  })

  it('refuses a body on GET instead of dropping it', async () => {
    const { api, seen } = client([ok()])
    await expect(api.request('/api/v1/users', { body: { a: 1 } })).rejects.toThrow(TypeError)
    expect(seen).toHaveLength(0)
  })

  it('sends the spec multipart `contents` field and form-encoded bodies when asked', async () => {
    const { api, seen } = client([ok(), ok()])
    await api.request('/api/v1/users', { method: 'POST', contents: { userId: 'kim' } })
    const form = seen[0]?.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect(JSON.parse(String(form.get('contents')))).toEqual({ userId: 'kim' })
    await api.request('/api/auth/signout', { method: 'POST', auth: 'none', form: { csrfToken: 't', json: 'true' } })
    expect(seen[1]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(String(seen[1]?.body)).toBe('csrfToken=t&json=true')
  })

  it('fills path parameters and the query (null as empty, undefined left out)', async () => {
    const { api, seen } = client([ok(), ok()])
    await api.users.list({ pageNo: 2, searchText: '김 기술', useYn: undefined })
    expect(seen[0]?.url).toBe('https://api.example.org/api/v1/users?pageNo=2&searchText=%EA%B9%80+%EA%B8%B0%EC%88%A0')
    await api.users.validatePassword(7, 'a/b?c')
    expect(seen[1]?.url).toBe('https://api.example.org/api/v1/users/7/validate-pass?userPassword=a%2Fb%3Fc')
    const nulls = client([ok()])
    await nulls.api.request('/api/v1/users', { query: { startDate: null } })
    expect(nulls.seen[0]?.url).toBe('https://api.example.org/api/v1/users?startDate=')
  })

  it('sends user bodies as JSON and the language as Accept-Language', async () => {
    const { api, seen } = client([ok()], { language: 'en' })
    await api.users.update(3, 'private', { userName: '김기술', userDeptName: null })
    expect(seen[0]?.method).toBe('PUT')
    expect(seen[0]?.url).toBe('https://api.example.org/api/v1/users/3?updateKind=private')
    expect(JSON.parse(String(seen[0]?.body))).toEqual({ userName: '김기술', userDeptName: null })
    expect(seen[0]?.headers.get('accept-language')).toBe('en')
  })
})

describe('typed API client: errors', () => {
  it('surfaces the error shape as ApiClientError with status, code, message and details', async () => {
    const details = [{ path: 'userId', message: '이미 사용 중인 아이디입니다.' }]
    const { api } = client([
      Response.json({ error: { code: 'CONFLICT', message: '이미 사용 중인 아이디입니다.', details } }, { status: 409 }),
    ])
    const error = (await api
      .request('/api/v1/users', { method: 'POST', body: {} })
      .catch((e: unknown) => e)) as ApiClientError
    expect(error).toBeInstanceOf(ApiClientError)
    expect([error.status, error.code, error.message, error.details]).toEqual([
      409,
      'CONFLICT',
      '이미 사용 중인 아이디입니다.',
      details,
    ])
  })

  it('names a non-JSON failure by its status and a network failure as NETWORK_ERROR', async () => {
    const html = client([
      new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    ])
    await expect(html.api.request('/x', { method: 'POST' })).rejects.toMatchObject({ status: 502, code: 'HTTP_502' })
    const down = client([
      () => {
        throw new TypeError('fetch failed')
      },
    ])
    await expect(down.api.request('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
  })
})

describe('typed API client: operations', () => {
  const document = buildOpenApiDocument(operations, { title: 't', version: '1', description: '', serverUrl: '/' })
  const catalogue = catalogueFromOpenApi(document)

  it('knows every documented operation by operationId', () => {
    expect(Object.keys(catalogue).sort()).toEqual(operations.map((op) => op.operationId).sort())
  })

  it('sends the typed methods where the document says', () => {
    for (const [operationId, entry] of Object.entries(typedOperations)) {
      expect(catalogue[operationId], operationId).toEqual(entry)
    }
  })

  it('calls a documented operation by operationId with its method, path, security and body encoding', async () => {
    const { api, seen } = client([ok(), ok(), ok()], { operations: document })
    await api.call('getUser', { params: { id: 5 } })
    expect([seen[0]?.method, seen[0]?.url]).toEqual(['GET', 'https://api.example.org/api/v1/users/5'])
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-1')
    await api.call('authSignOut', { body: { csrfToken: 'c', json: 'true' } })
    expect(seen[1]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(seen[1]?.headers.has('authorization')).toBe(false)
    await api.call('createUser', { body: { contents: { userId: 'kim' } } })
    const form = seen[2]?.body as FormData
    expect(JSON.parse(String(form.get('contents')))).toEqual({ userId: 'kim' })
  })

  it('loads the document from the server on the first call when none was given', async () => {
    const { api, seen } = client([ok(document), ok({ status: 'ok' })])
    await api.call('getHealth')
    await expect(api.call('noSuchOperation')).rejects.toThrow(/Unknown operation/)
    expect(seen.map((s) => s.url)).toEqual([
      'https://api.example.org/api/v1/openapi.json',
      'https://api.example.org/api/health',
    ])
  })
})

describe('typed API client: runs in browsers', () => {
  it('imports no server-only module, Node built-in or environment at run time', () => {
    const dir = path.resolve(import.meta.dirname, '../../src/lib/api-client')
    for (const file of readdirSync(dir)) {
      const source = readFileSync(path.join(dir, file), 'utf8')
      // Type-only imports and re-exports vanish at build time; everything else ships to the browser.
      const runtimeImports = [
        ...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)'/gm),
        ...source.matchAll(/import\(\s*'([^']+)'\s*\)/g),
      ].map((m) => m[1])
      if (file === 'index.ts') expect(runtimeImports).toContain('./client')
      for (const specifier of runtimeImports) expect(specifier, `${file}: ${specifier}`).toMatch(/^\.\//)
      expect(source, file).not.toMatch(/process\.env|server-only/)
    }
  })
})
