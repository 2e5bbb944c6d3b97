// No 'server-only': the nightly task loads this from payload.config, which the Payload CLI runs too.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { rawDbOf, rawRows } from '@/lib/raw-sql'
import { inWriteTurn } from '@/lib/sqlite-write-lock'

// Today's salt per Payload instance: it never changes during its day, so one read per day and server suffices.
const remembered = new WeakMap<object, { day: string; salt: string }>()

/**
 * The random salt of `day`, created by the first visit of the day. Several servers may race to create it: the
 * unique day keeps the first one and every server reads that one back. When a new day's salt is made, the salts and
 * visitor stamps of earlier days are deleted at once (the nightly job does it too, for quiet nights), so yesterday's
 * hashes can no longer be recomputed or linked to today's.
 */
export async function daySalt(payload: Payload, day: string, now: Date): Promise<string> {
  const known = remembered.get(payload)
  if (known?.day === day) return known.salt
  const at = now.toISOString()
  const created = await inWriteTurn(payload, () =>
    rawRows(
      rawDbOf(payload),
      sql`INSERT INTO visit_salts (day, salt, updated_at, created_at)
          VALUES (${day}, ${randomBytes(32).toString('hex')}, ${at}, ${at})
          ON CONFLICT (day) DO NOTHING
          RETURNING id`,
    ),
  )
  if (created.length > 0) await forgetDaysBefore(payload, day)
  const rows = await rawRows(rawDbOf(payload), sql`SELECT salt FROM visit_salts WHERE day = ${day}`)
  const salt = String(rows[0]?.salt ?? '')
  if (!salt) throw new Error('visit salt missing')
  remembered.set(payload, { day, salt })
  return salt
}

/** Deletes the salts and visitor stamps of the days before `day`; returns how many of each. */
export async function forgetDaysBefore(payload: Payload, day: string): Promise<{ salts: number; stamps: number }> {
  return inWriteTurn(payload, async () => {
    const db = rawDbOf(payload)
    const salts = await rawRows(db, sql`DELETE FROM visit_salts WHERE day < ${day} RETURNING id`)
    const stamps = await rawRows(db, sql`DELETE FROM visit_stamps WHERE day < ${day} RETURNING id`)
    return { salts: salts.length, stamps: stamps.length }
  })
}
