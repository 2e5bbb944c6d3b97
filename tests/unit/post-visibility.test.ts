import { describe, expect, it } from 'vitest'
import { matchesWhere } from '@/modules/visibility/match-where'
import {
  isStandingPost,
  listedPostsWhere,
  type PostViewer,
  postVisibility,
  readablePostsWhere,
  type VisibilityFields,
} from '@/modules/visibility/post-visibility'

const now = new Date('2026-11-22T03:00:00.000Z')
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString()

// Every state a post's visibility depends on, with each date both before, exactly at and after `now`.
const statuses = ['published', 'draft', null] as const
const trash = [null, at(-1)] as const
const starts = [undefined, null, at(-24), at(0), at(24)] as const
const ends = [undefined, null, at(-24), at(0), at(24)] as const
const secrets = [true, false, null, undefined] as const
const viewers: PostViewer[] = [{ isStaff: false }, { isStaff: true }]

const combinations = statuses.flatMap((_status) =>
  trash.flatMap((deletedAt) =>
    starts.flatMap((displayFrom) =>
      ends.flatMap((displayUntil) =>
        secrets.map((isSecret): VisibilityFields => ({ _status, deletedAt, displayFrom, displayUntil, isSecret })),
      ),
    ),
  ),
)

/** The rule as the visitor-facing routes promise it, written out independently of the module. */
function expected(post: VisibilityFields, viewer: PostViewer) {
  const time = now.getTime()
  const started = !post.displayFrom || Date.parse(String(post.displayFrom)) <= time
  const notEnded = !post.displayUntil || Date.parse(String(post.displayUntil)) > time
  const listed = post._status === 'published' && !post.deletedAt && started && notEnded
  if (!listed) return 'hidden'
  return post.isSecret === true && !viewer.isStaff ? 'titleOnly' : 'full'
}

describe('post visibility', () => {
  it(`decides every combination of states (${combinations.length * viewers.length}) as the rule says`, () => {
    for (const viewer of viewers) {
      for (const post of combinations) {
        expect({ post, viewer, seen: postVisibility(post, now, viewer) }).toEqual({
          post,
          viewer,
          seen: expected(post, viewer),
        })
      }
    }
  })

  it('the query and the check of one post agree on every combination', () => {
    for (const viewer of viewers) {
      for (const post of combinations) {
        const listed = matchesWhere(post, listedPostsWhere(now))
        const readable = matchesWhere(post, readablePostsWhere(now, viewer))
        const seen = postVisibility(post, now, viewer)
        expect({ post, listed, readable }).toEqual({
          post,
          listed: seen !== 'hidden',
          readable: seen === 'full',
        })
      }
    }
  })

  it('keeps published posts outside the trash in the search index, whatever their window', () => {
    expect(isStandingPost({ _status: 'published', deletedAt: null, displayFrom: at(24) })).toBe(true)
    expect(isStandingPost({ _status: 'published', deletedAt: at(-1) })).toBe(false)
    expect(isStandingPost({ _status: 'draft' })).toBe(false)
  })

  it('moves with the clock alone: a scheduled post appears when its window opens and leaves when it ends', () => {
    const scheduled = { _status: 'published', displayFrom: at(24), displayUntil: at(48) }
    expect(postVisibility(scheduled, now, { isStaff: false })).toBe('hidden')
    expect(postVisibility(scheduled, new Date(at(24)), { isStaff: false })).toBe('full')
    expect(postVisibility(scheduled, new Date(at(48)), { isStaff: false })).toBe('hidden')
  })
})

describe('a Where evaluated on one document', () => {
  it('treats a missing field and null alike, and null as "not equal" to any value, as the SQL adapters do', () => {
    expect(matchesWhere({}, { isSecret: { not_equals: true } })).toBe(true)
    expect(matchesWhere({ isSecret: null }, { isSecret: { not_equals: true } })).toBe(true)
    expect(matchesWhere({ isSecret: true }, { isSecret: { not_equals: true } })).toBe(false)
    expect(matchesWhere({ deletedAt: null }, { deletedAt: { exists: false } })).toBe(true)
    expect(matchesWhere({ deletedAt: at(0) }, { deletedAt: { exists: false } })).toBe(false)
  })

  it('compares dates as instants, whatever their form, and never matches a comparison with an unset side', () => {
    expect(matchesWhere({ d: new Date(at(-1)) }, { d: { less_than_equal: at(0) } })).toBe(true)
    expect(matchesWhere({ d: '2026-11-22T12:00:00+09:00' }, { d: { less_than_equal: at(0) } })).toBe(true)
    expect(matchesWhere({ d: '2026-11-22T12:00:01+09:00' }, { d: { less_than_equal: at(0) } })).toBe(false)
    expect(matchesWhere({ d: null }, { d: { less_than_equal: at(0) } })).toBe(false)
    expect(matchesWhere({ d: null }, { d: { greater_than: at(0) } })).toBe(false)
  })

  it('refuses an operator it does not know rather than guess', () => {
    expect(() => matchesWhere({ title: 'a' }, { title: { like: 'a' } })).toThrow(/like/)
  })
})
