const koreaOffsetMs = 9 * 60 * 60 * 1000
const dayMs = 24 * 60 * 60 * 1000

/** The calendar day in Korea (UTC+9, no daylight saving) that `now` falls on, as YYYY-MM-DD. */
export const koreanDay = (now: Date): string => new Date(now.getTime() + koreaOffsetMs).toISOString().slice(0, 10)

/** The Korean day `days` days before (negative: after) the one `now` falls on. */
export const koreanDayBefore = (now: Date, days: number): string => koreanDay(new Date(now.getTime() - days * dayMs))

/** The `count` Korean days ending with today's, oldest first. */
export function lastKoreanDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => koreanDayBefore(now, count - 1 - i))
}
