import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createAccount, testPassword } from '../support/api'
import { createTestPayload, dialect } from '../support/test-payload'

let payload: Payload
let signin: typeof import('@/app/api/v1/signin/route')
let users: typeof import('@/app/api/v1/users/route')
let userById: typeof import('@/app/api/v1/users/[id]/route')
let checkId: typeof import('@/app/api/v1/users/checkId/route')
let validatePass: typeof import('@/app/api/v1/users/[id]/validate-pass/route')
let refresh: typeof import('@/app/api/v1/token/refresh/route')
let signout: typeof import('@/app/api/v1/signout/route')

async function signIn(userId: string, password = testPassword) {
  const res = await call(signin.POST, '/api/v1/signin', { method: 'POST', query: { userId, password } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as { accessToken: string; refreshToken: string; userSeq: number; refreshTokenExpiresIn: number }
}

describe(`users API contract (spec §7) on ${dialect}`, () => {
  let superToken: string
  let superSeq: number

  beforeAll(async () => {
    payload = await createTestPayload()
    const { seed } = await import('@/seed')
    const { env } = await import('@/lib/env')
    await seed(payload, { ...env, ADMIN_USER_ID: 'admin', ADMIN_PASSWORD: testPassword })
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: { companyEmailDomain: 'greenclimate.or.kr' },
    })
    signin = await import('@/app/api/v1/signin/route')
    users = await import('@/app/api/v1/users/route')
    userById = await import('@/app/api/v1/users/[id]/route')
    checkId = await import('@/app/api/v1/users/checkId/route')
    validatePass = await import('@/app/api/v1/users/[id]/validate-pass/route')
    refresh = await import('@/app/api/v1/token/refresh/route')
    signout = await import('@/app/api/v1/signout/route')
    const tokens = await signIn('admin')
    superToken = tokens.accessToken
    superSeq = tokens.userSeq
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('signs in with userId and password in the query string and returns the token pair', async () => {
    const res = await call(signin.POST, '/api/v1/signin', {
      method: 'POST',
      query: { userId: 'admin', password: testPassword },
    })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken', 'refreshTokenExpiresIn', 'userSeq'])
    expect(res.body.userSeq).toBe(superSeq)
    expect(res.body.refreshTokenExpiresIn).toBe(14 * 24 * 60 * 60)
    expect(res.headers.get('set-cookie')).toMatch(/^userToken=.+HttpOnly; SameSite=Lax/)
  })

  it('signs in with a form or JSON body as well', async () => {
    const form = await call(signin.POST, '/api/v1/signin', {
      method: 'POST',
      form: { userId: 'admin', password: testPassword },
    })
    expect(form.status).toBe(200)
    const json = await call(signin.POST, '/api/v1/signin', {
      method: 'POST',
      json: { userId: 'admin', password: testPassword },
    })
    expect(json.status).toBe(200)
    expect(json.body.accessToken).toBeTypeOf('string')
  })

  it('refuses a wrong password with 401 and a Korean message, and a missing field with 400', async () => {
    const wrong = await call(signin.POST, '/api/v1/signin', {
      method: 'POST',
      query: { userId: 'admin', password: 'Wrong123!' },
      ip: '203.0.113.99',
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: '아이디 또는 비밀번호가 올바르지 않습니다.' },
    })
    const missing = await call(signin.POST, '/api/v1/signin', { method: 'POST', query: { userId: 'admin' } })
    expect(missing.status).toBe(400)
    expect(missing.body.error.message).toBe('아이디와 비밀번호를 입력해 주세요.')
    // A successful sign-in resets the failure count, so this test leaves no lock behind.
    await signIn('admin')
  })

  it('answers admin calls without a token with 401 "다시 로그인 해주세요."', async () => {
    for (const [handler, method, path] of [
      [users.GET, 'GET', '/api/v1/users'],
      [users.POST, 'POST', '/api/v1/users'],
      [users.DELETE, 'DELETE', '/api/v1/users?userSeq=1'],
      [checkId.GET, 'GET', '/api/v1/users/checkId?userId=abc'],
    ] as const) {
      const res = await call(handler, path, { method, contents: method === 'POST' ? {} : undefined })
      expect(res.status, path).toBe(401)
      expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: '다시 로그인 해주세요.' } })
    }
    const one = await call(userById.GET, `/api/v1/users/${superSeq}`, { params: { id: String(superSeq) } })
    expect(one.status).toBe(401)
  })

  it('reads one user by userSeq without any password data', async () => {
    const res = await call(userById.GET, `/api/v1/users/${superSeq}`, {
      token: superToken,
      params: { id: String(superSeq) },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      userSeq: superSeq,
      userId: 'admin',
      accountStatus: 'active',
      accountStatusName: '정상',
      useYn: 'Y',
      authGroupSeq: 1,
      authGroupName: '최고관리자',
    })
    expect(JSON.stringify(res.body)).not.toMatch(/hash|salt|password|sessions/i)
    const missing = await call(userById.GET, '/api/v1/users/9999', { token: superToken, params: { id: '9999' } })
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('사용자를 찾을 수 없습니다.')
  })

  let createdSeq: number

  it('creates an account from the multipart field contents and answers 201 with the account', async () => {
    const contents = {
      authGroupSeq: 2,
      displayName: '김기술',
      accountStatus: 'active',
      mainDomain: 'greenclimate.or.kr',
      subDomain: null,
      userDeptName: '인증사업부',
      userEmail: 'kim@greenclimate.or.kr',
      userId: 'kimtech',
      userName: '김기술',
      userPassword: 'Green2026!',
    }
    const res = await call(users.POST, '/api/v1/users', { method: 'POST', token: superToken, contents })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({
      userId: 'kimtech',
      userName: '김기술',
      displayName: '김기술',
      userEmail: 'kim@greenclimate.or.kr',
      userDeptName: '인증사업부',
      mainDomain: 'greenclimate.or.kr',
      subDomain: null,
      authGroupSeq: 2,
      authGroupName: '관리자',
      accountStatus: 'active',
    })
    expect(res.body.userSeq).toBeGreaterThan(superSeq)
    createdSeq = res.body.userSeq
    // The new account signs in with its password.
    const tokens = await signIn('kimtech', 'Green2026!')
    expect(tokens.userSeq).toBe(createdSeq)
  })

  it('rejects invalid accounts with the spec messages and a taken id with 409', async () => {
    const base = { authGroupSeq: 3, userId: 'newbie', userName: '신입', userPassword: 'Green2026!' }
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, userPassword: 'short1!' }, 400, '비밀번호 형식이 올바르지 않습니다.'],
      [{ ...base, userPassword: 'NoDigits!!' }, 400, '비밀번호 형식이 올바르지 않습니다.'],
      [{ ...base, userEmail: 'not-an-email' }, 400, '이메일 형식에 맞지 않습니다.'],
      [{ ...base, userEmail: 'newbie@gmail.com' }, 400, '이메일은 회사 내부 이메일 주소를 사용해 주세요.'],
      [{ ...base, userName: '김' }, 400, '2자 이상으로 작성해주세요.'],
      [{ ...base, userName: '가'.repeat(31) }, 400, '30자 이하로 작성해주세요.'],
      [{ ...base, authGroupSeq: 99 }, 400, '존재하지 않는 권한 그룹입니다.'],
      [{ ...base, userId: 'kimtech' }, 409, '이미 사용 중인 아이디입니다.'],
      [
        { ...base, userId: '1abc' },
        400,
        '아이디는 영문자로 시작하는 3~30자의 영문, 숫자, 마침표(.), 밑줄(_), 하이픈(-)이어야 합니다.',
      ],
    ]
    for (const [contents, status, message] of cases) {
      const res = await call(users.POST, '/api/v1/users', { method: 'POST', token: superToken, contents })
      expect(res.status, JSON.stringify(contents)).toBe(status)
      expect(res.body.error.message).toBe(message)
    }
    const broken = await call(users.POST, '/api/v1/users', { method: 'POST', token: superToken, contents: '{not json' })
    expect(broken.status).toBe(400)
    expect(broken.body.error.message).toBe("'contents' 항목이 올바른 JSON이 아닙니다.")
    const { totalDocs } = await payload.count({ collection: 'users', where: { username: { equals: 'newbie' } } })
    expect(totalDocs).toBe(0)
  })

  it('lists users with paging, period, use, search kind and text, and a total', async () => {
    await createAccount(payload, 'parkeditor', 3, { userDeptName: '홍보팀', accountStatus: 'dormant' })
    const all = await call(users.GET, '/api/v1/users', { token: superToken, query: { pageNo: 1, pageSize: 2 } })
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ total: 3, pageNo: 1, pageSize: 2, totalPages: 2 })
    expect(all.body.items).toHaveLength(2)
    const page2 = await call(users.GET, '/api/v1/users', { token: superToken, query: { pageNo: 2, pageSize: 2 } })
    expect(page2.body.items).toHaveLength(1)

    const unused = await call(users.GET, '/api/v1/users', { token: superToken, query: { useYn: 'N' } })
    expect(unused.body.items.map((u: { userId: string }) => u.userId)).toEqual(['parkeditor'])

    const byDept = await call(users.GET, '/api/v1/users', {
      token: superToken,
      query: { searchKind: 'userDeptName', searchText: '인증' },
    })
    expect(byDept.body.items.map((u: { userId: string }) => u.userId)).toEqual(['kimtech'])

    const anyField = await call(users.GET, '/api/v1/users', {
      token: superToken,
      query: { searchKind: '', searchText: 'park', startDate: '', endDate: '' },
    })
    expect(anyField.body.total).toBe(1)

    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10)
    const period = await call(users.GET, '/api/v1/users', {
      token: superToken,
      query: { startDate: today, endDate: today },
    })
    expect(period.body.total).toBe(3)
    const past = await call(users.GET, '/api/v1/users', {
      token: superToken,
      query: { startDate: '2020-01-01', endDate: '2020-12-31' },
    })
    expect(past.body).toMatchObject({ total: 0, items: [] })

    const bad = await call(users.GET, '/api/v1/users', {
      token: superToken,
      query: { startDate: '2026-02-01', endDate: '2026-01-01' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('시작일은 종료일보다 늦을 수 없습니다.')
  })

  it('checks whether an id is free', async () => {
    const taken = await call(checkId.GET, '/api/v1/users/checkId', { token: superToken, query: { userId: 'kimtech' } })
    expect(taken.status).toBe(200)
    expect(taken.body).toEqual({ userId: 'kimtech', available: false, message: '이미 사용 중인 아이디입니다.' })
    const free = await call(checkId.GET, '/api/v1/users/checkId', { token: superToken, query: { userId: 'leefree' } })
    expect(free.body).toEqual({ userId: 'leefree', available: true, message: '사용할 수 있는 아이디입니다.' })
    const caseInsensitive = await call(checkId.GET, '/api/v1/users/checkId', {
      token: superToken,
      query: { userId: 'KimTech' },
    })
    expect(caseInsensitive.body.available).toBe(false)
  })

  it('updates with updateKind=private (own name, department, e-mail, password) where null means unchanged', async () => {
    const own = await signIn('kimtech', 'Green2026!')
    const res = await call(userById.PUT, `/api/v1/users/${createdSeq}`, {
      method: 'PUT',
      token: own.accessToken,
      query: { updateKind: 'private' },
      params: { id: String(createdSeq) },
      contents: {
        userName: '김기술2',
        userDeptName: null,
        userEmail: null,
        userPassword: null,
        displayName: '무시됨',
        accountStatus: 'suspended',
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({
      userName: '김기술2',
      userDeptName: '인증사업부',
      userEmail: 'kim@greenclimate.or.kr',
      displayName: '김기술',
      accountStatus: 'active',
    })
  })

  it('refuses private updates of someone else by an account without the accounts permission', async () => {
    const own = await signIn('kimtech', 'Green2026!')
    const res = await call(userById.PUT, `/api/v1/users/${superSeq}`, {
      method: 'PUT',
      token: own.accessToken,
      query: { updateKind: 'private' },
      params: { id: String(superSeq) },
      contents: { userName: '해커' },
    })
    expect(res.status).toBe(403)
    expect(res.body.error.message).toBe('본인의 정보만 수정할 수 있습니다.')
  })

  it('updates with updateKind=admin: status, group, display name and domains; an empty string clears', async () => {
    const res = await call(userById.PUT, `/api/v1/users/${createdSeq}`, {
      method: 'PUT',
      token: superToken,
      query: { updateKind: 'admin' },
      params: { id: String(createdSeq) },
      contents: { authGroupSeq: 3, displayName: '기술팀 김', mainDomain: '', subDomain: 'sub.greenclimate.or.kr' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({
      authGroupSeq: 3,
      authGroupName: '편집자',
      displayName: '기술팀 김',
      mainDomain: null,
      subDomain: 'sub.greenclimate.or.kr',
    })
    const badKind = await call(userById.PUT, `/api/v1/users/${createdSeq}`, {
      method: 'PUT',
      token: superToken,
      query: { updateKind: 'other' },
      params: { id: String(createdSeq) },
      contents: {},
    })
    expect(badKind.status).toBe(400)
    expect(badKind.body.error.message).toBe("updateKind는 'private' 또는 'admin'이어야 합니다.")
  })

  it('never lets an account change its own group or status', async () => {
    const res = await call(userById.PUT, `/api/v1/users/${superSeq}`, {
      method: 'PUT',
      token: superToken,
      query: { updateKind: 'admin' },
      params: { id: String(superSeq) },
      contents: { accountStatus: 'suspended' },
    })
    expect(res.status).toBe(403)
    expect(res.body.error.message).toBe('자신의 권한 그룹이나 계정 상태는 바꿀 수 없습니다.')
  })

  it('validates the current password of the caller', async () => {
    const own = await signIn('kimtech', 'Green2026!')
    const ok = await call(validatePass.GET, `/api/v1/users/${createdSeq}/validate-pass`, {
      token: own.accessToken,
      params: { id: String(createdSeq) },
      query: { userPassword: 'Green2026!' },
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ valid: true })
    const wrong = await call(validatePass.GET, `/api/v1/users/${createdSeq}/validate-pass`, {
      token: own.accessToken,
      params: { id: String(createdSeq) },
      query: { userPassword: 'Other2026!' },
    })
    expect(wrong.body).toEqual({ valid: false })
    const other = await call(validatePass.GET, `/api/v1/users/${superSeq}/validate-pass`, {
      token: own.accessToken,
      params: { id: String(superSeq) },
      query: { userPassword: testPassword },
    })
    expect(other.status).toBe(403)
  })

  it('changing the password ends the sessions and refresh tokens of the account', async () => {
    const own = await signIn('kimtech', 'Green2026!')
    const res = await call(userById.PUT, `/api/v1/users/${createdSeq}`, {
      method: 'PUT',
      token: own.accessToken,
      query: { updateKind: 'private' },
      params: { id: String(createdSeq) },
      contents: { userPassword: 'Newer2026!' },
    })
    expect(res.status).toBe(200)
    const again = await call(userById.GET, `/api/v1/users/${createdSeq}`, {
      token: own.accessToken,
      params: { id: String(createdSeq) },
    })
    expect(again.status).toBe(401)
    const refreshed = await call(refresh.POST, '/api/v1/token/refresh', {
      method: 'POST',
      query: { refreshToken: own.refreshToken },
    })
    expect(refreshed.status).toBe(401)
    await signIn('kimtech', 'Newer2026!')
  })

  it('signs out: the refresh token and the access token stop working', async () => {
    const own = await signIn('kimtech', 'Newer2026!')
    const out = await call(signout.POST, '/api/v1/signout', {
      method: 'POST',
      token: own.accessToken,
      form: { refreshToken: own.refreshToken },
    })
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ signedOut: true })
    const after = await call(userById.GET, `/api/v1/users/${createdSeq}`, {
      token: own.accessToken,
      params: { id: String(createdSeq) },
    })
    expect(after.status).toBe(401)
    const refreshed = await call(refresh.POST, '/api/v1/token/refresh', {
      method: 'POST',
      json: { refreshToken: own.refreshToken },
    })
    expect(refreshed.status).toBe(401)
  })

  it('deletes a user by userSeq, never oneself, and answers 404 for an unknown one', async () => {
    const self = await call(users.DELETE, '/api/v1/users', {
      method: 'DELETE',
      token: superToken,
      query: { userSeq: superSeq },
    })
    expect(self.status).toBe(403)
    expect(self.body.error.message).toBe('자기 자신의 계정은 삭제할 수 없습니다.')
    const res = await call(users.DELETE, '/api/v1/users', {
      method: 'DELETE',
      token: superToken,
      query: { userSeq: createdSeq },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ userSeq: createdSeq, deleted: true })
    const again = await call(users.DELETE, '/api/v1/users', {
      method: 'DELETE',
      token: superToken,
      query: { userSeq: createdSeq },
    })
    expect(again.status).toBe(404)
  })

  it('wrote the audit trail: sign-ins, failures, changes and deletion with account and IP', async () => {
    const { docs } = await payload.find({ collection: 'audit-logs', limit: 500, overrideAccess: true, depth: 0 })
    const actions = new Set(docs.map((d) => d.action))
    for (const action of ['signin', 'signin-failed', 'signout', 'create', 'account-change', 'delete']) {
      expect(actions.has(action as never), action).toBe(true)
    }
    const failed = docs.find((d) => d.action === 'signin-failed')
    expect(failed).toMatchObject({ actorUserId: 'admin', ip: '203.0.113.99' })
    const deleted = docs.find((d) => d.action === 'delete' && d.targetCollection === 'users')
    expect(deleted).toMatchObject({ actorUserId: 'admin', ip: '203.0.113.10' })
    expect(JSON.stringify(docs)).not.toContain(testPassword)
  })
})
