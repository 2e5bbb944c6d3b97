import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reusePreparedStatements, statementReuseStats } from '../../src/lib/libsql-statement-reuse.ts'

/**
 * SQLite statements compiled once per connection (src/lib/libsql-statement-reuse.ts), through the client Payload's
 * adapter uses. This is where an upgrade of `@libsql/client` or `libsql` that stops calling the driver's `prepare` per
 * statement, or makes a kept statement answer differently, fails loudly.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'statement-reuse-'))
const client = createClient({ url: `file:${path.join(dir, 'reuse.db')}` })

beforeAll(async () => {
  reusePreparedStatements()
  await client.execute('CREATE TABLE notices (id INTEGER PRIMARY KEY, title TEXT NOT NULL UNIQUE, views INTEGER)')
})
afterAll(() => {
  client.close()
  rmSync(dir, { recursive: true, force: true })
})

const titlesAfter = (id: number) =>
  client.execute({ sql: 'SELECT id, title FROM notices WHERE id > ? ORDER BY id', args: [id] })

describe('prepared statements kept per connection', () => {
  it('compiles a repeated statement once and answers each run with its own arguments', async () => {
    for (const title of ['공지 1', '공지 2', '공지 3'])
      await client.execute({ sql: 'INSERT INTO notices (title, views) VALUES (?, ?)', args: [title, 0] })
    const before = statementReuseStats()
    const all = await titlesAfter(0)
    const later = await titlesAfter(2)
    const after = statementReuseStats()
    expect(all.rows.map((row) => row.title)).toEqual(['공지 1', '공지 2', '공지 3'])
    expect(all.columns).toEqual(['id', 'title'])
    expect(later.rows.map((row) => [row.id, row.title])).toEqual([[3, '공지 3']])
    expect(after.compiled - before.compiled).toBe(1)
    expect(after.reused - before.reused).toBe(1)
  })

  it('reports a write and its new row id on every reuse, and keeps working after a failed one', async () => {
    const insert = { sql: 'INSERT INTO notices (title, views) VALUES (?, ?)', args: ['공지 4', 0] }
    const first = await client.execute(insert)
    expect(first.rowsAffected).toBe(1)
    await expect(client.execute(insert)).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_CONSTRAINT/) })
    const next = await client.execute({ ...insert, args: ['공지 5', 7] })
    expect(next.rowsAffected).toBe(1)
    expect(Number(next.lastInsertRowid)).toBe(Number(first.lastInsertRowid) + 1)
    const update = await client.execute({ sql: 'UPDATE notices SET views = views + 1 WHERE id <= ?', args: [2] })
    expect(update.rowsAffected).toBe(2)
  })

  it('keeps transactions apart: a rolled-back write is gone and a committed one is read by the next query', async () => {
    const rolledBack = await client.transaction('write')
    await rolledBack.execute({ sql: 'INSERT INTO notices (title, views) VALUES (?, ?)', args: ['취소될 공지', 0] })
    await rolledBack.rollback()
    const committed = await client.transaction('write')
    await committed.execute({ sql: 'INSERT INTO notices (title, views) VALUES (?, ?)', args: ['남는 공지', 0] })
    await committed.commit()
    const titles = (await titlesAfter(0)).rows.map((row) => row.title)
    expect(titles).toContain('남는 공지')
    expect(titles).not.toContain('취소될 공지')
  })

  it('answers with the columns of the moment after a migration adds one', async () => {
    const star = 'SELECT * FROM notices WHERE id = ?'
    const named = 'SELECT id, title FROM notices WHERE id = ?'
    const counted = 'SELECT count(*) AS total FROM notices'
    const run = async () => {
      const [all, some, total] = await Promise.all(
        [star, named, counted].map((sql) => client.execute({ sql, args: sql === counted ? [] : [1] })),
      )
      if (!all || !some || !total) throw new Error('a statement gave no result')
      return [all, some, total] as const
    }
    const before = await run()
    expect(before[0].columns).not.toContain('summary')
    await client.execute('ALTER TABLE notices ADD COLUMN summary TEXT')
    await client.execute({ sql: 'UPDATE notices SET summary = ? WHERE id = ?', args: ['요약', 1] })
    const stats = statementReuseStats()
    const after = await run()
    expect(after[0].columns).toContain('summary')
    expect(after[0].rows[0]?.summary).toBe('요약')
    expect(after[1].rows[0]?.title).toBe('공지 1')
    expect(Number(after[2].rows[0]?.total)).toBe(Number(before[2].rows[0]?.total))
    // The ALTER dropped what the connection kept: each is compiled again, and none was reused stale.
    expect(statementReuseStats().reused - stats.reused).toBe(0)
  })

  it('keeps statements whose result columns are named, counts and subqueries with a star included', async () => {
    const stats = statementReuseStats()
    const nested =
      'SELECT (SELECT json_group_array(title) FROM (SELECT * FROM notices n WHERE n.id <= ? ORDER BY n.id)) AS titles'
    let titles = ''
    for (let n = 0; n < 3; n++) {
      await client.execute({ sql: 'SELECT count(*) AS total FROM notices WHERE views >= ?', args: [0] })
      await client.execute({ sql: 'SELECT n.* FROM notices n WHERE n.id = ?', args: [1] })
      titles = String((await client.execute({ sql: nested, args: [2] })).rows[0]?.titles)
    }
    const after = statementReuseStats()
    expect(JSON.parse(titles)).toEqual(['공지 1', '공지 2'])
    // The count and the subquery are compiled once and reused twice; `n.*` is compiled all three times.
    expect(after.compiled - stats.compiled).toBe(5)
    expect(after.reused - stats.reused).toBe(4)
  })
})
