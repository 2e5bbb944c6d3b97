import { describe, expect, it } from 'vitest'
import { addMonths, isOverdue, nextReviewAt } from '@/modules/content-review/schedule'

describe('콘텐츠 정비 dates', () => {
  it('adds months on Korea’s calendar, to the month’s last day when it has no such day', () => {
    // 2026-08-31 10:00 KST.
    expect(addMonths(new Date('2026-08-31T01:00:00Z'), 6).toISOString()).toBe('2027-02-28T01:00:00.000Z')
    // 2027-08-31 in Korea while still the 30th in UTC: the Korean day counts.
    expect(addMonths(new Date('2027-08-30T16:00:00Z'), 6).toISOString()).toBe('2028-02-28T16:00:00.000Z')
    expect(addMonths(new Date('2026-11-29T03:00:00Z'), 1).toISOString()).toBe('2026-12-29T03:00:00.000Z')
    expect(addMonths(new Date('2026-11-29T03:00:00Z'), 12).toISOString()).toBe('2027-11-29T03:00:00.000Z')
  })

  it('counts from the later of the last publication and the last confirmation, and not at all for a draft', () => {
    const publishedAt = '2026-01-10T00:00:00.000Z'
    expect(nextReviewAt({ publishedAt }, 3)).toBe('2026-04-10T00:00:00.000Z')
    expect(nextReviewAt({ publishedAt, lastReviewedAt: '2026-05-01T00:00:00.000Z' }, 3)).toBe(
      '2026-08-01T00:00:00.000Z',
    )
    expect(
      nextReviewAt({ publishedAt: '2026-06-01T00:00:00.000Z', lastReviewedAt: '2026-05-01T00:00:00.000Z' }, 1),
    ).toBe('2026-07-01T00:00:00.000Z')
    expect(nextReviewAt({ publishedAt: null, lastReviewedAt: null }, 6)).toBeNull()
  })

  it('is overdue from its date on', () => {
    const now = new Date('2026-11-29T00:00:00Z')
    expect(isOverdue('2026-11-28T23:59:59Z', now)).toBe(true)
    expect(isOverdue('2026-11-29T00:00:00Z', now)).toBe(true)
    expect(isOverdue('2026-11-30T00:00:00Z', now)).toBe(false)
    expect(isOverdue(null, now)).toBe(false)
  })
})
