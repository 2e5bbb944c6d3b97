import 'server-only'
import { createHmac } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { DeviceClass } from '@/lib/device'
import { rawDbOf, rawRows } from '@/lib/raw-sql'
import { inWriteTurn } from '@/lib/sqlite-write-lock'
import type { VisitBeacon } from './beacon'
import { koreanDay } from './day'
import { directItem, totalItem, type VisitCountKind } from './kinds'
import { daySalt } from './salt'

export type VisitorDevice = Exclude<DeviceClass, 'bot'>

/**
 * The visitor's mark for `day`: an HMAC of the address and browser keyed with the day's random salt. The address
 * and User-Agent are used for this one computation and never stored; without the salt (deleted after the day) the
 * mark cannot be tested against an address.
 */
export const visitorStamp = (salt: string, ip: string, userAgent: string): string =>
  createHmac('sha256', salt).update(`${ip}\n${userAgent}`).digest('hex')

type Delta = { kind: VisitCountKind; item: string; visitors: number; views: number }

/**
 * Counts one page view: the day's total, the page, the device class and the locale, plus the entry referrer on the
 * first page of a visit. A visitor (address + browser) counts once a day, decided by inserting the day's stamp
 * (a unique key, so simultaneous beacons of one visitor count once). All counts change in one upsert statement,
 * so concurrent beacons on SQLite or PostgreSQL never lose an increment.
 */
export async function recordVisit(
  payload: Payload,
  visit: { beacon: VisitBeacon; ip: string; userAgent: string; device: VisitorDevice; now?: Date },
): Promise<{ newVisitor: boolean }> {
  const now = visit.now ?? new Date()
  const day = koreanDay(now)
  const at = now.toISOString()
  const salt = await daySalt(payload, day, now)
  const stamp = visitorStamp(salt, visit.ip, visit.userAgent)
  const { beacon } = visit
  return inWriteTurn(payload, async () => {
    const db = rawDbOf(payload)
    const claimed = await rawRows(
      db,
      sql`INSERT INTO visit_stamps (stamp, day, updated_at, created_at) VALUES (${stamp}, ${day}, ${at}, ${at})
          ON CONFLICT (stamp) DO NOTHING RETURNING id`,
    )
    const newVisitor = claimed.length > 0
    const visitor = newVisitor ? 1 : 0
    const deltas: Delta[] = [
      { kind: 'total', item: totalItem, visitors: visitor, views: 1 },
      { kind: 'page', item: beacon.path, visitors: 0, views: 1 },
      { kind: 'device', item: visit.device, visitors: visitor, views: 1 },
      { kind: 'locale', item: beacon.locale, visitors: visitor, views: 1 },
    ]
    // `views` of a referrer row counts entries (visits that started from it).
    if (beacon.entry)
      deltas.push({ kind: 'referrer', item: beacon.entry.host ?? directItem, visitors: visitor, views: 1 })
    await rawRows(db, upsertCounts(day, deltas, at))
    return { newVisitor }
  })
}

function upsertCounts(day: string, deltas: Delta[], at: string): SQL {
  const rows = deltas.map((d) => sql`(${day}, ${d.kind}, ${d.item}, ${d.visitors}, ${d.views}, ${at}, ${at})`)
  return sql`INSERT INTO visit_counts (day, kind, item, visitors, views, updated_at, created_at)
    VALUES ${sql.join(rows, sql`, `)}
    ON CONFLICT (day, kind, item) DO UPDATE SET
      visitors = visit_counts.visitors + excluded.visitors,
      views = visit_counts.views + excluded.views,
      updated_at = excluded.updated_at
    RETURNING id`
}
