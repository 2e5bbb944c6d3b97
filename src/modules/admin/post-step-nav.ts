/**
 * The post form's breadcrumb under the board's name. Payload's document breadcrumb reads "게시글 › 새로 생성" and
 * links 게시글 to the all-boards list; a post of 공지사항 reads "공지사항 › 새 글" (or "공지사항 › <title>") and links
 * to 공지사항's own list, the screen staff came from (docs/decisions/0025-boards-in-the-admin.md).
 *
 * Pure, so it is unit-tested; `post-edit-client.tsx` applies it to the breadcrumb Payload sets.
 */

/** A breadcrumb step as Payload's `useStepNav` holds it (its label may also be a function or an element). */
export type StepNavEntry = { label: unknown; url?: string }

export type PostBoard = { seq: number; name: string; listUrl: string }

export const newPostLabel = '새 글'

/**
 * The breadcrumb for a post of `board`, or `null` when `nav` already reads so (Payload sets it again whenever the
 * title changes; returning `null` then keeps the two from setting it in turn forever).
 * `postsListPath` is the all-boards list's path (`/admin/collections/posts`) that Payload links the first step to.
 */
export function boardStepNav<T extends StepNavEntry>(
  nav: readonly T[],
  board: PostBoard,
  postsListPath: string,
  creating: boolean,
): (T | { label: string; url?: string })[] | null {
  const [first, ...rest] = nav
  if (!first || (first.url !== undefined && first.url !== postsListPath && first.url !== board.listUrl)) return null
  const next: (T | { label: string; url?: string })[] = [
    { label: board.name, url: first.url === undefined ? undefined : board.listUrl },
    ...rest.map((entry, i) => (creating && i === 0 && !entry.url ? { label: newPostLabel } : entry)),
  ]
  const same =
    next.length === nav.length && next.every((entry, i) => entry.label === nav[i]?.label && entry.url === nav[i]?.url)
  return same ? null : next
}
