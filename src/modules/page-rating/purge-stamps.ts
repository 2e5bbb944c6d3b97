import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { rawDbOf, rawRows } from '@/lib/raw-sql'
import { inWriteTurn } from '@/lib/sqlite-write-lock'

/**
 * Deletes the "answered today" stamps of days that are over (the nightly job); returns how many. One statement, not
 * Payload's delete, which would read every row first: a busy day leaves thousands.
 */
export async function purgeRatingStamps(payload: Payload, now = new Date()): Promise<number> {
  const query = sql`DELETE FROM page_rating_stamps WHERE expires_at <= ${now.toISOString()} RETURNING id`
  const rows = await inWriteTurn(payload, () => rawRows(rawDbOf(payload), query))
  return rows.length
}
