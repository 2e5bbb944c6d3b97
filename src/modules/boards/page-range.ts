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

/** A page link, or a gap (`…`) standing for the pages left out between two links. */
export type PageLink = number | 'gap'

/**
 * The page links every list shows (boards, performance records, the field Q&A when it uses the board pagination):
 * the first and the last page, the current one with its neighbours, and a gap for what lies between, e.g.
 * `1 … 4 5 6 … 9`. At most seven items whatever the number of pages, so the row fits a 320 px phone without wrapping
 * (ten numbers in a row left page "9" alone on a second line). Near either end the window grows to keep seven items:
 * `1 2 3 4 5 … 9`, so the row does not change width as the visitor pages along.
 */
export function compactPageLinks(page: number, totalPages: number): PageLink[] {
  const last = lastPageOf(totalPages)
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last)
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1)
  if (current <= 4) return [1, 2, 3, 4, 5, 'gap', last]
  if (current >= last - 3) return [1, 'gap', last - 4, last - 3, last - 2, last - 1, last]
  return [1, 'gap', current - 1, current, current + 1, 'gap', last]
}
