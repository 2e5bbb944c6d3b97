import 'server-only'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { rawDbOf, rawRows } from '@/lib/raw-sql'
import { lastKoreanDays } from './day'
import { totalItem, type VisitCountKind } from './kinds'

export type DailyCount = { day: string; visitors: number; views: number }
export type RankedCount = { item: string; visitors: number; views: number }

export type VisitorReport = {
  from: string
  to: string
  daily: DailyCount[]
  totals: { visitors: number; views: number }
  pages: RankedCount[]
  referrers: RankedCount[]
  devices: RankedCount[]
  locales: RankedCount[]
}

/** How many pages and referrers the screen lists. */
export const rankedLimit = 20

/** The longest address part staff may look a page up by. */
export const pageFilterMaxLength = 200

/** A LIKE pattern matching addresses that contain `text` as typed: `%`, `_` and `\\` match only themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * 접속자 통계 for a period of Korean days (period.ts): the daily series (days without visits as zeros), totals, and the
 * period's top pages (by page views), entry referrers (by entries), devices and languages (by visitors). A visitor
 * counts once a day, so a period's visitors are the sum of daily visitors. `pageFilter` keeps the pages whose address
 * contains it, so staff find a page that is not among the most viewed.
 */
export async function visitorReport(
  payload: Payload,
  period: { days: string[] },
  { pageFilter }: { pageFilter?: string } = {},
): Promise<VisitorReport> {
  const from = period.days[0] as string
  const to = period.days[period.days.length - 1] as string
  const db = rawDbOf(payload)
  const daily = await dailyVisitsOn(payload, period.days)
  const ranked = async (kind: VisitCountKind, order: 'views' | 'visitors', limit?: number, contains?: string) => {
    const rows = await rawRows(
      db,
      sql`SELECT item, SUM(visitors) AS visitors, SUM(views) AS views FROM visit_counts
          WHERE kind = ${kind} AND day >= ${from} AND day <= ${to}
          ${contains ? sql`AND item LIKE ${containsPattern(contains)} ESCAPE '\\'` : sql``}
          GROUP BY item
          ORDER BY ${order === 'views' ? sql`SUM(views)` : sql`SUM(visitors)`} DESC, item
          ${limit ? sql`LIMIT ${limit}` : sql``}`,
    )
    return rows.map((r) => ({ item: String(r.item), visitors: Number(r.visitors), views: Number(r.views) }))
  }
  const [pages, referrers, devices, locales] = await Promise.all([
    ranked('page', 'views', rankedLimit, pageFilter),
    ranked('referrer', 'views', rankedLimit),
    ranked('device', 'visitors'),
    ranked('locale', 'visitors'),
  ])
  return {
    from,
    to,
    daily,
    totals: {
      visitors: daily.reduce((sum, d) => sum + d.visitors, 0),
      views: daily.reduce((sum, d) => sum + d.views, 0),
    },
    pages,
    referrers,
    devices,
    locales,
  }
}

/** Visitors and page views of each of the `days` Korean days ending today, oldest first (days without visits: 0). */
export function dailyVisits(payload: Payload, days: number, now = new Date()): Promise<DailyCount[]> {
  return dailyVisitsOn(payload, lastKoreanDays(now, days))
}

/** Visitors and page views of each of the given days, in their order (days without visits: 0). */
async function dailyVisitsOn(payload: Payload, range: string[]): Promise<DailyCount[]> {
  const rows = await rawRows(
    rawDbOf(payload),
    sql`SELECT day, visitors, views FROM visit_counts
        WHERE kind = 'total' AND item = ${totalItem} AND day >= ${range[0]} AND day <= ${range[range.length - 1]}`,
  )
  const byDay = new Map(rows.map((r) => [String(r.day), r]))
  return range.map((day) => {
    const row = byDay.get(day)
    return { day, visitors: Number(row?.visitors ?? 0), views: Number(row?.views ?? 0) }
  })
}

/** Every count of the period, day by day, for the CSV. */
export async function visitorRows(
  payload: Payload,
  period: { from: string; to: string },
): Promise<{ day: string; kind: VisitCountKind; item: string; visitors: number; views: number }[]> {
  const range = [period.from, period.to]
  const rows = await rawRows(
    rawDbOf(payload),
    sql`SELECT day, kind, item, visitors, views FROM visit_counts
        WHERE day >= ${range[0]} AND day <= ${range[range.length - 1]}`,
  )
  const kindOrder: VisitCountKind[] = ['total', 'page', 'referrer', 'device', 'locale']
  return rows
    .map((r) => ({
      day: String(r.day),
      kind: String(r.kind) as VisitCountKind,
      item: String(r.item),
      visitors: Number(r.visitors),
      views: Number(r.views),
    }))
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
        b.views - a.views ||
        a.item.localeCompare(b.item),
    )
}
