import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { displayState, isInDisplayWindow, matchesDevice, periodLabel, visibleNow } from '@/modules/home/display-window'

const now = new Date('2026-11-22T03:00:00Z')
const hour = 3_600_000
const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * hour).toISOString()

describe('display window of banners and popups', () => {
  it('shows an enabled item without a period', () => {
    expect(isInDisplayWindow({ enabled: true }, now)).toBe(true)
  })

  it('never shows a switched-off item, whatever its period', () => {
    expect(isInDisplayWindow({ enabled: false }, now)).toBe(false)
    expect(isInDisplayWindow({ enabled: false, startsAt: at(-1), endsAt: at(1) }, now)).toBe(false)
    expect(isInDisplayWindow({ enabled: null }, now)).toBe(false)
  })

  it('waits for the start (inclusive) and stops at the end (exclusive)', () => {
    expect(isInDisplayWindow({ enabled: true, startsAt: at(1) }, now)).toBe(false)
    expect(isInDisplayWindow({ enabled: true, startsAt: at(0) }, now)).toBe(true)
    expect(isInDisplayWindow({ enabled: true, endsAt: at(0) }, now)).toBe(false)
    expect(isInDisplayWindow({ enabled: true, endsAt: at(1) }, now)).toBe(true)
    expect(isInDisplayWindow({ enabled: true, startsAt: at(-48), endsAt: at(-24) }, now)).toBe(false)
  })

  it('agrees with "start ≤ now < end" for any period', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (start, length) => {
        const shown = isInDisplayWindow({ enabled: true, startsAt: at(start), endsAt: at(start + length) }, now)
        expect(shown).toBe(start <= 0 && start + length > 0)
      }),
    )
  })

  it('orders the visible items by the staff order', () => {
    const items = [
      { id: 'b', enabled: true, sortOrder: 2 },
      { id: 'off', enabled: false, sortOrder: 0 },
      { id: 'a', enabled: true, sortOrder: 1 },
      { id: 'later', enabled: true, sortOrder: 0, startsAt: at(5) },
    ]
    expect(visibleNow(items, now).map((i) => i.id)).toEqual(['a', 'b'])
  })

  it('sends mobile popups to phones and PC popups to everything else', () => {
    expect(matchesDevice('all', { mobile: true })).toBe(true)
    expect(matchesDevice('all', { mobile: false })).toBe(true)
    expect(matchesDevice('mobile', { mobile: true })).toBe(true)
    expect(matchesDevice('mobile', { mobile: false })).toBe(false)
    expect(matchesDevice('pc', { mobile: false })).toBe(true)
    expect(matchesDevice('pc', { mobile: true })).toBe(false)
  })
})

describe('display state and period as staff read them', () => {
  it('says why an item is or is not on the site now', () => {
    expect(displayState({ enabled: true, startsAt: at(-1), endsAt: at(1) }, now)).toBe('showing')
    expect(displayState({ enabled: false, startsAt: at(-1), endsAt: at(1) }, now)).toBe('off')
    expect(displayState({ enabled: true, startsAt: at(2) }, now)).toBe('scheduled')
    expect(displayState({ enabled: true, endsAt: at(0) }, now)).toBe('ended')
  })

  it('writes the period in Korean dates (Seoul time) with open ends in words', () => {
    expect(periodLabel({ startsAt: '2026-10-31T15:00:00Z', endsAt: '2026-11-30T14:59:00Z' })).toBe(
      '2026. 11. 1. ~ 2026. 11. 30.',
    )
    expect(periodLabel({ startsAt: null, endsAt: '2026-12-01T00:00:00Z' })).toBe('즉시 ~ 2026. 12. 1.')
    expect(periodLabel({ startsAt: '2026-01-01T00:00:00Z', endsAt: null })).toBe('2026. 1. 1. ~ 계속')
    expect(periodLabel({})).toBe('기간 제한 없음')
  })
})
