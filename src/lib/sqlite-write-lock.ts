// No 'server-only': the Payload config (and so the CLI) loads this through src/lib/database.ts.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'
import { acquireClusterWriteTurn } from './cluster'

/**
 * SQLite lets one connection write at a time. The libsql client runs each Payload transaction on a connection of its
 * own (BEGIN IMMEDIATE, so it holds the write lock from the start) and everything else on another one, and it waits
 * for a lock synchronously: a busy timeout would freeze the event loop the lock holder needs to finish. So the process
 * keeps its own asynchronous queue: one turn at a time, for a transaction from begin to commit or rollback, or for
 * one write outside a transaction.
 *
 * A queue alone deadlocks on the work a turn's holder does itself: Payload's forgot-password writes a reservation
 * outside the transaction it has just opened, and hooks create audit rows or count rate limits with the Local API
 * without passing `req`. Each of those would wait for the turn its own request holds (or, outside the queue, meet
 * the transaction's lock and fail with "database is locked"). So the turn belongs to an async call chain
 * (AsyncLocalStorage): everything that chain does while it holds the turn, with or without its `req`, joins the turn:
 *
 * - a database call without the transaction runs inside it (it sees the transaction's own writes and commits or
 *   rolls back with it);
 * - a transaction begun inside it (a nested Local API call) joins the open one rather than opening a second;
 * - a raw write (`inWriteTurn`, `rawDbOf`) runs on the transaction's connection.
 *
 * The worker processes of one server take the same turns through their primary (src/lib/cluster.ts); other processes
 * on the file (a command run beside the server) rely on SQLite's own locking; several servers use PostgreSQL, where
 * none of this applies (docs/decisions/0010-sqlite-write-queue.md).
 */
const waitLimitMs = 15_000

/**
 * The turn a call chain holds: a transaction's id, or none for a single write outside a transaction; and the error of
 * its COMMIT when that failed (src/lib/sqlite-client.ts notes it: Payload would swallow it).
 */
type Turn = { transactionId?: string; open: boolean; commitError?: unknown }

/**
 * The queue and the chains' turns, once per process. Next bundles this file into several server chunks; with module
 * variables each copy had its own queue and its own AsyncLocalStorage, so a write made through one copy neither
 * waited for a turn taken through another nor saw that its own request held one (src/lib/cluster.ts says the same of
 * the workers' turn; tests/cluster/bundled-state.test.ts reads the build for this).
 */
type Queue = { turnOfChain: AsyncLocalStorage<Turn>; tail: Promise<void> }
const queueKey = Symbol.for('green-institute.sqlite-write-queue')
const queueStore = globalThis as typeof globalThis & { [queueKey]?: Queue }
queueStore[queueKey] ??= { turnOfChain: new AsyncLocalStorage<Turn>(), tail: Promise.resolve() }
const queue = queueStore[queueKey]
const turnOfChain = queue.turnOfChain

/** Waits for the previous writer, then holds the queue until the returned function is called. */
function acquire(): Promise<() => void> {
  let release!: () => void
  const mine = new Promise<void>((resolve) => {
    release = resolve
  })
  const previous = queue.tail
  queue.tail = previous.then(() => mine)
  let released = false
  const releaseOnce = () => {
    if (released) return
    released = true
    release()
  }
  // A writer that never releases (a bug elsewhere) must not stop the site: after the wait limit the next writer goes
  // ahead and meets SQLite's own locking, as it would without the queue.
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, waitLimitMs).unref())
  // Then, with several server processes on the file, the turn among them (src/lib/cluster.ts): this process's queue
  // first, so a process asks the others for one turn at a time.
  return Promise.race([previous, timeout])
    .then(() => acquireClusterWriteTurn(waitLimitMs, gaveUpWaiting))
    .then((releaseCluster) => () => {
      releaseCluster()
      releaseOnce()
    })
}

/** A turn held past the wait limit is a fault somewhere: the writer goes ahead, and says so. */
function gaveUpWaiting() {
  console.error(
    JSON.stringify({
      level: 'error',
      msg: `the SQLite write turn was not granted within ${waitLimitMs / 1000} s; writing without it`,
    }),
  )
}

/** Notes that the COMMIT of the transaction this call chain holds failed, so its commit reports it. */
export function noteCommitFailure(error: unknown) {
  const turn = heldTurn()
  if (turn) turn.commitError = error
}

/** The turn this call chain holds now, if any. */
function heldTurn(): Turn | undefined {
  const turn = turnOfChain.getStore()
  return turn?.open ? turn : undefined
}

/** Runs `write` holding a turn of its own, unless this call chain already holds one (then it is part of that turn). */
export async function withSqliteWriteLock<T>(write: () => Promise<T>): Promise<T> {
  if (heldTurn()) return write()
  const turn: Turn = { open: true }
  return turnOfChain.run(turn, async () => {
    const release = await acquire()
    try {
      return await write()
    } finally {
      turn.open = false
      release()
    }
  })
}

type DrizzleSessions = Record<string, { db: unknown } | undefined>

/** The transaction connection of the turn this call chain holds on `db`, if the turn is a transaction. */
export function turnTransactionDb<T>(db: { name?: string; sessions?: unknown }): T | undefined {
  if (db.name !== 'sqlite') return undefined
  const id = heldTurn()?.transactionId
  return id === undefined ? undefined : ((db.sessions as DrizzleSessions | undefined)?.[id]?.db as T | undefined)
}

/** A raw write of the given Payload instance: in turn on SQLite, straight through on PostgreSQL. */
export function inWriteTurn<T>(payload: { db: { name?: string } }, write: () => Promise<T>): Promise<T> {
  return payload.db.name === 'sqlite' ? withSqliteWriteLock(write) : write()
}

type TransactionAdapter = Pick<BaseDatabaseAdapter, 'beginTransaction' | 'commitTransaction' | 'rollbackTransaction'>
type AnyMethod = (this: unknown, args?: Record<string, unknown>) => Promise<unknown>

/** Adapter methods that change rows: outside a transaction they take a turn of their own. */
const writeMethods = new Set([
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
])

/** Adapter methods that only read: inside a held turn they read through its transaction, to see its writes. */
const readMethods = new Set([
  'count',
  'countGlobalVersions',
  'countVersions',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
])

/** `req` as the adapter should see it inside the held transaction `transactionId`. */
function requestInTransaction(req: unknown, transactionId: string): Record<string, unknown> {
  if (!req || typeof req !== 'object') return { transactionID: transactionId }
  // Payload's requests keep private fields (Request#headers): read through the original, override one property.
  return new Proxy(req as Record<string, unknown>, {
    get: (target, property) => (property === 'transactionID' ? transactionId : Reflect.get(target, property, target)),
    has: (target, property) => property === 'transactionID' || Reflect.has(target, property),
  })
}

async function hasOwnTransaction(req: unknown): Promise<boolean> {
  const id = (req as { transactionID?: unknown } | undefined)?.transactionID
  return Boolean(id instanceof Promise ? await id : id)
}

/**
 * Puts a SQLite adapter behind the write queue: begin waits for a turn and commit or rollback ends it; writes
 * outside a transaction take a turn of their own; and whatever a chain does while it holds a turn joins that turn.
 */
export function queueSqliteTransactions(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args) as ReturnType<typeof init> & TransactionAdapter & Record<string, unknown>
      const releases = new Map<string, { turn: Turn; release: () => void }>()
      const begin = adapter.beginTransaction
      const commit = adapter.commitTransaction
      const rollback = adapter.rollbackTransaction
      const end = async (id: unknown) => {
        const key = String(id instanceof Promise ? await id : id)
        const held = releases.get(key)
        if (!held) return
        releases.delete(key)
        held.turn.open = false
        held.release()
      }
      adapter.beginTransaction = function (this: unknown, options) {
        // A transaction begun inside a held turn is part of that turn's work: it joins the open transaction (its
        // caller then neither commits nor rolls back, Payload's convention for an id of null) instead of waiting for
        // a turn that cannot come before its own caller finishes.
        if (heldTurn()) return Promise.resolve(null)
        // Set synchronously, before the first await, so the caller's chain (and everything it goes on to do) holds it.
        const turn: Turn = { open: true }
        turnOfChain.enterWith(turn)
        return (async () => {
          const release = await acquire()
          try {
            const id = await begin.call(this, options)
            if (id === null || id === undefined) {
              turn.open = false
              release()
            } else {
              turn.transactionId = String(id)
              releases.set(String(id), { turn, release })
            }
            return id
          } catch (error) {
            turn.open = false
            release()
            throw error
          }
        })()
      }
      adapter.commitTransaction = async function (this: unknown, id) {
        const key = String(id instanceof Promise ? await id : id)
        const turn = releases.get(key)?.turn
        try {
          await commit.call(this, id)
        } finally {
          await end(id)
        }
        // Payload's commit swallows a failed COMMIT: the write would be acknowledged and lost.
        if (turn?.commitError) throw turn.commitError
      }
      adapter.rollbackTransaction = async function (this: unknown, id) {
        try {
          return await rollback.call(this, id)
        } finally {
          await end(id)
        }
      }
      for (const name of [...writeMethods, ...readMethods]) {
        const method = adapter[name] as AnyMethod | undefined
        if (typeof method !== 'function') continue
        adapter[name] = async function (this: unknown, methodArgs?: Record<string, unknown>) {
          if (await hasOwnTransaction(methodArgs?.req)) return method.call(this, methodArgs)
          const transactionId = heldTurn()?.transactionId
          if (transactionId !== undefined) {
            return method.call(this, { ...methodArgs, req: requestInTransaction(methodArgs?.req, transactionId) })
          }
          if (!writeMethods.has(name)) return method.call(this, methodArgs)
          return withSqliteWriteLock(() => method.call(this, methodArgs))
        }
      }
      return adapter
    },
  }
}
