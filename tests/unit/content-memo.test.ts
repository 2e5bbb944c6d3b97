import { afterEach, describe, expect, it } from 'vitest'
import { clearContentMemos, memoUntilContentChange } from '../../src/modules/site/content-memo.ts'

/**
 * What the process keeps in memory between content changes (src/modules/site/content-memo.ts): read once, shared by
 * concurrent callers, dropped by a content change, and never holding a failed read or one its loader declines.
 */
afterEach(() => clearContentMemos())

function counted<T>(value: () => T) {
  let reads = 0
  return {
    load: async () => {
      reads++
      await new Promise((resolve) => setTimeout(resolve, 5))
      return value()
    },
    reads: () => reads,
  }
}

describe('memoUntilContentChange', () => {
  it('reads once for concurrent and later callers until content changes', async () => {
    let title = '연혁'
    const source = counted(() => title)
    const read = memoUntilContentChange('memo-test:page', source.load)
    expect(await Promise.all([read(), read(), read()])).toEqual(['연혁', '연혁', '연혁'])
    expect(await read()).toBe('연혁')
    expect(source.reads()).toBe(1)

    title = '연혁 (수정)'
    clearContentMemos()
    expect(await read()).toBe('연혁 (수정)')
    expect(source.reads()).toBe(2)
  })

  it('does not keep what `keep` declines, so a made-up key is read again rather than stored', async () => {
    const source = counted(() => null)
    const read = memoUntilContentChange('memo-test:missing', source.load, (value) => value !== null)
    expect(await read()).toBeNull()
    // The entry is forgotten once the read settles: the next caller reads again.
    expect(await read()).toBeNull()
    expect(source.reads()).toBe(2)
  })

  it('does not keep a failed read', async () => {
    let fail = true
    const source = counted(() => {
      if (fail) throw new Error('database busy')
      return '소개'
    })
    const read = memoUntilContentChange('memo-test:failing', source.load)
    await expect(read()).rejects.toThrow('database busy')
    fail = false
    expect(await read()).toBe('소개')
    expect(await read()).toBe('소개')
    expect(source.reads()).toBe(2)
  })
})
