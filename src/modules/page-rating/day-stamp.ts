import { createHmac } from 'node:crypto'
import { koreanDay } from '@/modules/time/korea'

// The Korean-day helpers live in one place for every module (src/modules/time/korea.ts).
export { endOfKoreanDay, koreanDay } from '@/modules/time/korea'

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
