import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createAccount, testPassword } from '../support/api'
import { solvedCaptcha } from '../support/captcha'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * A normal busy minute, all at once, through the real route handlers: sign-ins of one account from many devices and
 * of several accounts, wrong passwords, password-reset requests, profile edits of the account that is signing in,
 * staff saves, Q&A questions, newsletter sign-ups and view counts. Afterwards every acknowledged write is there and
 * whole, every token handed out works, and nothing answered 5xx. On SQLite a reset request used to answer 500
 * ("database is locked": Payload writes outside the transaction its request holds) and nine of ten concurrent
 * sign-ins of one account got a token that no longer worked (the session list was written back whole).
 */
type Rest = typeof import('@/app/(payload)/api/cms/[...slug]/route')
type Result = { kind: string; status: number; body: Record<string, unknown> | null }

let payload: Payload
let rest: Rest
let signin: typeof import('@/app/api/v1/signin/route')
let users: typeof import('@/app/api/v1/users/[id]/route')
let qnaList: typeof import('@/app/api/v1/qna/route')
let subscribers: typeof import('@/app/api/v1/subscribers/route')
let view: typeof import('@/modules/boards/view')
let categoryId: string
let postId: string
let ipCounter = 0
const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

async function cms(method: 'GET' | 'POST' | 'PATCH', path: string, json?: unknown, token?: string) {
  const headers: Record<string, string> = { 'x-client-ip': nextIp() }
  if (json !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `JWT ${token}`
  const url = new URL(path, 'http://localhost:3000')
  const response = await rest[method](
    new Request(url, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) }),
    { params: Promise.resolve({ slug: url.pathname.replace(/^\/api\/cms\//, '').split('/') }) },
  )
  const text = await response.text()
  let body: Record<string, unknown> | null = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = { text }
  }
  return { status: response.status, body }
}

beforeAll(async () => {
  payload = await createSeededPayload()
  rest = await import('@/app/(payload)/api/cms/[...slug]/route')
  signin = await import('@/app/api/v1/signin/route')
  users = await import('@/app/api/v1/users/[id]/route')
  qnaList = await import('@/app/api/v1/qna/route')
  subscribers = await import('@/app/api/v1/subscribers/route')
  view = await import('@/modules/boards/view')
  await createAccount(payload, 'busystaff', 1, { email: 'busystaff@greenclimate.or.kr' })
  for (const userId of ['staffone', 'stafftwo', 'staffthree']) await createAccount(payload, userId, 2)
  await createAccount(payload, 'wrongpass', 3)
  const category = await payload.create({ collection: 'qna-categories', data: { name: '동시 요청', order: 9 } })
  categoryId = String(category.id)
  const post = await payload.create({
    collection: 'posts',
    overrideAccess: true,
    data: { boardSeq: 1, title: '조회수 동시 집계', publishedAt: new Date().toISOString(), _status: 'published' },
  })
  postId = String(post.id)
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`fifty-odd mixed concurrent requests on ${dialect}`, () => {
  it('keeps every acknowledged write and every session, with no 5xx', async () => {
    const busy = await payload.find({ collection: 'users', where: { username: { equals: 'busystaff' } } })
    const busyId = String(busy.docs[0]?.id)
    const captchas = await Promise.all(Array.from({ length: 6 }, solvedCaptcha))
    const viewsBefore = (await payload.findByID({ collection: 'posts', id: postId, overrideAccess: true })).viewCount

    const requests: Promise<Result>[] = [
      // One account on twelve devices, through the admin's login and through /api/v1.
      ...Array.from({ length: 8 }, async () => ({
        kind: 'cms-login',
        ...(await cms('POST', '/api/cms/users/login', { username: 'busystaff', password: testPassword })),
      })),
      ...Array.from({ length: 4 }, async () => ({
        kind: 'v1-signin',
        ...(await call(signin.POST, '/api/v1/signin', {
          method: 'POST',
          query: { userId: 'busystaff', password: testPassword },
          ip: nextIp(),
        })),
      })),
      // Several accounts.
      ...['staffone', 'stafftwo', 'staffthree'].map(async (userId) => ({
        kind: 'other-login',
        ...(await cms('POST', '/api/cms/users/login', { username: userId, password: testPassword })),
      })),
      // Wrong passwords: each must be counted (four, below the lock at five).
      ...Array.from({ length: 4 }, async () => ({
        kind: 'wrong-password',
        ...(await cms('POST', '/api/cms/users/login', { username: 'wrongpass', password: 'Wrong2026!pw' })),
      })),
      // Reset requests for the signing-in account and for an unknown address.
      ...['busystaff@greenclimate.or.kr', 'nobody@greenclimate.or.kr', 'busystaff@greenclimate.or.kr'].map(
        async (email) => ({
          kind: 'forgot-password',
          ...(await cms('POST', '/api/cms/users/forgot-password', { email })),
        }),
      ),
      // Staff saves: categories created by an administrator's token obtained up front.
      ...Array.from({ length: 8 }, async (_, i) => {
        const login = await payload.login({
          collection: 'users',
          data: { username: 'staffone', password: testPassword },
        })
        return {
          kind: 'staff-save',
          ...(await cms('POST', '/api/cms/qna-categories', { name: `동시 분류 ${i}`, order: 100 + i }, login.token)),
        }
      }),
      // Visitors' questions and newsletter sign-ups.
      ...captchas.map(async (altcha, i) => ({
        kind: 'qna',
        ...(await call(qnaList.POST, '/api/v1/qna', {
          method: 'POST',
          ip: nextIp(),
          json: {
            category: categoryId,
            title: `동시 질문 ${i}`,
            content: `동시에 쓰인 질문 ${i}의 본문입니다.`,
            name: '방문자',
            email: `visitor${i}@example.com`,
            password: 'Secret12!',
            isSecret: false,
            consent: true,
            altcha,
          },
        })),
      })),
      ...Array.from({ length: 6 }, async (_, i) => ({
        kind: 'subscribe',
        ...(await call(subscribers.POST, '/api/v1/subscribers', {
          method: 'POST',
          ip: nextIp(),
          json: { email: `reader${i}@example.com`, consent: true },
        })),
      })),
      // Ten visitors opening one post.
      ...Array.from({ length: 10 }, async () => {
        const cookie = await view.countPostView(payload, postId, undefined)
        return { kind: 'view', status: cookie ? 200 : 404, body: null }
      }),
    ]
    // The account that is signing in saves its profile meanwhile, with a token it had before.
    const before = await payload.login({ collection: 'users', data: { username: 'busystaff', password: testPassword } })
    // Four saves, so at least one overlaps the sign-ins: an update writes the session list it read back whole.
    for (let i = 0; i < 4; i++) {
      requests.push(
        (async () => ({
          kind: 'profile-edit',
          ...(await cms('PATCH', `/api/cms/users/${busyId}`, { userDeptName: '동시편집부' }, before.token)),
        }))(),
      )
    }

    const started = performance.now()
    const results = await Promise.all(requests)
    const elapsed = Math.round(performance.now() - started)
    const byKind = new Map<string, number[]>()
    for (const result of results) byKind.set(result.kind, [...(byKind.get(result.kind) ?? []), result.status])
    console.log(
      `${dialect}: ${results.length} concurrent requests in ${elapsed} ms —`,
      [...byKind].map(([kind, statuses]) => `${kind} ${statuses.join(',')}`).join('; '),
    )

    expect(results.length).toBeGreaterThanOrEqual(50)
    expect(results.filter((result) => result.status >= 500)).toEqual([])
    const expected: Record<string, number> = {
      'cms-login': 200,
      'v1-signin': 200,
      'other-login': 200,
      'wrong-password': 401,
      'forgot-password': 200,
      'staff-save': 201,
      qna: 201,
      subscribe: 202,
      view: 200,
      'profile-edit': 200,
    }
    for (const result of results)
      expect(`${result.kind} ${result.status}`).toBe(`${result.kind} ${expected[result.kind]}`)

    // Every token handed out works afterwards, the one from before the rush included.
    const cmsSignIns = [
      { token: before.token, id: busyId },
      ...results
        .filter((r) => r.kind === 'cms-login' || r.kind === 'other-login')
        .map((r) => ({ token: r.body?.token as string, id: String((r.body?.user as { id?: unknown })?.id) })),
    ]
    for (const { token, id } of cmsSignIns) {
      const me = await cms('GET', '/api/cms/users/me', undefined, token)
      // The token still names its own account: null here means its session was lost in the rush.
      expect(
        String((me.body?.user as { id?: unknown } | null)?.id ?? null),
        'a token handed out during the rush no longer works',
      ).toBe(id)
    }
    for (const result of results.filter((r) => r.kind === 'v1-signin')) {
      const own = await call(users.GET, `/api/v1/users/${busyId}`, {
        token: result.body?.accessToken as string,
        params: { id: busyId },
      })
      expect(own.status).toBe(200)
    }
    const sessions = await payload.findByID({ collection: 'users', id: busyId, overrideAccess: true, depth: 0 })
    expect((sessions as { sessions?: unknown[] }).sessions).toHaveLength(13)
    expect(sessions.userDeptName).toBe('동시편집부')

    // Every failed attempt counted.
    const wrong = await payload.find({
      collection: 'users',
      where: { username: { equals: 'wrongpass' } },
      showHiddenFields: true,
      overrideAccess: true,
    })
    expect(wrong.docs[0]?.loginAttempts).toBe(4)

    // Every acknowledged save is there, whole.
    const savedCategories = await payload.find({
      collection: 'qna-categories',
      where: { name: { like: '동시 분류' } },
      limit: 100,
    })
    expect(savedCategories.docs.map((doc) => doc.name).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `동시 분류 ${i}`).sort(),
    )
    for (const result of results.filter((r) => r.kind === 'qna')) {
      const stored = await payload.findByID({ collection: 'qna', id: result.body?.id as string, overrideAccess: true })
      expect(stored.content).toMatch(/^동시에 쓰인 질문 \d의 본문입니다\.$/)
    }
    const readers = await payload.count({ collection: 'subscribers', where: { email: { like: 'reader' } } })
    expect(readers.totalDocs).toBe(6)
    const viewsAfter = (await payload.findByID({ collection: 'posts', id: postId, overrideAccess: true })).viewCount
    expect((viewsAfter ?? 0) - (viewsBefore ?? 0)).toBe(10)
  })
})
