// No 'server-only': the nightly task loads this from payload.config, which the Payload CLI runs too.
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { rawDbOf, rawRows } from '@/lib/raw-sql'
import { inWriteTurn } from '@/lib/sqlite-write-lock'
import { koreanDay, koreanDayBefore } from './day'
import { forgetDaysBefore } from './salt'

export type VisitPurgeCounts = { saltsDeleted: number; stampsDeleted: number; countsDeleted: number }

/**
 * The nightly clean-up of 접속자 통계: salts and visitor stamps of days that are over (they must not outlive their
 * day), and daily counts older than the retention (`VISITOR_STATS_RETENTION_DAYS`). One statement per table, not
 * Payload's delete, which would read every row first.
 */
export async function purgeVisitorStats(
  payload: Payload,
  options: { retentionDays: number; now?: Date },
): Promise<VisitPurgeCounts> {
  const now = options.now ?? new Date()
  const { salts, stamps } = await forgetDaysBefore(payload, koreanDay(now))
  // Kept: today and the `retentionDays - 1` days before it.
  const firstKept = koreanDayBefore(now, options.retentionDays - 1)
  const counts = await inWriteTurn(payload, () =>
    rawRows(rawDbOf(payload), sql`DELETE FROM visit_counts WHERE day < ${firstKept} RETURNING id`),
  )
  return { saltsDeleted: salts, stampsDeleted: stamps, countsDeleted: counts.length }
}
