import { base64url } from 'jose'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createAccount, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let signin: typeof import('@/app/api/v1/signin/route')
let refresh: typeof import('@/app/api/v1/token/refresh/route')
let users: typeof import('@/app/api/v1/users/route')
let userById: typeof import('@/app/api/v1/users/[id]/route')

const unauthorized = { error: { code: 'UNAUTHORIZED', message: '다시 로그인 해주세요.' } }

async function signIn(userId: string, password = testPassword, ip = '192.0.2.1') {
  return call(signin.POST, '/api/v1/signin', { method: 'POST', query: { userId, password }, ip })
}

async function tokensOf(userId: string) {
  const res = await signIn(userId)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as { accessToken: string; refreshToken: string; userSeq: number }
}

const listWith = (token: string) => call(users.GET, '/api/v1/users', { token })

describe(`sign-in security on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    signin = await import('@/app/api/v1/signin/route')
    refresh = await import('@/app/api/v1/token/refresh/route')
    users = await import('@/app/api/v1/users/route')
    userById = await import('@/app/api/v1/users/[id]/route')
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  describe('forged and misused tokens get 401 "다시 로그인 해주세요."', () => {
    it('alg none', async () => {
      const { accessToken } = await tokensOf('admin')
      const [, body] = accessToken.split('.')
      const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))}.${body}.`
      const res = await listWith(none)
      expect(res.status).toBe(401)
      expect(res.body).toEqual(unauthorized)
    })

    it('a wrong signature or a changed claim', async () => {
      const { accessToken } = await tokensOf('admin')
      const [header, body, signature] = accessToken.split('.') as [string, string, string]
      const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
      expect((await listWith(`${header}.${body}.${flipped}`)).status).toBe(401)
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
      const raised = base64url.encode(JSON.stringify({ ...claims, sub: '999' }))
      expect((await listWith(`${header}.${raised}.${signature}`)).status).toBe(401)
    })

    it('an expired token', async () => {
      const { accessToken } = await tokensOf('admin')
      const { verifyAccessToken, signAccessToken } = await import('@/modules/auth/access-tokens')
      const claims = await verifyAccessToken(accessToken)
      const expired = await signAccessToken(claims as NonNullable<typeof claims>, { seconds: -1 })
      const res = await listWith(expired)
      expect(res.status).toBe(401)
      expect(res.body).toEqual(unauthorized)
    })

    it('a refresh token used as an access token, and a Payload session token', async () => {
      const { refreshToken } = await tokensOf('admin')
      expect((await listWith(refreshToken)).status).toBe(401)
      const login = await payload.login({ collection: 'users', data: { username: 'admin', password: testPassword } })
      expect((await listWith(login.token as string)).status).toBe(401)
    })

    it('an access token used as a refresh token', async () => {
      const { accessToken } = await tokensOf('admin')
      const res = await call(refresh.POST, '/api/v1/token/refresh', {
        method: 'POST',
        query: { refreshToken: accessToken },
      })
      expect(res.status).toBe(401)
      expect(res.body.error.message).toBe('다시 로그인 해주세요.')
    })
  })

  it('rotates refresh tokens, and reusing a rotated one revokes the whole family', async () => {
    const first = await tokensOf('admin')
    const second = await call(refresh.POST, '/api/v1/token/refresh', {
      method: 'POST',
      query: { refreshToken: first.refreshToken },
    })
    expect(second.status).toBe(200)
    expect(second.body.refreshToken).not.toBe(first.refreshToken)
    expect(second.body.userSeq).toBe(first.userSeq)
    expect((await listWith(second.body.accessToken)).status).toBe(200)

    const replay = await call(refresh.POST, '/api/v1/token/refresh', {
      method: 'POST',
      query: { refreshToken: first.refreshToken },
    })
    expect(replay.status).toBe(401)
    // The family is gone: the newest refresh token and the access tokens of the family stop too.
    const third = await call(refresh.POST, '/api/v1/token/refresh', {
      method: 'POST',
      query: { refreshToken: second.body.refreshToken },
    })
    expect(third.status).toBe(401)
    expect((await listWith(second.body.accessToken)).status).toBe(401)
    expect((await listWith(first.accessToken)).status).toBe(401)
    // Another sign-in (another family) is unaffected.
    expect((await listWith((await tokensOf('admin')).accessToken)).status).toBe(200)
  })

  it('locks an account after five wrong passwords, even for the right one', async () => {
    await createAccount(payload, 'locktest', 3)
    for (let i = 0; i < 5; i++) {
      const res = await signIn('locktest', 'Wrong2026!', `192.0.2.${50 + i}`)
      expect(res.status).toBe(401)
    }
    // Locked: the right password gets the answer of an unknown id, so the lock does not reveal the account.
    const right = await signIn('locktest', testPassword, '192.0.2.60')
    expect(right.status).toBe(401)
    expect(right.body.error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: '아이디 또는 비밀번호가 올바르지 않습니다.',
    })
  })

  it('limits sign-in attempts per IP address across accounts and ways in', async () => {
    const { signInLimit } = await import('@/modules/auth/limits')
    const statuses: number[] = []
    for (let i = 0; i < signInLimit.limit; i++) {
      const res = await signIn(`nobody${i}`, 'Wrong2026!', '192.0.2.200')
      statuses.push(res.status)
    }
    expect(statuses.every((s) => s === 401)).toBe(true)
    const blocked = await signIn('admin', testPassword, '192.0.2.200')
    expect(blocked.status).toBe(429)
    expect(blocked.body.error.message).toMatch(/^로그인 시도가 너무 많습니다/)
    // The admin form's login (Payload REST) is held to the same limit.
    const rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    const viaAdmin = await rest.POST(
      new Request('http://localhost:3000/api/cms/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': '192.0.2.200' },
        body: JSON.stringify({ username: 'admin', password: testPassword }),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    expect(viaAdmin.status).toBe(429)
    expect((await signIn('admin', testPassword, '192.0.2.201')).status).toBe(200)
  })

  it('logs failed sign-ins of the admin form with the id tried and the IP', async () => {
    const rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    const response = await rest.POST(
      new Request('http://localhost:3000/api/cms/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': '192.0.2.77' },
        body: JSON.stringify({ username: 'ghost', password: 'Wrong2026!' }),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    expect(response.status).toBe(401)
    const body = await response.text()
    expect(body).not.toMatch(/at .*\.(js|ts):\d+/)
    const { docs } = await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      where: { and: [{ action: { equals: 'signin-failed' } }, { actorUserId: { equals: 'ghost' } }] },
    })
    expect(docs[0]).toMatchObject({ ip: '192.0.2.77', targetCollection: 'users' })
  })

  it("asks for the current password: the admin REST update refuses one's own new password", async () => {
    const rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    const own = await createAccount(payload, 'restself', 1)
    const login = await payload.login({ collection: 'users', data: { username: 'restself', password: testPassword } })
    const patch = (id: number | string, password: string) =>
      rest.PATCH(
        new Request(`http://localhost:3000/api/cms/users/${id}`, {
          method: 'PATCH',
          headers: {
            'content-type': 'application/json',
            authorization: `JWT ${login.token}`,
            'x-client-ip': '192.0.2.90',
          },
          body: JSON.stringify({ password }),
        }),
        { params: Promise.resolve({ slug: ['users', String(id)] }) },
      )
    const self = await patch(own.id, 'Brand2026!new')
    expect(self.status).toBe(400)
    expect(await self.text()).toContain(
      "내 비밀번호는 '내 비밀번호 변경'에서 현재 비밀번호를 확인한 뒤 바꿀 수 있습니다.",
    )
    const other = await createAccount(payload, 'resetme', 3)
    const reset = await patch(other.id, 'Reset2026!pw')
    expect(reset.status).toBe(200)
    const signedIn = await signIn('resetme', 'Reset2026!pw', '192.0.2.91')
    expect(signedIn.status).toBe(200)
  })

  it('logs changes of the site settings', async () => {
    const superAdmin = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, depth: 1 }))
      .docs[0]
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: false,
      user: { ...superAdmin, collection: 'users' },
      data: { description: '바뀐 설명' },
    })
    const { docs } = await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      where: { targetCollection: { equals: 'site-settings' } },
    })
    expect(docs[0]).toMatchObject({ action: 'update', actorUserId: 'admin' })
  })

  it('suspending an account refuses its sign-in and ends its sessions and tokens at once', async () => {
    const created = await createAccount(payload, 'suspendme', 2)
    const tokens = await tokensOf('suspendme')
    const session = await payload.login({
      collection: 'users',
      data: { username: 'suspendme', password: testPassword },
    })
    const admin = await tokensOf('admin')
    const res = await call(userById.PUT, `/api/v1/users/${created.userSeq}`, {
      method: 'PUT',
      token: admin.accessToken,
      query: { updateKind: 'admin' },
      params: { id: String(created.userSeq) },
      contents: { accountStatus: 'suspended' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({ accountStatus: 'suspended', accountStatusName: '정지', useYn: 'N' })

    expect((await listWith(tokens.accessToken)).status).toBe(401)
    const refreshed = await call(refresh.POST, '/api/v1/token/refresh', {
      method: 'POST',
      query: { refreshToken: tokens.refreshToken },
    })
    expect(refreshed.status).toBe(401)
    const cookieAuth = await payload.auth({
      headers: new Headers({ cookie: `payload-token=${session.token}`, 'sec-fetch-site': 'same-origin' }),
    })
    expect(cookieAuth.user).toBeNull()

    const again = await signIn('suspendme')
    expect(again.status).toBe(403)
    expect(again.body.error.message).toBe('정지되었거나 휴면 상태인 계정입니다. 관리자에게 문의해 주세요. (정지)')
  })

  it('refuses cookie-authenticated writes from another site', async () => {
    const admin = await tokensOf('admin')
    const res = await call(users.POST, '/api/v1/users', {
      method: 'POST',
      headers: { cookie: `userToken=${admin.accessToken}`, origin: 'https://evil.example' },
      contents: { userId: 'csrfvictim', userName: '피해자', userPassword: 'Green2026!', authGroupSeq: 1 },
    })
    expect(res.status).toBe(403)
    const { totalDocs } = await payload.count({ collection: 'users', where: { username: { equals: 'csrfvictim' } } })
    expect(totalDocs).toBe(0)
    const sameSite = await call(users.GET, '/api/v1/users', { headers: { cookie: `userToken=${admin.accessToken}` } })
    expect(sameSite.status).toBe(200)
  })

  it('never lets anyone write the audit log, and only group 1 reads it', async () => {
    const { docs: accounts } = await payload.find({ collection: 'users', depth: 1, overrideAccess: true, limit: 100 })
    const superAdmin = accounts.find((u) => u.username === 'admin')
    const manager = await createAccount(payload, 'auditreader', 2)
    const managerFull = await payload.findByID({ collection: 'users', id: manager.id, depth: 1, overrideAccess: true })
    for (const user of [superAdmin, managerFull]) {
      const attempt = payload.create({
        collection: 'audit-logs',
        overrideAccess: false,
        user: { ...user, collection: 'users' },
        data: { action: 'signin', summary: 'forged' },
      })
      await expect(attempt).rejects.toThrow()
    }
    const [entry] = (await payload.find({ collection: 'audit-logs', limit: 1, overrideAccess: true })).docs
    await expect(
      payload.update({
        collection: 'audit-logs',
        id: entry?.id as number,
        overrideAccess: false,
        user: { ...superAdmin, collection: 'users' },
        data: { summary: 'changed' },
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({
        collection: 'audit-logs',
        id: entry?.id as number,
        overrideAccess: false,
        user: { ...superAdmin, collection: 'users' },
      }),
    ).rejects.toThrow()
    const readBySuper = await payload.find({
      collection: 'audit-logs',
      overrideAccess: false,
      user: { ...superAdmin, collection: 'users' },
    })
    expect(readBySuper.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.find({ collection: 'audit-logs', overrideAccess: false, user: { ...managerFull, collection: 'users' } }),
    ).rejects.toThrow()
  })
})
