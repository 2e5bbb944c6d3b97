import type { Where } from 'payload'
import { matchesWhere } from './match-where'

/**
 * What a visitor may see of a board post (collection `posts`), written once for every public route: board lists and
 * their search, a post's page and its previous/next links, the home page's latest posts, the `/api/v1` posts and
 * files, attachment downloads and the sitemap. No server-only imports: the search index (and so the migrations)
 * uses it too.
 *
 * - Listed (title, date and number shown in lists and links): published, not in the trash, and `now` inside the
 *   display window (`displayFrom` ≤ now < `displayUntil`, either end open). The window is checked at read time, so a
 *   scheduled post appears and an expired one leaves without anybody saving it.
 * - Readable (body, attachments, image): listed, and not secret unless the viewer is staff. A secret post shows a
 *   visitor its title only.
 * - Boards have no "in use" or "public" setting (src/collections/boards/config.ts): every configured board is
 *   public, and each route names the boards it shows.
 *
 * Each rule is one Payload `Where`; the predicates on a loaded document evaluate that same `Where`
 * (`matchesWhere`), so the query and the check of one post cannot drift apart.
 */

export type PostViewer = { isStaff: boolean }

/** The fields the rule reads; any loaded post (or a raw row mapped to these names) will do. */
export type VisibilityFields = {
  _status?: string | null
  deletedAt?: string | Date | null
  displayFrom?: string | Date | null
  displayUntil?: string | Date | null
  isSecret?: boolean | null
}

/** Published and not in the trash: the part that does not move with the clock (what the search index holds). */
export const standingPostsWhere: Where = {
  and: [{ _status: { equals: 'published' } }, { deletedAt: { exists: false } }],
}

/** `now` inside the display window; open ends allowed, the start inclusive and the end exclusive. */
export function insideDisplayWindowWhere(now: Date): Where {
  const at = now.toISOString()
  return {
    and: [
      { or: [{ displayFrom: { exists: false } }, { displayFrom: { less_than_equal: at } }] },
      { or: [{ displayUntil: { exists: false } }, { displayUntil: { greater_than: at } }] },
    ],
  }
}

/** Posts whose title a visitor sees in lists, search results, previous/next links and on their own page. */
export function listedPostsWhere(now: Date): Where {
  return { and: [standingPostsWhere, insideDisplayWindowWhere(now)] }
}

/** Posts whose content (body, attachments, image) this viewer may read. */
export function readablePostsWhere(now: Date, viewer: PostViewer): Where {
  const listed = listedPostsWhere(now)
  return viewer.isStaff ? listed : { and: [listed, { isSecret: { not_equals: true } }] }
}

/** Whether a post is published and not in the trash. */
export function isStandingPost(post: VisibilityFields): boolean {
  return matchesWhere(post, standingPostsWhere)
}

/** How much of one post this viewer sees now: nothing (a 404), its title only, or all of it. */
export type PostVisibility = 'hidden' | 'titleOnly' | 'full'

export function postVisibility(post: VisibilityFields, now: Date, viewer: PostViewer): PostVisibility {
  if (!matchesWhere(post, listedPostsWhere(now))) return 'hidden'
  return matchesWhere(post, readablePostsWhere(now, viewer)) ? 'full' : 'titleOnly'
}
