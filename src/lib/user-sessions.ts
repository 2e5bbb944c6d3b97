// No 'server-only': the Payload config (and so the CLI) loads this through src/lib/database.ts.
import { sql } from 'drizzle-orm'
import type { DatabaseAdapterObj } from 'payload'

/**
 * Payload keeps an account's sign-in sessions as an array on its row and writes the whole array back whenever one
 * changes: a sign-in reads the account, adds its session and writes the list it read. Two sign-ins of one account at
 * the same moment both read the same list and the later write drops the earlier session (ten concurrent sign-ins left
 * one working token). The same write also carried back every other column it had read (failed-attempt counter, lock,
 * reset token), undoing what happened in between.
 *
 * So writes of an account's sessions are merged with the row as it is now, under the row's lock: the writer's list
 * wins for the sessions it adds, extends or removes; sessions it never saw — begun by another request after it read
 * the row — are kept; sessions it only carried over that another request ended meanwhile stay ended. What the writer
 * "knew" is the first list it read of that account in the same request (Payload reads the row through the same `req`
 * before every such write). A password change or an account leaving the active state ends every session, including
 * ones begun meanwhile. A write of the sessions alone (Payload marks it with `updatedAt: null`) writes nothing else.
 */
type Session = { id: string; expiresAt?: unknown; createdAt?: unknown }
type UserRow = { id: number | string; sessions?: Session[] | null; hash?: string | null; accountStatus?: string | null }
type Method = (args: Record<string, unknown>) => Promise<unknown>
type Adapter = Record<string, unknown> & {
  name?: string
  sessions?: Record<string, { db: { execute: (query: unknown) => Promise<unknown> } } | undefined>
  beginTransaction: (options?: unknown) => Promise<null | number | string>
  commitTransaction: (id: number | string | Promise<null | number | string>) => Promise<void>
  rollbackTransaction: (id: number | string | Promise<null | number | string>) => Promise<void>
}

/**
 * Session ids each request has seen of an account. Kept by the request's context object (shared by Payload's req
 * proxies; a sign-in reads the account before its transaction begins) and by the request's transaction (an update
 * reads and writes inside one, while the context object it carries may be replaced between the two).
 */
type Seen = {
  byContext: WeakMap<object, Map<string, Set<string>>>
  byTransaction: Map<string, { at: number; accounts: Map<string, Set<string>> }>
}
// Once per process, though Next bundles this file more than once (tests/cluster/bundled-state.test.ts).
const seenKey = Symbol.for('green-institute.user-sessions-seen')
const seenStore = globalThis as typeof globalThis & { [seenKey]?: Seen }
seenStore[seenKey] ??= { byContext: new WeakMap(), byTransaction: new Map() }
const { byContext: seenByContext, byTransaction: seenByTransaction } = seenStore[seenKey]
/** A transaction's entries outlive it only this long (a read that is never followed by a write of the sessions). */
const transactionEntryMs = 60_000

const contextOf = (req: unknown): object | undefined => {
  const context = (req as { context?: unknown } | undefined)?.context
  return context && typeof context === 'object' ? context : undefined
}

async function transactionOf(req: unknown): Promise<string | undefined> {
  const id = (req as { transactionID?: unknown } | undefined)?.transactionID
  const resolved = id instanceof Promise ? await id : id
  return resolved === undefined || resolved === null || resolved === '' ? undefined : String(resolved)
}

async function rememberSeen(req: unknown, accountId: string, sessionIds: Set<string>) {
  const context = contextOf(req)
  if (context) {
    const accounts = seenByContext.get(context) ?? new Map<string, Set<string>>()
    seenByContext.set(context, accounts)
    if (!accounts.has(accountId)) accounts.set(accountId, sessionIds)
  }
  const transaction = await transactionOf(req)
  if (transaction) {
    const now = Date.now()
    for (const [key, entry] of seenByTransaction) if (now - entry.at > transactionEntryMs) seenByTransaction.delete(key)
    const entry = seenByTransaction.get(transaction) ?? { at: now, accounts: new Map<string, Set<string>>() }
    seenByTransaction.set(transaction, entry)
    if (!entry.accounts.has(accountId)) entry.accounts.set(accountId, sessionIds)
  }
}

/** What the request saw of the account before this write (the earliest read), forgotten once used. */
async function takeSeen(req: unknown, accountId: string): Promise<Set<string> | undefined> {
  const transaction = await transactionOf(req)
  const byTransaction = transaction ? seenByTransaction.get(transaction)?.accounts : undefined
  const byContext = contextOf(req) ? seenByContext.get(contextOf(req) as object) : undefined
  const seen = byContext?.get(accountId) ?? byTransaction?.get(accountId)
  byContext?.delete(accountId)
  byTransaction?.delete(accountId)
  return seen
}

function idFromArgs(args: Record<string, unknown>): string | undefined {
  if (args.id !== undefined && args.id !== null) return String(args.id)
  const where = args.where as { id?: { equals?: unknown } } | undefined
  const id = where?.id?.equals
  return id === undefined || id === null ? undefined : String(id)
}

/**
 * The merged list: the writer's sessions, less those it only carried over that another request ended meanwhile (a
 * sign-out elsewhere must not come back), plus those begun after it read the row — unless every session ends.
 */
export function mergeSessions(written: Session[], seen: Set<string>, current: Session[], endAll: boolean): Session[] {
  if (endAll) return written
  const currentIds = new Set(current.map((session) => session.id))
  const writtenIds = new Set(written.map((session) => session.id))
  const kept = written.filter((session) => !seen.has(session.id) || currentIds.has(session.id))
  const begunMeanwhile = current.filter((session) => !seen.has(session.id) && !writtenIds.has(session.id))
  return [...kept, ...begunMeanwhile]
}

/** Wraps the adapter of `slug` (an auth collection with sessions) so concurrent session writes merge. */
export function mergeConcurrentSessions(adapterObj: DatabaseAdapterObj, slug = 'users'): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args) as unknown as Adapter
      const findOne = adapter.findOne as Method
      const updateOne = adapter.updateOne as Method

      adapter.findOne = async function (this: unknown, findArgs: Record<string, unknown>) {
        const doc = (await findOne.call(this, findArgs)) as UserRow | null
        if (findArgs?.collection === slug && doc && Array.isArray(doc.sessions)) {
          await rememberSeen(findArgs.req, String(doc.id), new Set(doc.sessions.map((s) => s.id)))
        }
        return doc
      }

      adapter.updateOne = async function (this: unknown, updateArgs: Record<string, unknown>) {
        const data = updateArgs?.data as (Partial<UserRow> & { updatedAt?: unknown }) | undefined
        const id = updateArgs ? idFromArgs(updateArgs) : undefined
        if (updateArgs?.collection !== slug || !data || !Array.isArray(data.sessions) || id === undefined) {
          return updateOne.call(this, updateArgs)
        }
        const seen = await takeSeen(updateArgs.req, id)
        if (!seen) return updateOne.call(this, updateArgs)
        const written = data.sessions
        return inRowTransaction(adapter, updateArgs.req, slug, id, async (req) => {
          const current = (await findOne.call(this, {
            collection: slug,
            where: { id: { equals: id } },
            req,
          })) as UserRow | null
          if (!current) return updateOne.call(this, { ...updateArgs, req })
          const passwordChanged = typeof data.hash === 'string' && data.hash !== current.hash
          const deactivated =
            typeof data.accountStatus === 'string' &&
            data.accountStatus !== 'active' &&
            (current.accountStatus ?? 'active') === 'active'
          const sessions = mergeSessions(written, seen, current.sessions ?? [], passwordChanged || deactivated)
          // Payload's writes of the sessions alone carry `updatedAt: null`; their other columns are stale copies.
          const sessionsOnly = data.updatedAt === null
          return updateOne.call(this, {
            ...updateArgs,
            req,
            data: sessionsOnly ? { sessions, updatedAt: null } : { ...data, sessions },
          })
        })
      }
      return adapter as unknown as ReturnType<typeof init>
    },
  }
}

/**
 * Runs `work` in the request's transaction, or in one of its own, with the account's row locked on PostgreSQL (on
 * SQLite the write queue already runs one writer at a time: src/lib/sqlite-write-lock.ts).
 */
async function inRowTransaction<T>(
  adapter: Adapter,
  req: unknown,
  table: string,
  id: string,
  work: (req: unknown) => Promise<T>,
): Promise<T> {
  if (adapter.name !== 'postgres') return work(req)
  const existing = (req as { transactionID?: unknown } | undefined)?.transactionID
  const existingId = existing instanceof Promise ? await existing : existing
  const lockRow = async (transactionId: string | number) => {
    const db = adapter.sessions?.[String(transactionId)]?.db
    if (db) await db.execute(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE "id" = ${Number(id)} FOR UPDATE`)
  }
  if (existingId) {
    await lockRow(existingId as string)
    return work(req)
  }
  const transactionId = await adapter.beginTransaction()
  if (!transactionId) return work(req)
  const inTransaction = new Proxy((req ?? {}) as Record<string, unknown>, {
    get: (target, property) => (property === 'transactionID' ? transactionId : Reflect.get(target, property, target)),
  })
  try {
    await lockRow(transactionId)
    const result = await work(inTransaction)
    await adapter.commitTransaction(transactionId)
    return result
  } catch (error) {
    await adapter.rollbackTransaction(transactionId)
    throw error
  }
}
