/**
 * A post keeps its 상태 (게시/초안) through the trash. Moving a post to the trash changes nothing but `deletedAt`, so
 * the trashed post itself records the state it had; this rule keeps that record fixed while the post is in the trash
 * and brings the post back in it. Payload's restore sends `_status: 'draft'` unless staff tick "게시 상태로 복원",
 * which silently turned published notices into drafts, and ticking it published drafts that were never meant to go
 * out. The rule runs in the posts collection's `beforeChange`, so every door (admin, CMS REST, the local API) obeys.
 * Dates are not touched: a post whose display period ended comes back published and still hidden by its dates.
 *
 * Pure, so it is unit-tested.
 */

export type PostStatus = 'published' | 'draft'

type Stored = { deletedAt?: unknown; _status?: unknown } | null | undefined

const isStatus = (value: unknown): value is PostStatus => value === 'published' || value === 'draft'

/**
 * The status a save must keep: the one the post had when it went to the trash, for any save of a post that is in the
 * trash (restoring it, or changing it there); `undefined` for a post that is not in the trash, whose saves decide
 * their status as usual.
 */
export function statusKeptThroughTrash(original: Stored): PostStatus | undefined {
  if (!original?.deletedAt) return undefined
  return isStatus(original._status) ? original._status : undefined
}
