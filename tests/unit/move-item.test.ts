import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { moveItem } from '@/modules/admin/move-item'

describe('moving a row in the order dialogs', () => {
  const banners = ['가', '나', '다', '라']

  it('moves the second item up to the top and leaves the rest in order', () => {
    expect(moveItem(banners, 1, -1)).toEqual(['나', '가', '다', '라'])
  })

  it('moves an item down, and by several places when dropped further away', () => {
    expect(moveItem(banners, 0, 1)).toEqual(['나', '가', '다', '라'])
    expect(moveItem(banners, 3, -3)).toEqual(['라', '가', '나', '다'])
    expect(moveItem(banners, 0, 2)).toEqual(['나', '다', '가', '라'])
  })

  it('stops at the ends and returns the same list when nothing moves', () => {
    expect(moveItem(banners, 0, -1)).toBe(banners)
    expect(moveItem(banners, 3, 1)).toBe(banners)
    expect(moveItem(banners, 1, -10)).toEqual(['나', '가', '다', '라'])
    expect(moveItem(banners, 9, -1)).toBe(banners)
    expect(moveItem(banners, -1, 1)).toBe(banners)
  })

  it('never changes the list it was given', () => {
    const list = ['a', 'b', 'c']
    moveItem(list, 2, -2)
    expect(list).toEqual(['a', 'b', 'c'])
  })

  it('keeps every item exactly once and puts the moved one where asked', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.integer({ min: -25, max: 25 }),
        (list, rawIndex, delta) => {
          const index = rawIndex % list.length
          const moved = moveItem(list, index, delta)
          expect([...moved].sort((a, b) => a - b)).toEqual([...list].sort((a, b) => a - b))
          const target = Math.min(list.length - 1, Math.max(0, index + delta))
          expect(moved[target]).toBe(list[index])
        },
      ),
    )
  })
})
