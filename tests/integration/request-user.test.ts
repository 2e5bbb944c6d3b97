import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * A visitor without credentials is anonymous without `payload.auth()` (and its permissions of every collection);
 * everyone else is judged by `payload.auth()` exactly as before.
 */
let payload: Payload
let token = ''

beforeAll(async () => {
  payload = await createSeededPayload()
  const login = await payload.login({ collection: 'users', data: { username: 'admin', password: testPassword } })
  token = login.token ?? ''
  expect(token).not.toBe('')
})

afterAll(async () => {
  vi.restoreAllMocks()
  await payload?.destroy()
})

describe(`the user behind a request on ${dialect}`, () => {
  it('answers a visitor without a session cookie or Authorization header without payload.auth', async () => {
    const { requestUser } = await import('@/lib/request-user')
    const auth = vi.spyOn(payload, 'auth')
    const visitor = new Headers({ cookie: 'i18n_redirected=ko; viewed_posts=1.2', 'user-agent': 'Mozilla/5.0' })
    expect(await requestUser(payload, visitor)).toBeNull()
    expect(await requestUser(payload, new Headers())).toBeNull()
    expect(auth).not.toHaveBeenCalled()
    auth.mockRestore()
  })

  it('signs in the same staff member payload.auth does, and refuses a forged or expired session', async () => {
    const { requestUser } = await import('@/lib/request-user')
    const cookie = new Headers({ cookie: `${payload.config.cookiePrefix}-token=${token}`, 'sec-fetch-site': 'none' })
    const user = await requestUser(payload, cookie)
    expect(user?.id).toBe((await payload.auth({ headers: cookie })).user?.id)
    expect((user as { username?: string } | null)?.username).toBe('admin')
    const jwt = new Headers({ authorization: `JWT ${token}` })
    expect((await requestUser(payload, jwt))?.id).toBe(user?.id)
    const forged = new Headers({
      cookie: `${payload.config.cookiePrefix}-token=${token.slice(0, -4)}abcd`,
      'sec-fetch-site': 'none',
    })
    expect(await requestUser(payload, forged)).toBeNull()
    // A cross-site request carries the cookie but Payload does not take it from there; neither do we.
    const crossSite = new Headers({
      cookie: `${payload.config.cookiePrefix}-token=${token}`,
      'sec-fetch-site': 'cross-site',
    })
    expect(await requestUser(payload, crossSite)).toBeNull()
  })

  it('goes back to payload.auth for every request once a strategy reads something else', async () => {
    const { requestUser } = await import('@/lib/request-user')
    const strategies = (payload as unknown as { authStrategies: { name: string; authenticate: unknown }[] })
      .authStrategies
    const apiKey = { name: 'users-api-key', authenticate: async () => ({ user: null }) }
    strategies.unshift(apiKey)
    const auth = vi.spyOn(payload, 'auth')
    try {
      expect(await requestUser(payload, new Headers())).toBeNull()
      expect(auth).toHaveBeenCalledTimes(1)
    } finally {
      strategies.splice(strategies.indexOf(apiKey), 1)
      auth.mockRestore()
    }
  })
})
