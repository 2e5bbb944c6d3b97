import { describe, expect, it } from 'vitest'
import {
  endOfKoreanDay,
  koreanAdminDateTime,
  koreanDailyCron,
  koreanDateTime,
  koreanDay,
  koreanDayBefore,
  lastKoreanDays,
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
