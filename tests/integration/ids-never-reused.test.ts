import { sql } from 'drizzle-orm'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPost } from '../support/board-fixtures'
import { createTestPayload, dialect } from '../support/test-payload'

/**
 * The id of a deleted row is never handed out again: a link, bookmark or unlock kept for a deleted post must not
 * open the next one written. PostgreSQL's serial ids already behave so; SQLite needs AUTOINCREMENT (migration
 * ids_never_reused).
 */
let payload: Payload
let categoryId: number
let serial = 0

beforeAll(async () => {
  payload = await createTestPayload()
  const category = await payload.create({ collection: 'qna-categories', data: { name: '인증', order: 1 } })
  categoryId = category.id
})

afterAll(async () => {
  await payload?.destroy()
})

/** One new row of each collection the site shows by id, with the least data it takes. */
const newRow: Partial<Record<CollectionSlug, () => Promise<{ id: number | string }>>> = {
  qna: () =>
    payload.create({
      collection: 'qna',
      overrideAccess: true,
      data: {
        category: categoryId,
        title: `질문 ${++serial}`,
        content: '질문 내용입니다.',
        name: '홍길동',
        email: 'hong@example.com',
        passwordHash: 'not-a-real-hash',
        status: 'waiting',
        consent: { version: 'v1', agreedAt: new Date().toISOString() },
      },
    }),
  'qna-categories': () =>
    payload.create({ collection: 'qna-categories', overrideAccess: true, data: { name: `분류 ${++serial}` } }),
  posts: () => createPost(payload, { boardSeq: 1, title: `글 ${++serial}` }),
  pages: () =>
    payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { path: `test/page-${++serial}`, title: `쪽 ${serial}` },
    }),
  subscribers: () =>
    payload.create({
      collection: 'subscribers',
      overrideAccess: true,
      data: { email: `reader${++serial}@example.com`, status: 'pending' },
    }),
  users: () =>
    payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        username: `user${++serial}`,
        email: `user${serial}@example.com`,
        password: 'Passw0rd!ids',
        userName: '사용자',
      },
    }),
}

describe(`ids of deleted rows on ${dialect}`, () => {
  for (const [collection, create] of Object.entries(newRow) as Array<[CollectionSlug, () => Promise<{ id: number }>]>) {
    it(`gives a new ${collection} row a higher id than the newest one deleted`, async () => {
      await create()
      const newest = await create()
      await payload.delete({ collection, id: newest.id, overrideAccess: true })
      const next = await create()
      expect(Number(next.id)).toBeGreaterThan(Number(newest.id))
    })
  }

  it('generates every integer id from a counter that never goes back', async () => {
    const { rawDbOf, rawRows } = await import('@/lib/raw-sql')
    const db = rawDbOf(payload)
    if (dialect === 'sqlite') {
      const tables = await rawRows(db, sql`SELECT name, sql FROM sqlite_schema WHERE type = 'table'`)
      const withIntegerId = tables.filter((t) => /[`"]id[`"]\s+integer\s+PRIMARY\s+KEY/i.test(String(t.sql)))
      expect(withIntegerId.length).toBeGreaterThan(40)
      const plain = withIntegerId.filter((t) => !/PRIMARY\s+KEY\s+AUTOINCREMENT/i.test(String(t.sql)))
      expect(plain.map((t) => t.name)).toEqual([])
      expect(await rawRows(db, sql`PRAGMA foreign_key_check`)).toEqual([])
    } else {
      const ids = await rawRows(
        db,
        sql`SELECT table_name, column_default, is_identity FROM information_schema.columns
            WHERE table_schema = 'public' AND column_name = 'id' AND data_type IN ('integer', 'bigint')`,
      )
      expect(ids.length).toBeGreaterThan(40)
      const plain = ids.filter((c) => !String(c.column_default ?? '').startsWith('nextval(') && c.is_identity !== 'YES')
      expect(plain.map((c) => c.table_name)).toEqual([])
    }
  })
})
