import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hitRateLimit } from '@/modules/security/rate-limit'
import { createTestPayload, dialect } from '../support/test-payload'

describe(`rate limits on ${dialect}`, () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await createTestPayload()
  })
  afterAll(async () => {
    await payload.destroy()
  })

  it('allows exactly the limit even when the attempts arrive at once', async () => {
    const now = Date.UTC(2026, 10, 22, 3, 0, 0)
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        hitRateLimit({ payload, scope: 'burst', key: '203.0.113.9', limit: 10, windowMs: 60_000, now }),
      ),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(10)
    const refused = results.find((r) => !r.allowed)
    expect(refused?.remaining).toBe(0)
    expect(refused?.retryAfterSeconds).toBe(60)
  })

  it('counts each key on its own and starts afresh in the next window', async () => {
    const now = Date.UTC(2026, 10, 22, 4, 0, 0)
    const hit = (key: string, at: number) =>
      hitRateLimit({ payload, scope: 'signin', key, limit: 2, windowMs: 900_000, now: at })
    expect((await hit('a', now)).allowed).toBe(true)
    expect((await hit('a', now + 1000)).allowed).toBe(true)
    const third = await hit('a', now + 2000)
    expect(third.allowed).toBe(false)
    expect(third.retryAfterSeconds).toBe(898)
    expect((await hit('b', now + 2000)).allowed).toBe(true)
    expect((await hit('a', now + 900_000)).allowed).toBe(true)
  })
})
