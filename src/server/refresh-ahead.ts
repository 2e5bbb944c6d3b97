/**
 * The busiest pages rendered again ahead of visitors: when a committed change makes pages stale (the invalidation
 * log's replay, within half a second of the commit), this process asks itself (on its loopback port) for the stale
 * pages visitors asked for most, one at a time, so the next visitor gets the new page from the cache instead of the
 * previous one (docs/decisions/0028-cache-invalidation.md). A visitor who asks while such a render runs waits for it
 * (page-cache-routing.ts). Pages nobody asked for since they were stored are left to their first visitor.
 * Loaded by server.mjs through Node's type stripping: erasable TypeScript only, relative imports with `.ts`.
 */
import { type IncomingHttpHeaders, type IncomingMessage, request } from 'node:http'
import type { PageRequest, ResponseCache } from '../lib/response-cache.ts'

/** Marks this process's own request for a page it renders ahead; only with the internal token (serve-request.ts). */
export const pageRefreshHeader = 'x-page-refresh'

/** At most this many pages per change: a change every page shows (site settings) must not render the whole cache. */
const pagesPerChange = 16
/** A page that takes longer is given up on; `claimBusiestStale` hands it to a visitor after its own time limit. */
const requestTimeoutMs = 30_000
/** Request headers a page's cache key reads (response-cache.ts `cacheKey`), replayed as the visitor sent them. */
const replayedHeaders = ['accept-language', 'accept-encoding', 'user-agent', 'cookie'] as const
/** Requests for Next's client navigation (RSC payloads) are left to visitors: only documents and API lists. */
const navigationHeaders = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree']

/** How a visitor's request for a page can be sent again, or undefined for one that is not a plain GET. */
export function replayableRequest(req: IncomingMessage): PageRequest | undefined {
  if (req.method !== 'GET' || !req.url) return undefined
  if (navigationHeaders.some((name) => req.headers[name] !== undefined)) return undefined
  const headers: Record<string, string> = {}
  for (const name of replayedHeaders) {
    const value = req.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  return { url: req.url, headers }
}

/** Whether a request is this process's own render-ahead (its header survived serve-request.ts's token check). */
export const isRefreshAhead = (headers: IncomingHttpHeaders) => headers[pageRefreshHeader] !== undefined

/** Listens for stale pages in `pageCache` and renders the busiest ones again through `selfOrigin`. */
export function startRefreshAhead({
  pageCache,
  selfOrigin,
  internalToken,
  onError,
}: {
  pageCache: ResponseCache
  selfOrigin: string
  internalToken: string
  onError: (error: unknown, url: string) => void
}): void {
  let running: Promise<void> | null = null
  let again = false

  async function renderBusiest() {
    do {
      again = false
      // Claimed one at a time, so a page a visitor asks for meanwhile is not held for a render far down the list.
      for (let i = 0; i < pagesPerChange; i++) {
        const [page] = pageCache.claimBusiestStale(1)
        if (!page) break
        await requestPage(page.request).catch((error) => onError(error, page.request.url))
      }
    } while (again)
    running = null
  }

  function requestPage(page: PageRequest) {
    return new Promise<void>((resolve, reject) => {
      const sent = request(
        `${selfOrigin}${page.url}`,
        { headers: { ...page.headers, [pageRefreshHeader]: internalToken }, timeout: requestTimeoutMs },
        (answer) => {
          answer.resume()
          answer.once('end', resolve)
          answer.once('error', reject)
        },
      )
      sent.once('timeout', () => sent.destroy(new Error('render ahead timed out')))
      sent.once('error', reject)
      sent.end()
    })
  }

  pageCache.onStale((source) => {
    // Only once the change has committed: the log's replay (every half second, this process's own changes included)
    // says so. A render started from the content hook itself could read the rows as they were before the commit.
    if (source !== 'log') return
    if (running) {
      again = true
      return
    }
    // After the change's other invalidations (a post changes its board's lists and views at once): one pass for all.
    running = new Promise<void>((resolve) => setTimeout(resolve, 20)).then(renderBusiest)
  })
}
