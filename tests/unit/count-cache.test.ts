import { beforeEach, describe, expect, it } from 'vitest'
import { cachedCount, clearCountCache } from '@/modules/cache/count-cache'

describe('cached totals', () => {
  beforeEach(() => clearCountCache())

  it('counts once for concurrent and later callers until cleared', async () => {
    let counted = 0
    const count = async () => ++counted
    const [a, b] = await Promise.all([cachedCount('k', count, 0), cachedCount('k', count, 0)])
    expect([a, b, await cachedCount('k', count, 1000)]).toEqual([1, 1, 1])
    clearCountCache()
    expect(await cachedCount('k', count, 1000)).toBe(2)
  })

  it('counts again after a minute, since display periods end without a content change', async () => {
    let counted = 0
    const count = async () => ++counted
    expect(await cachedCount('k', count, 0)).toBe(1)
    expect(await cachedCount('k', count, 59_999)).toBe(1)
    expect(await cachedCount('k', count, 60_000)).toBe(2)
  })

  it('does not keep a failed count', async () => {
    await expect(cachedCount('k', () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down')
    expect(await cachedCount('k', async () => 7, 0)).toBe(7)
  })

  it('keeps separate totals per key', async () => {
    expect(await cachedCount('a', async () => 1, 0)).toBe(1)
    expect(await cachedCount('b', async () => 2, 0)).toBe(2)
    expect(await cachedCount('a', async () => 3, 0)).toBe(1)
  })
})
