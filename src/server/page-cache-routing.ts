/**
 * The page cache in front of Next: a page is answered from it, composed from a cached shell, or rendered by Next (four
 * at a time, once for concurrent requests of one page) and kept if it may be shared (docs/decisions/0005, 0028, 0031).
 * Loaded by server.mjs through Node's type stripping: erasable TypeScript only, relative imports with `.ts`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { countPageCache, markPageCacheAnswer } from '../lib/metrics.ts'
import { hasIslandComposers } from '../lib/page-islands.ts'
import type { RenderGate } from '../lib/render-gate.ts'
import {
  type CacheKeySite,
  cacheKey,
  isCacheableResponse,
  isInternalUrl,
  isStorableUrl,
  type ResponseCache,
  sharedPageCacheControl,
} from '../lib/response-cache.ts'
import { cacheTagsHeader, tagsFromHeaders } from '../modules/cache/page-tags.ts'
import { dropHeaders, type Handle, type HeaderRecord, outgoingHeaders, wrappable } from './documents.ts'
import type { ComposeFromShell } from './island-shells.ts'
import { isRefreshAhead, replayableRequest } from './refresh-ahead.ts'

export type PageRouting = {
  /** The page cache, or null when it is off (PAGE_CACHE=off, `npm run dev`). */
  pageCache: ResponseCache | null
  site: CacheKeySite
  /** The gate visitors' renders wait at (src/lib/render-gate.ts). */
  renders: RenderGate
  handle: Handle
  /** The islands composer (island-shells.ts); null without a page cache. */
  composeFromShell: ComposeFromShell | null
}

/** Returns `routePage`, which answers a request that got past the refusals and the server's own files. */
export function createPageRouting({ pageCache, site, renders, handle, composeFromShell }: PageRouting) {
  /** Renders of storable pages under way, by cache key: concurrent requests for one page wait for the first. */
  const pendingRenders = new Map<string, Promise<void>>()
  /** Of those, the keys this process renders ahead of visitors (refresh-ahead.ts). */
  const aheadRenders = new Set<string>()

  /** A page from the page cache, a composed shell or Next; anything that is not a page goes to Next directly. */
  function routePage(req: IncomingMessage, res: ServerResponse, waited = false): void {
    const key = pageCache ? cacheKey(req, site) : null
    if (pageCache && key) {
      // This process rendering a stale page ahead of visitors (refresh-ahead.ts) renders it as for a miss.
      const ahead = isRefreshAhead(req.headers)
      const found = ahead ? undefined : pageCache.lookup(key)
      if (!waited && !ahead) countPageCache(!found ? 'miss' : found.fresh ? 'hit' : 'stale')
      // A page whose content changed is served as it was while one visitor's request renders it again (`refresh`);
      // while it is rendered ahead of visitors, the change has committed and visitors wait for the new page, so the
      // first visitor after a change always sees it.
      const renderingAhead = found && !found.fresh && !waited && aheadRenders.has(key) && pendingRenders.get(key)
      if (renderingAhead) {
        renderingAhead.then(() => routePage(req, res, true))
        return
      }
      if (found && (found.fresh || !found.refresh)) {
        const { entry } = found
        markPageCacheAnswer(res)
        res.writeHead(entry.status, {
          ...entry.headers,
          'content-length': entry.body.length,
          'x-page-cache': found.fresh ? 'hit' : 'stale',
        })
        res.end(req.method === 'HEAD' ? undefined : entry.body)
        return
      }
      // The same page is being rendered for another visitor: wait for it and answer from the cache (once: a page that
      // was not stored, a personal or failed one, is then rendered for this request).
      const rendering = waited || ahead ? undefined : pendingRenders.get(key)
      if (rendering) {
        rendering.then(() => routePage(req, res, true))
        return
      }
      if (ahead && !pendingRenders.has(key)) {
        // Composed or rendered below, and stored as the response ends: visitors asking meanwhile wait for it.
        let settle = () => {}
        pendingRenders.set(key, new Promise<void>((resolve) => (settle = resolve)))
        aheadRenders.add(key)
        res.once('close', () => {
          pendingRenders.delete(key)
          aheadRenders.delete(key)
          settle()
        })
      }
      if (
        composeFromShell &&
        req.method === 'GET' &&
        !req.headers.rsc &&
        !isInternalUrl(req.url ?? '/') &&
        hasIslandComposers()
      ) {
        composeFromShell(req, res, key).then((served) => served || renderWithNext(req, res, pageCache, key))
        return
      }
      renderWithNext(req, res, pageCache, key)
      return
    }
    // Not for the page cache (personal, or not a page): the tags a route declares for it are not sent either.
    dropHeaders(res, [cacheTagsHeader])
    handle(req, res)
  }

  /** A cacheable page request the page cache cannot answer: rendered by Next, four at a time, and kept if shareable. */
  function renderWithNext(req: IncomingMessage, res: ServerResponse, pageCache: ResponseCache, key: string) {
    const storable = req.method === 'GET' && isStorableUrl(req.url ?? '/')
    if (req.method === 'GET') recordResponse(req, res, pageCache, key, storable, site.locales)
    else dropHeaders(res, [cacheTagsHeader])
    if (storable && !pendingRenders.has(key)) {
      let settle = () => {}
      pendingRenders.set(key, new Promise<void>((resolve) => (settle = resolve)))
      // After the response is stored (recordResponse stores it as it ends) or abandoned.
      res.once('close', () => {
        pendingRenders.delete(key)
        settle()
      })
    }
    // 'close' follows the end of every response, and a visitor who leaves while waiting or rendering.
    renders.run((done) => {
      res.once('close', done)
      if (res.destroyed || req.socket.destroyed) done()
      else handle(req, res)
    })
  }

  return routePage
}

/**
 * Keeps a copy of what Next sends, and stores it once complete if it may be shared and its URL is `storable`
 * (`isStorableUrl`). A response that may be shared tells browsers they may keep it (`sharedPageCacheControl`); one
 * that is stored says so with `x-page-cache: miss`, so a proxy cache in front (deploy/nginx/) stores exactly what
 * this cache stores and nothing else: nginx alone cannot tell a locale cookie from a session cookie when a response
 * sets several.
 */
function recordResponse(
  req: IncomingMessage,
  res: ServerResponse,
  pageCache: ResponseCache,
  key: string,
  storable: boolean,
  locales: readonly string[],
): void {
  const chunks: Buffer[] = []
  let headHeaders: HeaderRecord = {}
  let tags = tagsFromHeaders({}, req.url ?? '/', locales)
  let declaredTags = false
  const renderedFrom = pageCache.generation
  // How to ask for the page again when it goes stale, to render it ahead of visitors (refresh-ahead.ts).
  const request = replayableRequest(req)
  const wrapped = wrappable(res)
  const { write, end, writeHead } = wrapped
  const asHeaders = (headers: HeaderRecord) => headers as Record<string, string | string[]>
  wrapped.writeHead = function (status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === 'object')
    if (headers && !Array.isArray(headers)) headHeaders = headers as HeaderRecord
    // The page's tags (src/modules/cache/page-tags.ts) are for the page cache only, never for the visitor.
    const outgoing = outgoingHeaders(res, headHeaders)
    declaredTags = outgoing[cacheTagsHeader] !== undefined
    tags = tagsFromHeaders(asHeaders(outgoing), req.url ?? '/', locales)
    res.removeHeader(cacheTagsHeader)
    for (const name of Object.keys(headHeaders)) if (name.toLowerCase() === cacheTagsHeader) delete headHeaders[name]
    if (isCacheableResponse(status as number, asHeaders(outgoingHeaders(res, headHeaders)), declaredTags)) {
      // Without `miss` nginx does not keep it either.
      if (storable) res.setHeader('x-page-cache', 'miss')
      for (const name of Object.keys(headHeaders)) if (name.toLowerCase() === 'cache-control') delete headHeaders[name]
      res.setHeader('cache-control', sharedPageCacheControl)
    }
    return writeHead.call(this, status, ...rest)
  }
  wrapped.write = function (chunk, ...rest) {
    if (chunk && storable) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string))
    return write.call(this, chunk, ...rest)
  }
  wrapped.end = function (chunk, ...rest) {
    if (chunk && storable && typeof chunk !== 'function')
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string))
    const result = end.call(this, chunk, ...rest)
    const headers = outgoingHeaders(res, headHeaders)
    if (storable && isCacheableResponse(res.statusCode, asHeaders(headers), declaredTags)) {
      for (const name of ['date', 'transfer-encoding', 'connection', 'keep-alive', 'content-length'])
        delete headers[name]
      pageCache.set(
        key,
        { status: res.statusCode, headers: asHeaders(headers), body: Buffer.concat(chunks), storedAt: Date.now() },
        tags,
        renderedFrom,
        request,
      )
    } else if (storable) {
      // Rendered again because it was stale, and now not to be kept (a post deleted since: 404): the stale copy goes.
      pageCache.drop(key)
    }
    return result
  }
}
