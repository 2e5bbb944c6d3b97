/**
 * Calls Next route handlers directly with real `Request` objects, the way the server would, so
 * contract tests exercise parsing, authentication and the JSON shapes without a running server.
 */
import type { Payload } from 'payload'

export const siteOrigin = 'http://localhost:3000'

// biome-ignore lint/suspicious/noExplicitAny: handlers differ in their params
type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response>

export type CallOptions = {
  method?: string
  query?: Record<string, string | number | null | undefined>
  headers?: Record<string, string>
  token?: string
  ip?: string
  /** Sent as multipart/form-data with one field `contents` (spec §7). */
  contents?: unknown
  form?: Record<string, string>
  json?: unknown
  params?: Record<string, string>
}

export async function call(handler: Handler, path: string, options: CallOptions = {}) {
  const url = new URL(path, siteOrigin)
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, value === null ? '' : String(value))
  }
  const headers = new Headers(options.headers)
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  headers.set('x-client-ip', options.ip ?? '203.0.113.10')
  let body: BodyInit | undefined
  if (options.contents !== undefined) {
    const form = new FormData()
    form.set('contents', typeof options.contents === 'string' ? options.contents : JSON.stringify(options.contents))
    body = form
  } else if (options.form) {
    body = new URLSearchParams(options.form)
    headers.set('content-type', 'application/x-www-form-urlencoded')
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers.set('content-type', 'application/json')
  }
  const request = new Request(url, { method: options.method ?? 'GET', headers, body })
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) })
  const text = await response.text()
  let data: unknown = null
  try {
    data = text ? JSON.parse(text) : null
  } catch {
    data = text
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON shapes
  return { status: response.status, body: data as any, headers: response.headers }
}

export const testPassword = 'Passw0rd!test'

/** The `/api/v1` access token of a test account (password `testPassword`), signed in through the real route. */
export async function v1AccessToken(userId: string): Promise<string> {
  const signin = await import('@/app/api/v1/signin/route')
  const res = await call(signin.POST, '/api/v1/signin', { method: 'POST', query: { userId, password: testPassword } })
  if (res.status !== 200) throw new Error(`signing in ${userId}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.accessToken as string
}

/** A call to Payload's REST API (`/api/cms`) through its real route handler, with a Payload JWT. */
export async function cmsCall(jwt: string, method: 'PATCH' | 'DELETE' | 'POST', path: string, body?: unknown) {
  const cms = await import('@/app/(payload)/api/cms/[...slug]/route')
  const url = new URL(`${siteOrigin}/api/cms/${path}`)
  const res = await cms[method](
    new Request(url, {
      method,
      headers: { authorization: `JWT ${jwt}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: url.pathname.replace('/api/cms/', '').split('/') }) },
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** Creates an account in group `authGroupSeq` with the test password. */
export async function createAccount(
  payload: Payload,
  userId: string,
  authGroupSeq: number,
  extra: Record<string, unknown> = {},
) {
  const { docs } = await payload.find({
    collection: 'auth-groups',
    overrideAccess: true,
    where: { authGroupSeq: { equals: authGroupSeq } },
  })
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      username: userId,
      password: testPassword,
      userName: `${userId} 이름`,
      authGroup: docs[0]?.id,
      accountStatus: 'active',
      ...extra,
    },
  })
}

/** An account loaded the way Payload hands it to access functions as `req.user` (group populated, collection named). */
export async function accountAsRequestUser(payload: Payload, userId: string): Promise<Record<string, unknown>> {
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: true,
    depth: 1,
    where: { username: { equals: userId } },
  })
  return { ...(docs[0] as unknown as Record<string, unknown>), collection: 'users' }
}

/**
 * Clears a group's 게시 승인 settings, for a test of something else that publishes as that group: the seeded 편집자
 * needs approval on 공지사항, 채용정보 and pages (publishing-approval.test.ts walks those doors).
 */
export async function publishWithoutApproval(payload: Payload, authGroupSeq: number) {
  await payload.update({
    collection: 'auth-groups',
    where: { authGroupSeq: { equals: authGroupSeq } },
    data: { approval: { approver: false, pages: false, boardSeqs: [] } } as never,
    overrideAccess: true,
  })
}
