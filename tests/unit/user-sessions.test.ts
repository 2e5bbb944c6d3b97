import { describe, expect, it } from 'vitest'
import { mergeSessions } from '@/lib/user-sessions'

const session = (id: string) => ({ id, expiresAt: '2099-01-01T00:00:00.000Z' })

describe('merging a write of an account’s sessions with the row as it is now', () => {
  it('keeps a session begun by another request after the writer read the row', () => {
    // The writer read [a], added b; meanwhile another sign-in stored c.
    const merged = mergeSessions([session('a'), session('b')], new Set(['a']), [session('a'), session('c')], false)
    expect(merged.map((s) => s.id)).toEqual(['a', 'b', 'c'])
  })

  it('removes what the writer removed, even though the row still has it', () => {
    // Sign-out of a: the writer read [a, b] and writes [b].
    const merged = mergeSessions([session('b')], new Set(['a', 'b']), [session('a'), session('b')], false)
    expect(merged.map((s) => s.id)).toEqual(['b'])
  })

  it('does not bring back a session that another request ended after the writer read the row', () => {
    // The writer read [a, x] and adds n; meanwhile x signed out elsewhere.
    const written = [session('a'), session('x'), session('n')]
    const merged = mergeSessions(written, new Set(['a', 'x']), [session('a')], false)
    expect(merged.map((s) => s.id)).toEqual(['a', 'n'])
  })

  it('takes the writer’s copy of a session it changed (a refresh extends its expiry)', () => {
    const extended = { id: 'a', expiresAt: '2100-01-01T00:00:00.000Z' }
    const merged = mergeSessions([extended], new Set(['a']), [session('a')], false)
    expect(merged).toEqual([extended])
  })

  it('ends every session, those begun meanwhile too, when all must end', () => {
    expect(mergeSessions([], new Set(['a']), [session('a'), session('c')], true)).toEqual([])
  })
})
