import { createHmac } from 'node:crypto'

const koreaOffsetMs = 9 * 60 * 60 * 1000
const dayMs = 24 * 60 * 60 * 1000

/** The calendar day in Korea (UTC+9, no daylight saving) that `now` falls on, as YYYY-MM-DD. */
export const koreanDay = (now: Date): string => new Date(now.getTime() + koreaOffsetMs).toISOString().slice(0, 10)

/** The end of that Korean day: the moment a stamp made during it stops meaning anything. */
export function endOfKoreanDay(now: Date): Date {
  const startUtc = Date.parse(`${koreanDay(now)}T00:00:00.000Z`) - koreaOffsetMs
  return new Date(startUtc + dayMs)
}

/**
 * The "answered today" mark of one visitor on one page: an HMAC keyed with the server secret and the day. Without
 * the secret nobody can test an address against it, and with a new key every day yesterday's stamps cannot be
 * matched to today's visitors, so the table never becomes a visit log (docs/decisions/0021-page-ratings.md).
 */
export function dayStamp(secret: string, now: Date, ip: string, pageId: number): string {
  return createHmac('sha256', `${secret}:page-rating:${koreanDay(now)}`)
    .update(`${ip}\n${pageId}`)
    .digest('hex')
}
