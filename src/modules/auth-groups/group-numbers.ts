import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'
import { rawExec } from '@/lib/raw-sql'

/** One key for every transaction that numbers a new group (an arbitrary constant, the same in every process). */
const groupNumberLockKey = 7_346_021

/**
 * Holds, until the transaction of `req` ends, the right to number a new group. On PostgreSQL two transactions could
 * both read the same highest number before either commits; a transaction-scoped advisory lock makes the second wait
 * for the first's commit, after which its read sees the first's group. On SQLite every Payload transaction already
 * holds the database's write lock from its start (BEGIN IMMEDIATE behind the process's write queue and, across
 * worker processes, the cluster's write turn: src/lib/sqlite-write-lock.ts), so creations are numbered one at a time.
 */
async function lockGroupNumbering(req: PayloadRequest): Promise<void> {
  const db = req.payload.db as unknown as { name?: string; sessions?: Record<string, { db?: unknown } | undefined> }
  if (db.name !== 'postgres') return
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const session = id === undefined || id === null ? undefined : db.sessions?.[String(id)]?.db
  // Without a transaction there is nothing to hold the lock until the insert: the unique index still refuses a
  // duplicate number, so the worst case is a refused save, never two groups with one number.
  if (!session) return
  await rawExec(session as Parameters<typeof rawExec>[0], sql`SELECT pg_advisory_xact_lock(${groupNumberLockKey})`)
}

/** The number the next group gets: one more than the highest in use, inside the transaction of `req`. */
export async function nextGroupNumber(req: PayloadRequest): Promise<number> {
  await lockGroupNumbering(req)
  const last = await req.payload.find({
    collection: 'auth-groups',
    overrideAccess: true,
    req,
    sort: '-authGroupSeq',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { authGroupSeq: true },
  })
  return (last.docs[0]?.authGroupSeq ?? 0) + 1
}
