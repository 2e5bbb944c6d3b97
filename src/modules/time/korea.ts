/**
 * Korean time (Asia/Seoul, UTC+9, no daylight saving) for everything staff see or download: the server runs in UTC,
 * so a date formatted with the server's zone is nine hours off for the people reading it (issue #33, item 10).
 * Plain arithmetic on the fixed offset, so the result never depends on the host's zone or its ICU data.
 */
export const koreaOffsetMs = 9 * 60 * 60 * 1000
const dayMs = 24 * 60 * 60 * 1000

/** How CSV headers name the zone of their timestamp columns, e.g. `신청 일시 (KST, UTC+09:00)`. */
export const koreaZoneLabel = 'KST, UTC+09:00'

/** The calendar day in Korea that `now` falls on, as YYYY-MM-DD. */
export const koreanDay = (now: Date): string => new Date(now.getTime() + koreaOffsetMs).toISOString().slice(0, 10)

/** The Korean day `days` days before (negative: after) the one `now` falls on. */
export const koreanDayBefore = (now: Date, days: number): string => koreanDay(new Date(now.getTime() - days * dayMs))

/** The `count` Korean days ending with today's, oldest first. */
export function lastKoreanDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => koreanDayBefore(now, count - 1 - i))
}

/** The end of the Korean day `now` falls on: the first moment of the next one. */
export function endOfKoreanDay(now: Date): Date {
  const startUtc = Date.parse(`${koreanDay(now)}T00:00:00.000Z`) - koreaOffsetMs
  return new Date(startUtc + dayMs)
}

/**
 * A moment as Korean wall-clock time `YYYY-MM-DD HH:mm:ss` (the form spreadsheets read as a date), or '' for a
 * missing or unreadable value, so an empty CSV cell stays empty.
 */
export function koreanDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const ms = value instanceof Date ? value.getTime() : Date.parse(value)
  if (Number.isNaN(ms)) return ''
  return new Date(ms + koreaOffsetMs).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * A daily cron expression for `hour:minute` Korean time. Payload's job schedule (croner) reads cron in the host's zone
 * and offers no zone option, so the Korean time is turned into the host's here: on a UTC server 03:30 KST is
 * `30 18 * * *`. `hostOffsetMinutes` is `Date#getTimezoneOffset()` (minutes behind UTC), the host's by default.
 */
export function koreanDailyCron(
  hour: number,
  minute: number,
  hostOffsetMinutes = new Date().getTimezoneOffset(),
): string {
  const dayMinutes = 24 * 60
  const local =
    (((hour * 60 + minute - koreaOffsetMs / 60_000 - hostOffsetMinutes) % dayMinutes) + dayMinutes) % dayMinutes
  return `${local % 60} ${Math.floor(local / 60)} * * *`
}

/** A moment the way the admin shows dates (`admin.dateFormat`, `2026.11.28 03:16`), in Korean time. */
export function koreanAdminDateTime(value: Date | string | null | undefined): string {
  const full = koreanDateTime(value)
  return full.slice(0, 16).replaceAll('-', '.')
}

/**
 * The version a version-view address shows, or null: `/admin/collections/<slug>/<id>/versions/<versionId>` and
 * `/admin/globals/<slug>/versions/<versionId>`, as the REST path that reads it.
 */
export function versionApiPath(pathname: string): string | null {
  const collection = /^\/admin\/collections\/([^/]+)\/[^/]+\/versions\/([^/?#]+)$/.exec(pathname)
  if (collection) return `/api/cms/${collection[1]}/versions/${collection[2]}`
  const global = /^\/admin\/globals\/([^/]+)\/versions\/([^/?#]+)$/.exec(pathname)
  if (global) return `/api/cms/globals/${global[1]}/versions/${global[2]}`
  return null
}

/**
 * A monthly cron expression for `hour:minute` Korean time on day `day` (1–28) of the month, turned into the host's
 * zone as koreanDailyCron does. When the host's time falls on the day before and `day` is 1, that is the last day of
 * the month before (`L`, which croner reads).
 */
export function koreanMonthlyCron(
  day: number,
  hour: number,
  minute: number,
  hostOffsetMinutes = new Date().getTimezoneOffset(),
): string {
  const dayMinutes = 24 * 60
  const shifted = hour * 60 + minute - koreaOffsetMs / 60_000 - hostOffsetMinutes
  const dayShift = Math.floor(shifted / dayMinutes)
  const local = ((shifted % dayMinutes) + dayMinutes) % dayMinutes
  const hostDay = day + dayShift
  return `${local % 60} ${Math.floor(local / 60)} ${hostDay < 1 ? 'L' : hostDay} * *`
}

/** The Korean calendar month before the one `now` falls on: its first moment, the next month's first, and `YYYY-MM`. */
export function previousKoreanMonth(now: Date): { from: Date; to: Date; month: string } {
  const [year, month] = koreanDay(now).split('-').map(Number) as [number, number]
  const startOf = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1) - koreaOffsetMs)
  const prevYear = month === 1 ? year - 1 : year
  const prevMonth = month === 1 ? 12 : month - 1
  return {
    from: startOf(prevYear, prevMonth),
    to: startOf(year, month),
    month: `${prevYear}-${String(prevMonth).padStart(2, '0')}`,
  }
}
