// No 'server-only': migrations and the benchmark scripts run raw SQL too.
import type { SQL } from 'drizzle-orm'
import { turnTransactionDb } from './sqlite-write-lock'

/** The drizzle handle of either adapter (or of a transaction): libsql has `all`/`run`, node-postgres `execute`. */
export type RawDb = {
  all?: (query: SQL) => Promise<Record<string, unknown>[]>
  run?: (query: SQL) => Promise<unknown>
  execute?: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * The drizzle handle of a Payload instance's database, for queries Payload cannot express. Inside a SQLite write turn
 * that is a transaction, the transaction's own connection: another one would wait for the lock the turn holds.
 */
export const rawDbOf = (payload: { db: unknown }): RawDb => {
  const db = payload.db as { drizzle: RawDb; name?: string; sessions?: unknown }
  return turnTransactionDb<RawDb>(db) ?? db.drizzle
}

/** Rows of a query on either database. */
export async function rawRows(db: RawDb, query: SQL): Promise<Record<string, unknown>[]> {
  if (db.execute) return (await db.execute(query)).rows
  return (db.all as NonNullable<RawDb['all']>)(query)
}

/** A statement on either database, its result unused. */
export async function rawExec(db: RawDb, query: SQL): Promise<void> {
  if (db.execute) await db.execute(query)
  else await (db.run as NonNullable<RawDb['run']>)(query)
}
