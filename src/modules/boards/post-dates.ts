/**
 * A post's 게시일 (`publishedAt`, the date visitors read) and its 게시 시작 (`displayFrom`, when visitors first see it).
 * A post scheduled for tomorrow used to keep the day it was written as its date, so it appeared dated yesterday.
 * Now, unless staff set 게시일 themselves, it is the moment the post goes live: its 게시 시작, or the save without one.
 * `publishedAtManual` remembers whether staff set it, so a later change of 게시 시작 moves an automatic date along
 * and never overrides a chosen one (docs/decisions/0039-scheduled-posts.md).
 */

import { koreanAdminDateTime } from '@/modules/time/korea'

type Instant = string | Date | null | undefined

/** What a save sends (`undefined`: not sent) and what the post was before it (absent on create). */
export type PostDateInput = {
  publishedAt: Instant
  displayFrom: Instant
  original?: { publishedAt?: Instant; displayFrom?: Instant; publishedAtManual?: boolean | null } | null
  now: Date
}

export type PostDates = { publishedAt: string; publishedAtManual: boolean }

const ms = (value: Instant): number | null => {
  if (value === null || value === undefined || value === '') return null
  const time = value instanceof Date ? value.getTime() : Date.parse(value)
  return Number.isFinite(time) ? time : null
}

const iso = (time: number) => new Date(time).toISOString()

/** The 게시일 and whether staff chose it, after a save. */
export function postDates({ publishedAt, displayFrom, original, now }: PostDateInput): PostDates {
  const sent = ms(publishedAt)
  const before = ms(original?.publishedAt)
  const from = ms(displayFrom !== undefined ? displayFrom : original?.displayFrom)
  // A date sent that differs from the stored one is the staff's own choice (every admin save sends the field).
  if (sent !== null && (!original || sent !== before)) return { publishedAt: iso(sent), publishedAtManual: true }
  // Cleared, or never given: the post is dated when it goes live.
  if (publishedAt === null || publishedAt === '' || before === null || (!original && sent === null))
    return { publishedAt: iso(from ?? now.getTime()), publishedAtManual: false }
  if (original?.publishedAtManual) return { publishedAt: iso(before), publishedAtManual: true }
  const startChanged = displayFrom !== undefined && ms(displayFrom) !== ms(original?.displayFrom)
  if (!startChanged) return { publishedAt: iso(before), publishedAtManual: false }
  // The start moved: a new start is the new date; without one the post shows from now, keeping a date already past.
  return { publishedAt: iso(from ?? Math.min(before, now.getTime())), publishedAtManual: false }
}

/** A post visitors cannot see yet because its 게시 시작 is ahead: shown as 예약 to staff. */
export const isScheduled = (displayFrom: Instant, now: Date = new Date()): boolean => {
  const from = ms(displayFrom)
  return from !== null && from > now.getTime()
}

/** A post whose 게시 종료 has passed: visitors no longer see it. */
export const hasEnded = (displayUntil: Instant, now: Date = new Date()): boolean => {
  const until = ms(displayUntil)
  return until !== null && until <= now.getTime()
}

/** "11.29 09:00" in Korean time, as the admin list and form show a start or end. */
export function shortKoreanDateTime(value: Instant): string {
  const time = ms(value)
  if (time === null) return ''
  // `2026.11.29 09:00` without its year.
  return koreanAdminDateTime(new Date(time)).slice(5)
}

type Select = Record<string, unknown> | undefined

/**
 * A read that asks for a post's 상태 also gets 게시 시작 and 게시 종료, which decide whether a published post is 예약,
 * 게시됨 or 게시 종료 (PostStatusCell). The admin list reads only its columns, so without this a list showing 상태 but
 * not the two dates called a scheduled post 게시됨. Selects that leave fields out (`false` values) are kept as they are.
 */
export function withDatesDecidingStatus(select: Select): Select {
  if (select?._status !== true) return select
  return { ...select, displayFrom: true, displayUntil: true }
}
