import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload, dialect } from '../support/test-payload'

let payload: Payload

beforeAll(async () => {
  payload = await createTestPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

/**
 * Many requests writing at once in one server process, the way a busy Q&A board does: each counts a rate limit (a
 * raw write), saves a record (a Payload transaction) and counts again. On SQLite this once refused most saves at
 * once and could lose a saved one without an error; src/lib/sqlite-write-lock.ts queues them.
 */
describe(`concurrent writes in one process on ${dialect}`, () => {
  it('stores every one of 40 concurrent saves made between rate-limit counts, and refuses none', async () => {
    const { hitRateLimit } = await import('@/modules/security/rate-limit')
    const saved: (number | string)[] = []
    const errors: string[] = []
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        try {
          await hitRateLimit({ payload, scope: 'concurrency', key: `a${i % 5}`, limit: 1000, windowMs: 60_000 })
          const doc = await payload.create({
            collection: 'qna-categories',
            overrideAccess: true,
            data: { name: `동시 저장 ${i}` },
          })
          saved.push(doc.id)
          await hitRateLimit({ payload, scope: 'concurrency', key: `b${i % 7}`, limit: 1000, windowMs: 60_000 })
        } catch (error) {
          errors.push(error instanceof Error ? error.message.slice(0, 200) : String(error))
        }
      }),
    )
    expect(errors).toEqual([])
    expect(saved).toHaveLength(40)
    const stored = await payload.find({ collection: 'qna-categories', overrideAccess: true, limit: 100 })
    expect(stored.docs.map((d) => d.id).sort()).toEqual([...saved].sort())
  })
})
