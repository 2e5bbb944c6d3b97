/**
 * A list asked for a page past its end (`?page=99` of a list with 3 pages) is sent to its last page with a 307: the
 * visitor lands on real rows instead of "99/3 페이지" over an empty table, and the redirect is temporary because the
 * last page moves as posts are added or removed. The board lists, the performance lists, the field Q&A and the site
 * search follow this one rule, on Next's render and on the cached shell `server.mjs` fills (which hands such a request
 * to Next). A page number that is not a positive integer is read as the first page where the URL is parsed
 * (`listStateFrom`, `parseSiteSearch`), so no value of `page` fails.
 */

/** The last page of a list with `totalPages` pages (an empty list has one, empty). */
export const lastPageOf = (totalPages: number): number => Math.max(1, Math.floor(totalPages) || 1)

/** The page to send a visitor to instead of `page`, or null when `page` is within the list. */
export function pageBeyondEnd(page: number, totalPages: number): number | null {
  const last = lastPageOf(totalPages)
  return page > last ? last : null
}
