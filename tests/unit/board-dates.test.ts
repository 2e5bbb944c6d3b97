import { describe, expect, it } from 'vitest'
import { boardDate, boardDateTime } from '@/components/boards/format'

describe('dates as Korean staff and visitors read them', () => {
  it('writes 2026.11.25 and 2026.11.25 05:10 in Korean time, whatever the server’s zone', () => {
    expect(boardDate('2026-11-24T20:10:00Z')).toBe('2026.11.25')
    expect(boardDateTime('2026-11-24T20:10:00Z')).toBe('2026.11.25 05:10')
    // Midnight in Seoul is 00, never 24; the day turns over at Korean midnight.
    expect(boardDateTime('2026-11-25T15:00:00Z')).toBe('2026.11.26 00:00')
    expect(boardDateTime(null)).toBe('')
  })
})
