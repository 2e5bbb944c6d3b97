/**
 * A recruitment posting's application period as visitors read it: 접수예정, 접수중 or 마감, and the D-day of its
 * deadline. Decided by Korean calendar days (applicants count days in Korea, the server runs in UTC): a posting whose
 * deadline is today is open all of today in Korea and says "D-day". The one rule for the list, the view, the API and
 * the 접수중만 filter (`openPostingsWhere`).
 *
 * Both dates are optional: without a start a posting is open until its deadline, without a deadline it stays open
 * (상시 채용) and has no D-day.
 */
import { endOfKoreanDay, koreanDay, koreaOffsetMs } from '@/modules/time/korea'

export type RecruitmentStatus = 'upcoming' | 'open' | 'closed'

export type RecruitmentPeriod = {
  applyFrom?: string | Date | null
  applyUntil?: string | Date | null
}

/** The employment types staff pick from, with the names each language shows. */
export const employmentTypes = [
  { value: 'permanent', ko: '정규직', en: 'Permanent' },
  { value: 'contract', ko: '계약직', en: 'Fixed-term' },
  { value: 'intern', ko: '인턴', en: 'Internship' },
  { value: 'part-time', ko: '시간제', en: 'Part-time' },
] as const

export type EmploymentType = (typeof employmentTypes)[number]['value']

export function employmentTypeName(value: string | null | undefined, locale: 'ko' | 'en'): string {
  const found = employmentTypes.find((type) => type.value === value)
  return found ? found[locale] : ''
}

const dayOf = (value: string | Date | null | undefined): string | null => {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : koreanDay(date)
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / 86_400_000

export const periodOrderMessage = '접수 마감일은 접수 시작일과 같거나 그 뒤여야 합니다.'

/** The staff message when a period ends on a Korean day before it starts; null when the period is fine. */
export function periodViolation(period: RecruitmentPeriod): string | null {
  const from = dayOf(period.applyFrom)
  const until = dayOf(period.applyUntil)
  return from && until && until < from ? periodOrderMessage : null
}

/** 접수예정 before the start day, 마감 after the deadline day, 접수중 in between (both days included). */
export function recruitmentStatus(period: RecruitmentPeriod, now: Date): RecruitmentStatus {
  const today = koreanDay(now)
  const from = dayOf(period.applyFrom)
  const until = dayOf(period.applyUntil)
  if (from && today < from) return 'upcoming'
  if (until && today > until) return 'closed'
  return 'open'
}

/** Days left until the deadline (0 on its day), or null without a deadline. Negative once it has passed. */
export function daysToDeadline(period: RecruitmentPeriod, now: Date): number | null {
  const until = dayOf(period.applyUntil)
  return until ? dayNumber(until) - dayNumber(koreanDay(now)) : null
}

/** "D-5", "D-day" or "마감" ("Closed"); null for a posting without a deadline. */
export function dDayLabel(period: RecruitmentPeriod, now: Date, locale: 'ko' | 'en' = 'ko'): string | null {
  const days = daysToDeadline(period, now)
  if (days === null) return null
  if (days < 0) return locale === 'en' ? 'Closed' : '마감'
  return days === 0 ? 'D-day' : `D-${days}`
}

export const statusNames: Record<RecruitmentStatus, { ko: string; en: string }> = {
  upcoming: { ko: '접수예정', en: 'Upcoming' },
  open: { ko: '접수중', en: 'Open' },
  closed: { ko: '마감', en: 'Closed' },
}

/** The period as `2026.12.01 ~ 2026.12.15` (Korean days); one side only when the other is not set. */
export function periodText(period: RecruitmentPeriod, locale: 'ko' | 'en' = 'ko'): string {
  const from = dayOf(period.applyFrom)?.replaceAll('-', '.')
  const until = dayOf(period.applyUntil)?.replaceAll('-', '.')
  if (from && until) return `${from} ~ ${until}`
  if (until) return `~ ${until}`
  if (from) return `${from} ~ ${locale === 'en' ? 'until filled' : '채용 시까지'}`
  return ''
}

/**
 * Postings open on `now`'s Korean day, as a Payload condition: started by the end of today (or no start) and ending
 * no earlier than today's first moment (or no deadline). The same days as `recruitmentStatus`.
 */
export function openPostingsWhere(now: Date) {
  const startOfToday = new Date(endOfKoreanDay(now).getTime() - 86_400_000).toISOString()
  const endOfToday = endOfKoreanDay(now).toISOString()
  return {
    and: [
      {
        or: [{ 'recruitment.applyFrom': { exists: false } }, { 'recruitment.applyFrom': { less_than: endOfToday } }],
      },
      {
        or: [
          { 'recruitment.applyUntil': { exists: false } },
          { 'recruitment.applyUntil': { greater_than_equal: startOfToday } },
        ],
      },
    ],
  }
}

/** Noon in Korea on the day `days` after (negative: before) `now`'s: how the seed and tests date a period. */
export function koreanNoonAfter(now: Date, days: number): string {
  const day = koreanDay(new Date(now.getTime() + days * 86_400_000))
  return new Date(Date.parse(`${day}T12:00:00.000Z`) - koreaOffsetMs).toISOString()
}

type StoredRecruitment = RecruitmentPeriod & { employmentType?: string | null; workplace?: string | null }

/** A posting's terms with its status and D-day as of `now`, the form the API answers with. */
export function recruitmentView(stored: StoredRecruitment | null | undefined, now: Date) {
  const period = stored ?? {}
  const iso = (value: string | Date | null | undefined) =>
    value ? (value instanceof Date ? value.toISOString() : value) : null
  const type = employmentTypes.find((t) => t.value === period.employmentType)?.value ?? null
  return {
    applyFrom: iso(period.applyFrom),
    applyUntil: iso(period.applyUntil),
    employmentType: type,
    workplace: period.workplace || null,
    status: recruitmentStatus(period, now),
    dDay: dDayLabel(period, now),
  }
}
