import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Client, createClient } from '@libsql/client'
import Database from 'libsql'
import { afterAll, describe, expect, it } from 'vitest'
import { reusePreparedStatements } from '../../src/lib/libsql-statement-reuse.ts'
import { createSqliteClient, isLockFailure } from '../../src/lib/sqlite-client.ts'
import { databaseLockFailures, resetWorkerHealth } from '../../src/lib/worker-health.ts'

/**
 * The SQLite client Payload's adapter is given (src/lib/sqlite-client.ts), against `@libsql/client` itself at the
 * driver level. The faults it mends are the client's (docs/libsql-client-report.md): these tests fail on the plain
 * client, and fail loudly if an upgrade changes what they rest on.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-client-'))
const clients: Client[] = []
afterAll(() => {
  for (const client of clients) client.close()
  rmSync(dir, { recursive: true, force: true })
})

let files = 0
async function database() {
  const url = `file:${path.join(dir, `db-${++files}.db`)}`
  const setup = createClient({ url })
  await setup.execute('PRAGMA journal_mode = WAL')
  await setup.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)')
  setup.close()
  return url
}

const track = <T extends Client>(client: T) => {
  clients.push(client)
  return client
}

const busyTimeoutOf = async (client: Client) =>
  Number((await client.execute('PRAGMA busy_timeout')).rows[0]?.[0] ?? Number.NaN)

/**
 * Another process takes the write lock and holds it until told to let go; resolves once it holds it, with `release`
 * (commits, resolves when the process has ended) and `releaseAfter(ms)`.
 */
async function lockHeldElsewhere(url: string) {
  const file = url.replace(/^file:/, '')
  const script = `
    const Database = require(${JSON.stringify(createRequire(import.meta.url).resolve('libsql'))})
    const db = new Database(${JSON.stringify(file)})
    db.exec('BEGIN IMMEDIATE'); db.exec("INSERT INTO notes (body) VALUES ('elsewhere')")
    process.stdout.write('locked\\n')
    const commit = () => { db.exec('COMMIT'); process.exit(0) }
    process.stdin.once('data', (line) => (String(line).startsWith('later') ? setTimeout(commit, 250) : commit()))`
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] })
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()))
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const release = () => {
    child.stdin.write('go\n')
    return ended
  }
  // For a caller about to block its thread in a busy wait: the other process lets go on its own timer.
  const releaseSoon = () => {
    child.stdin.write('later\n')
    return ended
  }
  return { release, releaseSoon }
}

describe('every connection waits for another process’s lock', () => {
  it('the plain client forgets the busy timeout after its first transaction (the fault)', async () => {
    const client = track(createClient({ url: await database() }))
    await client.execute('PRAGMA busy_timeout = 5000')
    expect(await busyTimeoutOf(client)).toBe(5000)
    const transaction = await client.transaction('write')
    await transaction.commit()
    expect(await busyTimeoutOf(client)).toBe(0)
  })

  it('this client keeps it on every connection it opens', async () => {
    const client = track(createSqliteClient({ url: await database() }, { busyTimeoutMs: 4321 }))
    expect(await busyTimeoutOf(client)).toBe(4321)
    for (let i = 0; i < 3; i++) {
      const transaction = await client.transaction('write')
      await transaction.execute("INSERT INTO notes (body) VALUES ('in turn')")
      await transaction.commit()
      expect(await busyTimeoutOf(client)).toBe(4321)
    }
  })

  it('so a write after a transaction waits for another process instead of failing at once', async () => {
    const url = await database()
    const plain = track(createClient({ url }))
    await plain.execute('PRAGMA busy_timeout = 5000')
    await (await plain.transaction('write')).commit()
    const ours = track(createSqliteClient({ url }, { busyTimeoutMs: 5000 }))
    await (await ours.transaction('write')).commit()

    const lock = await lockHeldElsewhere(url)
    const plainWrite = await plain.execute("INSERT INTO notes (body) VALUES ('plain')").then(
      () => 'written',
      (error) => String(error.code),
    )
    expect(plainWrite).toBe('SQLITE_BUSY')
    const released = lock.releaseSoon()
    const ourWrite = await ours.execute("INSERT INTO notes (body) VALUES ('ours')").then(
      () => 'written',
      (error) => String(error.code),
    )
    expect(ourWrite).toBe('written')
    await released
    const rows = await ours.execute('SELECT body FROM notes ORDER BY id')
    expect(rows.rows.map((row) => row.body)).toEqual(['elsewhere', 'ours'])
  })
})

describe('a connection that met a lock failure is replaced', () => {
  it('answers the next call on a new connection, counted as a lock failure', async () => {
    resetWorkerHealth()
    const url = await database()
    const client = track(createSqliteClient({ url }, { busyTimeoutMs: 0 }))
    // A setting that lives on the connection tells whether it is the same one.
    await client.execute('PRAGMA cache_size = 1234')
    expect((await client.execute('PRAGMA cache_size')).rows[0]?.[0]).toBe(1234)

    const lock = await lockHeldElsewhere(url)
    const failed = await client.transaction('write').then(
      () => null,
      (error) => error,
    )
    expect(isLockFailure(failed)).toBe(true)
    expect(databaseLockFailures()).toBe(1)
    await lock.release()

    expect((await client.execute('PRAGMA cache_size')).rows[0]?.[0]).not.toBe(1234)
    const transaction = await client.transaction('write')
    await transaction.execute("INSERT INTO notes (body) VALUES ('after')")
    await transaction.commit()
    expect((await client.execute('SELECT count(*) AS n FROM notes')).rows[0]?.n).toBe(2)
  })
})

describe('a kept statement whose run failed is not kept', () => {
  it('compiles the statement again after a failure instead of reusing the failed one', () => {
    reusePreparedStatements()
    const file = path.join(dir, 'kept.db')
    const holder = new Database(file)
    holder.exec('PRAGMA journal_mode = WAL')
    holder.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)')
    const writer = new Database(file)
    const sql = "INSERT INTO notes (body) VALUES ('kept')"
    const first = writer.prepare(sql)
    expect(writer.prepare(sql)).toBe(first)

    holder.exec('BEGIN IMMEDIATE')
    expect(() => writer.prepare(sql).run()).toThrow(/locked/)
    holder.exec('COMMIT')

    const next = writer.prepare(sql)
    expect(next).not.toBe(first)
    next.run()
    expect(writer.prepare('SELECT count(*) AS n FROM notes').get()).toEqual({ n: 1 })
    holder.close()
    writer.close()
  })
})
