import { boardSeqOfQuery } from '@/modules/boards/board-preset'
import { boardListUrl, boardTrashUrl } from './route-map'

/**
 * Where staff go back to after Payload sends them to the list of every board's posts. Payload's admin takes the posts
 * collection as one list: after deleting a post from its form it opens `/admin/collections/posts`, its 휴지통 and
 * 모든 글 tabs and the trash breadcrumb open `/admin/collections/posts(/trash)`, and deleting a post for good from the
 * trash opens the whole trash, each without the board the staff member was working in. The main document view cannot
 * be told otherwise (its `redirectAfterDelete` is set only for drawers), so the list those addresses open asks where
 * they came from: a board's list or trash, or a post's form, whose board it reopens
 * (docs/decisions/0025-boards-in-the-admin.md).
 *
 * Pure: the server component passes the request's query, the referring address and what it knows of the post.
 */

export type AdminPlace = { kind: 'board'; seq: number } | { kind: 'post'; id: string; inTrashView: boolean }

const postsListPath = /^\/admin\/collections\/posts(?:\/trash)?\/?$/
const postPath = /^\/admin\/collections\/posts\/(trash\/)?(\d{1,12})\/?$/

/** The board list or trash, or the post form, an admin address shows; nothing for any other address. */
export function placeOfReferrer(referrer: string | null | undefined): AdminPlace | undefined {
  if (!referrer) return undefined
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return undefined
  }
  if (postsListPath.test(url.pathname)) {
    const seq = boardSeqOfQuery(url.searchParams)
    return seq ? { kind: 'board', seq } : undefined
  }
  const post = postPath.exec(url.pathname)
  return post?.[2] ? { kind: 'post', id: post[2], inTrashView: Boolean(post[1]) } : undefined
}

/**
 * Payload's own jumps open the list bare; a list with any query (a filter, a page, a search) was asked for as it
 * is, and a staff member who clears a board's filter gets every board's posts. `locale` is no request for a list:
 * the proxy adds `locale=ko` to every admin address without one (decision 0037).
 */
export function isBareListAddress(query: URLSearchParams): boolean {
  return [...query.keys()].every((key) => key === 'locale')
}

/** The board's list or trash, as the bare address asked for the list or the trash. */
export function boardReturnUrl(view: 'list' | 'trash', boardSeq: number): string {
  return (view === 'trash' ? boardTrashUrl(boardSeq) : null) ?? boardListUrl(boardSeq)
}

/** The cookie the post form leaves so a post deleted for good from the trash still names its board. */
export const postBoardCookie = 'admin-post-board'

export function postBoardCookieValue(id: number | string, boardSeq: number): string {
  return `${id}:${boardSeq}`
}

/** The board the cookie names for post `id`; nothing when it names another post. */
export function boardOfPostCookie(value: string | null | undefined, id: string): number | undefined {
  const match = value ? /^(\d{1,12}):(\d{1,9})$/.exec(value) : null
  return match && match[1] === id ? Number(match[2]) : undefined
}
