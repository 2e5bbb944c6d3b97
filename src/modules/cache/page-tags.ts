/**
 * The tags a cached public page carries, so a content change drops only the pages that show it
 * (docs/decisions/0028-cache-invalidation.md).
 *
 * A page is tagged by its address: `path:/media/media01/view/12` also carries `path:/media/media01` and
 * `path:/media`, one tag per leading part of its path, without the locale prefix. A change names the narrowest
 * address that covers what it shows (`path:/media/media01` for a notice: the list, its later pages and searches,
 * every view and the write form), so the address alone decides, at store time, without anything for the pages to
 * declare. What every page shows (the site settings in the header and footer) invalidates everything instead.
 * A response may add tags of its own in `x-cache-tags` (comma-separated), which the server reads with
 * `tagsFromHeaders` and strips before the visitor sees it.
 *
 * Loaded by `server.mjs` directly (Node type stripping): keep it free of imports.
 */

/** The response header a page may declare extra tags in; never sent to visitors. */
export const cacheTagsHeader = 'x-cache-tags'

/** Deeper paths than this add no tags: no page of the site is nested further, and junk must not make thousands. */
const maxDepth = 6

/** The segments of a site path, decoded, without empty ones: `/Media/%ED%95%9C/` and `media/한` differ only in case. */
function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
}

/** The tag of everything at and under a site path (`media/media01`, `/company/about`), locale-free. */
export function pathTag(sitePath: string): string {
  const segments = segmentsOf(sitePath)
  return `path:/${(segments.length ? segments : ['index']).join('/')}`
}

/**
 * The tags of the page at `url` (a request URL, with or without query): one per leading part of its path, the
 * locale prefix removed; `/` and `/en` are the home page (`/index`).
 */
export function pageTagsOf(url: string, locales: readonly string[]): string[] {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/'
  let segments = segmentsOf(pathname)
  if (segments.length > 0 && locales.includes(segments[0] as string)) segments = segments.slice(1)
  if (segments.length === 0) segments = ['index']
  const tags: string[] = []
  for (let depth = 1; depth <= Math.min(segments.length, maxDepth); depth++) {
    tags.push(`path:/${segments.slice(0, depth).join('/')}`)
  }
  return tags
}

type HeaderBag = Record<string, string | string[] | number | undefined> | Headers

/**
 * The tags to store a response with: those of its address, and any it declares in `x-cache-tags`. The server removes
 * that header from the stored and sent response.
 */
export function tagsFromHeaders(headers: HeaderBag, url: string, locales: readonly string[]): string[] {
  const raw = headers instanceof Headers ? headers.get(cacheTagsHeader) : headers[cacheTagsHeader]
  const declared = (Array.isArray(raw) ? raw.join(',') : String(raw ?? ''))
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0 && tag.length <= 200)
  return [...new Set([...pageTagsOf(url, locales), ...declared])]
}
