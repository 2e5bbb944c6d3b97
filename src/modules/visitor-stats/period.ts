/**
 * The period 접속자 통계 shows and downloads, from the address: the last 7, 30 or 90 days (`?days=`), a calendar month
 * (`?month=2026-10`, what a monthly 업무보고 needs) or a range of days (`?from=2026-10-01&to=2026-10-15`). Days are
 * Korean calendar days; a period never reaches past today, and a range spans at most a year.
 */
import { koreanDay, lastKoreanDays } from '@/modules/time/korea'

export const statsPresets = [7, 30, 90] as const
export const defaultStatsDays = 30
/** The longest custom range, in days (a leap year). */
export const maxRangeDays = 366

export type StatsPeriod = {
  kind: 'days' | 'month' | 'range'
  /** First and last Korean day, YYYY-MM-DD, both included. */
  from: string
  to: string
  /** The days of the period, oldest first. */
  days: string[]
  /** How the screen names it: `최근 30일`, `2026년 10월`, `2026.10.01 ~ 2026.10.15`. */
  label: string
  /** The query that asks for it again (for the CSV link), without `?`. */
  query: string
  /** `days`: which preset; `month`: YYYY-MM. */
  preset?: number
  month?: string
}

export const periodMessages = {
  days: '기간은 최근 7일, 30일, 90일 중 하나여야 합니다.',
  month: '월은 2026-10처럼 연도와 월로 고르되, 이번 달까지만 고를 수 있습니다.',
  date: '날짜는 2026-10-01처럼 연도, 월, 일로 입력해 주세요.',
  order: '시작일은 종료일보다 늦을 수 없습니다.',
  future: '오늘 이후의 날짜는 고를 수 없습니다.',
  tooLong: `기간은 최대 ${maxRangeDays}일까지 고를 수 있습니다.`,
  both: '시작일과 종료일을 함께 입력해 주세요.',
} as const

export type PeriodResult = { period: StatsPeriod } | { error: string }

const dayMs = 24 * 60 * 60 * 1000
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/
const isoMonth = /^(\d{4})-(\d{2})$/

/** A real calendar day as its UTC midnight, or null (2026-02-30 is not one). */
function dayValue(text: string): number | null {
  const match = isoDay.exec(text)
  if (!match) return null
  const value = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(value).toISOString().slice(0, 10) === text ? value : null
}

const dayText = (value: number) => new Date(value).toISOString().slice(0, 10)
const dotted = (day: string) => day.replaceAll('-', '.')

/** Every day from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const start = dayValue(from)
  const end = dayValue(to)
  if (start === null || end === null || start > end) return []
  return Array.from({ length: Math.round((end - start) / dayMs) + 1 }, (_, i) => dayText(start + i * dayMs))
}

type Query = { get(name: string): string | null }

/** The period an address asks for, or the message that says why it cannot be shown. */
export function parseStatsPeriod(query: Query, now = new Date()): PeriodResult {
  const today = koreanDay(now)
  const from = query.get('from')?.trim() ?? ''
  const to = query.get('to')?.trim() ?? ''
  if (from || to) return rangePeriod(from, to, today)
  const month = query.get('month')?.trim()
  if (month) return monthPeriod(month, today)
  const days = query.get('days')?.trim()
  return daysPeriod(days ? Number(days) : defaultStatsDays, days ?? '', now)
}

function daysPeriod(count: number, raw: string, now: Date): PeriodResult {
  if (raw !== '' && !/^\d+$/.test(raw)) return { error: periodMessages.days }
  if (!(statsPresets as readonly number[]).includes(count)) return { error: periodMessages.days }
  const days = lastKoreanDays(now, count)
  return {
    period: {
      kind: 'days',
      from: days[0] as string,
      to: days[days.length - 1] as string,
      days,
      label: `최근 ${count}일`,
      query: `days=${count}`,
      preset: count,
    },
  }
}

function monthPeriod(month: string, today: string): PeriodResult {
  const match = isoMonth.exec(month)
  const first = `${month}-01`
  if (!match || dayValue(first) === null || first > today) return { error: periodMessages.month }
  const year = Number(match[1])
  const index = Number(match[2]) - 1
  const last = dayText(Date.UTC(year, index + 1, 0))
  const to = last < today ? last : today
  return {
    period: {
      kind: 'month',
      from: first,
      to,
      days: daysBetween(first, to),
      label: `${year}년 ${index + 1}월`,
      query: `month=${month}`,
      month,
    },
  }
}

function rangePeriod(from: string, to: string, today: string): PeriodResult {
  if (!from || !to) return { error: periodMessages.both }
  const start = dayValue(from)
  const end = dayValue(to)
  if (start === null || end === null) return { error: periodMessages.date }
  if (start > end) return { error: periodMessages.order }
  if (to > today) return { error: periodMessages.future }
  const days = daysBetween(from, to)
  if (days.length > maxRangeDays) return { error: periodMessages.tooLong }
  return {
    period: {
      kind: 'range',
      from,
      to,
      days,
      label: from === to ? dotted(from) : `${dotted(from)} ~ ${dotted(to)}`,
      query: `from=${from}&to=${to}`,
    },
  }
}

/** The CSV's file names (ASCII and Korean) for a period, dated by its Korean days. */
export function statsCsvNames(period: StatsPeriod): { ascii: string; korean: string } {
  const span = period.from === period.to ? period.from : `${period.from}_${period.to}`
  return { ascii: `visitor-stats-${span}.csv`, korean: `접속자통계-${span}.csv` }
}
