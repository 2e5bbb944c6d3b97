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

  it('lets a request that holds a transaction write outside it without waiting for itself', async () => {
    // Payload's forgot-password writes outside the transaction it has opened, and hooks write with the Local API
    // without passing `req`: on SQLite each of these once waited for the write turn its own request held (15 s, then
    // "database is locked"). Now they join the turn: they finish at once and commit with the transaction.
    const { createLocalReq, initTransaction, commitTransaction } = await import('payload')
    const { hitRateLimit } = await import('@/modules/security/rate-limit')
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    const started = performance.now()
    const inside = await payload.create({ collection: 'qna-categories', data: { name: '트랜잭션 안 저장' }, req })
    const outside = await payload.create({ collection: 'qna-categories', data: { name: '요청 없이 저장' } })
    await payload.db.updateOne({ collection: 'qna-categories', id: outside.id, data: { order: 7 } })
    await hitRateLimit({ payload, scope: 'self-wait', key: 'x', limit: 10, windowMs: 60_000 })
    await commitTransaction(req)
    const elapsed = performance.now() - started
    expect(elapsed).toBeLessThan(3000)
    const stored = await payload.find({
      collection: 'qna-categories',
      where: { id: { in: [inside.id, outside.id] } },
      overrideAccess: true,
    })
    expect(stored.docs.map((doc) => doc.order ?? 0).sort()).toEqual([0, 7])
  })
})
