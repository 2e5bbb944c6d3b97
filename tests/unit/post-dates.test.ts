import { describe, expect, it } from 'vitest'
import { hasEnded, isScheduled, postDates, shortKoreanDateTime } from '@/modules/boards/post-dates'

const now = new Date('2026-11-28T03:00:00.000Z')
const tomorrow = '2026-11-29T00:00:00.000Z'
const chosen = '2026-11-01T01:00:00.000Z'

describe('a post is dated when it goes live unless staff chose its date', () => {
  it('dates a new post at its start, or now without one; a date sent on create is chosen', () => {
    expect(postDates({ publishedAt: undefined, displayFrom: tomorrow, now })).toEqual({
      publishedAt: tomorrow,
      publishedAtManual: false,
    })
    expect(postDates({ publishedAt: null, displayFrom: null, now })).toEqual({
      publishedAt: now.toISOString(),
      publishedAtManual: false,
    })
    expect(postDates({ publishedAt: chosen, displayFrom: tomorrow, now })).toEqual({
      publishedAt: chosen,
      publishedAtManual: true,
    })
  })

  it('moves an automatic date with the start and keeps a chosen one', () => {
    const auto = { publishedAt: tomorrow, displayFrom: tomorrow, publishedAtManual: false }
    const later = '2026-12-01T00:00:00.000Z'
    expect(postDates({ publishedAt: tomorrow, displayFrom: later, original: auto, now }).publishedAt).toBe(later)
    // Start cleared before it came: the post shows from now.
    expect(postDates({ publishedAt: tomorrow, displayFrom: null, original: auto, now }).publishedAt).toBe(
      now.toISOString(),
    )
    // A live post keeps its past date when its start is cleared.
    const live = { publishedAt: chosen, displayFrom: chosen, publishedAtManual: false }
    expect(postDates({ publishedAt: chosen, displayFrom: null, original: live, now }).publishedAt).toBe(chosen)
    const manual = { ...auto, publishedAt: chosen, publishedAtManual: true }
    expect(postDates({ publishedAt: chosen, displayFrom: later, original: manual, now })).toEqual({
      publishedAt: chosen,
      publishedAtManual: true,
    })
    // An edit that sends neither date keeps both as they were.
    expect(postDates({ publishedAt: undefined, displayFrom: undefined, original: auto, now })).toEqual({
      publishedAt: tomorrow,
      publishedAtManual: false,
    })
  })

  it('says 예약 before the start and 게시 종료 after the end, in Korean time', () => {
    expect(isScheduled(tomorrow, now)).toBe(true)
    expect(isScheduled(chosen, now)).toBe(false)
    expect(isScheduled(null, now)).toBe(false)
    expect(hasEnded(chosen, now)).toBe(true)
    expect(hasEnded(tomorrow, now)).toBe(false)
    expect(shortKoreanDateTime(tomorrow)).toBe('11.29 09:00')
  })
})
