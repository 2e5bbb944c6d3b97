import { describe, expect, it } from 'vitest'
import {
  endOfKoreanDay,
  koreanAdminDateTime,
  koreanDailyCron,
  koreanDateTime,
  koreanDay,
  koreanDayBefore,
  koreanMonthlyCron,
  lastKoreanDays,
  previousKoreanMonth,
  versionApiPath,
} from '@/modules/time/korea'

describe('Korean time helpers', () => {
  // 18:16 UTC on 27 November is 03:16 on 28 November in Korea: the case from the issue.
  const lateUtc = new Date('2026-11-27T18:16:05.000Z')

  it('names the Korean day, not the UTC one', () => {
    expect(koreanDay(lateUtc)).toBe('2026-11-28')
    expect(koreanDay(new Date('2026-11-27T14:59:59.999Z'))).toBe('2026-11-27')
    expect(koreanDay(new Date('2026-11-27T15:00:00.000Z'))).toBe('2026-11-28')
  })

  it('counts Korean days back and ends the day at Korean midnight', () => {
    expect(koreanDayBefore(lateUtc, 1)).toBe('2026-11-27')
    expect(lastKoreanDays(lateUtc, 3)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28'])
    expect(endOfKoreanDay(lateUtc).toISOString()).toBe('2026-11-28T15:00:00.000Z')
  })

  it('writes a moment as Korean wall-clock time', () => {
    expect(koreanDateTime(lateUtc)).toBe('2026-11-28 03:16:05')
    expect(koreanDateTime('2026-11-27T18:16:05.000Z')).toBe('2026-11-28 03:16:05')
    expect(koreanDateTime('2026-12-31T15:30:00+00:00')).toBe('2027-01-01 00:30:00')
    expect(koreanDateTime(null)).toBe('')
    expect(koreanDateTime(undefined)).toBe('')
    expect(koreanDateTime('not a date')).toBe('')
  })

  it('does not depend on the host zone', () => {
    const before = process.env.TZ
    process.env.TZ = 'America/New_York'
    try {
      expect(koreanDateTime(lateUtc)).toBe('2026-11-28 03:16:05')
      expect(koreanDay(lateUtc)).toBe('2026-11-28')
    } finally {
      process.env.TZ = before
    }
  })
})

describe('koreanDailyCron', () => {
  it('turns a Korean night time into the host zone', () => {
    expect(koreanDailyCron(3, 30, 0)).toBe('30 18 * * *')
    expect(koreanDailyCron(3, 40, 0)).toBe('40 18 * * *')
    // A host in Korea (offset -540) keeps the time; one in New York (300) runs at 13:30.
    expect(koreanDailyCron(3, 30, -540)).toBe('30 3 * * *')
    expect(koreanDailyCron(3, 30, 300)).toBe('30 13 * * *')
    // India's half-hour zone.
    expect(koreanDailyCron(3, 30, -330)).toBe('0 0 * * *')
  })

  it('schedules the nightly jobs at night in Korea', async () => {
    const { retentionTask } = await import('@/modules/retention/task')
    const { visitorStatsTask } = await import('@/modules/visitor-stats/task')
    const offset = new Date().getTimezoneOffset()
    expect(retentionTask.schedule?.[0]?.cron).toBe(koreanDailyCron(3, 30, offset))
    expect(visitorStatsTask.schedule?.[0]?.cron).toBe(koreanDailyCron(3, 40, offset))
  })
})

describe('koreanMonthlyCron', () => {
  it('runs on the first of the month at 09:00 in Korea, wherever the host is', () => {
    // UTC: midnight of the 1st. A host in Korea keeps 09:00; one in Sydney (-600) runs at 10:00.
    expect(koreanMonthlyCron(1, 9, 0, 0)).toBe('0 0 1 * *')
    expect(koreanMonthlyCron(1, 9, 0, -540)).toBe('0 9 1 * *')
    expect(koreanMonthlyCron(1, 9, 0, -600)).toBe('0 10 1 * *')
    // New York (300) is still on the last day of the month before, at 19:00; on the 15th, the 14th.
    expect(koreanMonthlyCron(1, 9, 0, 300)).toBe('0 19 L * *')
    expect(koreanMonthlyCron(15, 9, 0, 300)).toBe('0 19 14 * *')
  })
})

describe('previousKoreanMonth', () => {
  it('is the Korean calendar month before, with its bounds in Korean time', () => {
    // 2026-12-01 00:30 UTC is 09:30 on the 1st in Korea: the month before is November.
    expect(previousKoreanMonth(new Date('2026-12-01T00:30:00Z'))).toEqual({
      from: new Date('2026-10-31T15:00:00Z'),
      to: new Date('2026-11-30T15:00:00Z'),
      month: '2026-11',
    })
    // 2026-11-30 16:00 UTC is already 1 December in Korea.
    expect(previousKoreanMonth(new Date('2026-11-30T16:00:00Z')).month).toBe('2026-11')
    // 2026-11-30 14:00 UTC is still 30 November: the month before is October.
    expect(previousKoreanMonth(new Date('2026-11-30T14:00:00Z')).month).toBe('2026-10')
    // January looks back to December of the year before.
    expect(previousKoreanMonth(new Date('2027-01-01T00:00:00Z'))).toMatchObject({
      month: '2026-12',
      from: new Date('2026-11-30T15:00:00Z'),
      to: new Date('2026-12-31T15:00:00Z'),
    })
  })
})

describe('version view helpers', () => {
  it('formats like the admin, in Korean time', () => {
    expect(koreanAdminDateTime('2026-11-27T18:16:05.000Z')).toBe('2026.11.28 03:16')
    expect(koreanAdminDateTime(null)).toBe('')
  })

  it('finds the version a version-view address shows', () => {
    expect(versionApiPath('/admin/collections/posts/148/versions/77')).toBe('/api/cms/posts/versions/77')
    expect(versionApiPath('/admin/globals/site-settings/versions/5')).toBe('/api/cms/globals/site-settings/versions/5')
    expect(versionApiPath('/admin/collections/posts/148/versions')).toBeNull()
    expect(versionApiPath('/admin/collections/posts/148')).toBeNull()
  })
})
