import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, ApiClientError, createApiClient, memoryTokenStore } from '@/lib/api-client'
import { siteOrigin, testPassword } from '../support/api'
import { routeFetch } from '../support/route-fetch'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/** The typed client against the real route handlers (spec §7 calls), as an integrator would use it. */
describe(`typed API client against the route handlers on ${dialect}`, () => {
  let payload: Payload
  let sent: Request[]
  let fetch: typeof globalThis.fetch

  const client = (options: Parameters<typeof createApiClient>[0] = {}): ApiClient =>
    createApiClient({ baseUrl: siteOrigin, fetch, tokenStore: memoryTokenStore(), wait: async () => {}, ...options })

  beforeAll(async () => {
    payload = await createSeededPayload()
    const routes = routeFetch()
    sent = []
    fetch = async (input, init) => {
      sent.push(new Request(input, init))
      return routes(input, init)
    }
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('makes no call and says "다시 로그인 해주세요." before signing in', async () => {
    const before = sent.length
    const error = await client()
      .users.list()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiClientError)
    expect(error).toMatchObject({ status: 401, message: '다시 로그인 해주세요.', sent: false })
    expect(sent.length).toBe(before)
  })

  it('signs in, keeps the tokens and manages accounts with typed calls', async () => {
    const api = client()
    const tokens = await api.signIn({ userId: 'admin', password: testPassword })
    expect(tokens.refreshTokenExpiresIn).toBe(14 * 24 * 60 * 60)
    expect(await api.tokenStore?.getAccessToken()).toBe(tokens.accessToken)

    const created = await api.users.create({
      userId: 'clienttest',
      userPassword: 'Client1!pass',
      userName: '클라이언트',
      authGroupSeq: 2,
      userEmail: 'client@greenclimate.or.kr',
    })
    expect(created).toMatchObject({ userId: 'clienttest', userName: '클라이언트', accountStatus: 'active', useYn: 'Y' })
    expect(await api.users.checkId('clienttest')).toMatchObject({ available: false })

    const list = await api.users.list({ searchKind: 'userId', searchText: 'clienttest' })
    expect(list.items.map((u) => u.userSeq)).toEqual([created.userSeq])
    expect(list.total).toBe(1)

    const updated = await api.users.update(created.userSeq, 'admin', { displayName: '표시 이름', userDeptName: null })
    expect(updated.displayName).toBe('표시 이름')
    expect((await api.users.get(created.userSeq)).displayName).toBe('표시 이름')
    expect(await api.users.validatePassword(tokens.userSeq, testPassword)).toEqual({ valid: true })

    await expect(api.users.remove(created.userSeq)).resolves.toEqual({ userSeq: created.userSeq, deleted: true })
    await expect(api.users.get(created.userSeq)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' })
  })

  it('sends the spec multipart `contents` where asked, and calls any documented operation by operationId', async () => {
    const api = client()
    await api.signIn({ userId: 'admin', password: testPassword })
    const created = await api.request<{ userSeq: number }>('/api/v1/users', {
      method: 'POST',
      contents: { userId: 'multipart1', userPassword: 'Client1!pass', userName: '멀티파트', authGroupSeq: 2 },
    })
    expect(sent.at(-1)?.headers.get('content-type')).toMatch(/^multipart\/form-data/)
    const viaCatalogue = await api.call<{ userId: string }>('getUser', { params: { id: created.userSeq } })
    expect(viaCatalogue.userId).toBe('multipart1')
    const csrf = await api.call<{ csrfToken: string }>('authCsrf')
    expect(csrf.csrfToken).toBeTypeOf('string')
  })

  it('surfaces the API error shape as ApiClientError, in English when the client asks', async () => {
    const api = client()
    await api.signIn({ userId: 'admin', password: testPassword })
    const duplicate = await api.users
      .create({ userId: 'admin', userPassword: 'Client1!pass', userName: '중복', authGroupSeq: 2 })
      .catch((e: unknown) => e)
    expect(duplicate).toMatchObject({ status: 409, code: 'CONFLICT', message: '이미 사용 중인 아이디입니다.' })
    expect((duplicate as ApiClientError).details).toEqual([{ path: 'userId', message: '이미 사용 중인 아이디입니다.' }])

    const english = client({ language: 'en', tokenStore: api.tokenStore })
    const invalid = await english.users.list({ pageSize: 500 }).catch((e: unknown) => e)
    expect(invalid).toMatchObject({
      status: 400,
      code: 'INVALID_INPUT',
      message: 'pageSize must be between 1 and 100.',
    })
    const wrong = await english.signIn({ userId: 'admin', password: 'Wrong123!' }).catch((e: unknown) => e)
    expect(wrong).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'The ID or password is incorrect.',
    })
  })

  it('refreshes and signs out; the old access token stops working on the server', async () => {
    const api = client()
    await api.signIn({ userId: 'admin', password: testPassword })
    const next = await api.refresh()
    const kept = client({ tokenStore: memoryTokenStore({ accessToken: next.accessToken }) })
    await expect(kept.users.checkId('free-id')).resolves.toMatchObject({ available: true })
    await expect(api.signOut()).resolves.toEqual({ signedOut: true })
    await expect(api.users.list()).rejects.toMatchObject({ status: 401, sent: false })
    await expect(kept.users.list()).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED', sent: true })
  })
})
