// No 'server-only': the Payload config (and so the CLI) loads this through src/lib/database.ts.
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

/**
 * SQLite lets one connection write at a time, and the libsql client opens a fresh connection for each Payload
 * transaction without a busy timeout: two saves in one process at the same moment made the second fail at once
 * ("cannot begin transaction: SQLITE_BUSY"), and a write outside a transaction beside another request's transaction
 * could fail or, at commit, be lost without an error (Payload's commit swallows a failed COMMIT). A busy timeout is
 * no cure inside one process: libsql waits synchronously, freezing the event loop the lock holder needs to finish.
 *
 * So the process keeps its own queue: every SQLite transaction, and every raw write outside one, waits its turn
 * here (asynchronously). Several processes on one SQLite file still rely on SQLite's own locking; production with
 * several servers uses PostgreSQL, where none of this applies.
 */
const waitLimitMs = 15_000

let tail: Promise<void> = Promise.resolve()

/** Waits for the previous writer, then holds the lock until the returned function is called. */
export function acquireSqliteWriteLock(): Promise<() => void> {
  let release!: () => void
  const mine = new Promise<void>((resolve) => {
    release = resolve
  })
  const previous = tail
  tail = previous.then(() => mine)
  let released = false
  const releaseOnce = () => {
    if (released) return
    released = true
    release()
  }
  // A writer that never releases (a bug elsewhere) must not stop the site: after the wait limit the next writer goes
  // ahead and meets SQLite's own locking, as it would without the queue.
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, waitLimitMs).unref())
  return Promise.race([previous, timeout]).then(() => releaseOnce)
}

/** Runs one raw write (outside Payload's transactions) in turn with every other write of this process. */
export async function withSqliteWriteLock<T>(write: () => Promise<T>): Promise<T> {
  const release = await acquireSqliteWriteLock()
  try {
    return await write()
  } finally {
    release()
  }
}

type TransactionAdapter = Pick<BaseDatabaseAdapter, 'beginTransaction' | 'commitTransaction' | 'rollbackTransaction'>

/** Puts every transaction of a SQLite adapter through the write queue: begin waits, commit or rollback releases. */
export function queueSqliteTransactions(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args) as ReturnType<typeof init> & TransactionAdapter
      const held = new Map<string, () => void>()
      const begin = adapter.beginTransaction
      const commit = adapter.commitTransaction
      const rollback = adapter.rollbackTransaction
      const releaseFor = async (id: unknown) => {
        const key = String(id instanceof Promise ? await id : id)
        held.get(key)?.()
        held.delete(key)
      }
      adapter.beginTransaction = async function (this: unknown, options) {
        const release = await acquireSqliteWriteLock()
        try {
          const id = await begin.call(this, options)
          if (id === null || id === undefined) release()
          else held.set(String(id), release)
          return id
        } catch (error) {
          release()
          throw error
        }
      }
      adapter.commitTransaction = async function (this: unknown, id) {
        try {
          return await commit.call(this, id)
        } finally {
          await releaseFor(id)
        }
      }
      adapter.rollbackTransaction = async function (this: unknown, id) {
        try {
          return await rollback.call(this, id)
        } finally {
          await releaseFor(id)
        }
      }
      return adapter
    },
  }
}

/** A raw write of the given Payload instance: queued on SQLite, straight through on PostgreSQL. */
export function inWriteTurn<T>(payload: { db: { name?: string } }, write: () => Promise<T>): Promise<T> {
  return payload.db.name === 'sqlite' ? withSqliteWriteLock(write) : write()
}
