/**
 * The islands composer: board lists and 통합검색 pages served from a cached page shell with their islands filled per
 * request (docs/decisions/0016-board-list-islands.md). Loaded by server.mjs through Node's type stripping: erasable
 * TypeScript only, relative imports with `.ts`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import type { Logger } from 'pino'
import { clientIpHeader } from '../lib/client-ip.ts'
import { composeIslands, fillIslands, pageShellHeader, type SlicedShell, sliceShell } from '../lib/page-islands.ts'
import {
  type CachedResponse,
  type CacheKeySite,
  cacheKey,
  isCacheableResponse,
  type ResponseCache,
  sharedPageCacheControl,
  visitorLocale,
} from '../lib/response-cache.ts'
import { cacheTagsHeader, tagsFromHeaders } from '../modules/cache/page-tags.ts'
import { visitorAcceptsGzip } from './documents.ts'
import { replayableRequest } from './refresh-ahead.ts'

/** Serves a page composed from its shell; resolves false, having sent nothing, when it cannot. */
export type ComposeFromShell = (req: IncomingMessage, res: ServerResponse, key: string) => Promise<boolean>

/**
 * A page shell as the page cache keeps it: beside the page cache's own fields, the shell cut once at its islands, for
 * every page made from it, and the tags every page made from it is stored with.
 */
type Shell = CachedResponse & { sliced: SlicedShell; tags: string[] }

export type IslandShells = {
  pageCache: ResponseCache
  site: CacheKeySite
  /** This process's own loopback server (`http://127.0.0.1:port`), which renders the shells. */
  selfOrigin: string
  /** Proves a shell request comes from this process (`x-page-shell`). */
  internalToken: string
  log: Logger
}

/** Response headers of a shell that describe that one response or body, not the pages made from it. */
const perResponseHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'etag'])

/** Returns `composeFromShell` for this page cache and this process's own server. */
export function createIslandShells({
  pageCache,
  site,
  selfOrigin,
  internalToken,
  log,
}: IslandShells): ComposeFromShell {
  const pendingShells = new Map<string, Promise<Shell | null>>()

  /**
   * Serves a board list page (a search, a later page) or a 통합검색 page without rendering it: the page's shell,
   * rendered once by Next with its islands empty and kept in the page cache, with the islands' HTML for this request's
   * URL filled in (src/lib/page-islands.ts). Resolves false, having sent nothing, when no registered composer serves
   * the page or anything is not as expected; Next then renders it as usual.
   */
  async function composeFromShell(req: IncomingMessage, res: ServerResponse, key: string): Promise<boolean> {
    const renderedFrom = pageCache.generation
    const url = new URL(req.url ?? '/', 'http://localhost')
    let islands: Record<string, string> | null
    try {
      islands = await composeIslands({
        pathname: url.pathname,
        search: url.searchParams,
        locale: visitorLocale(req, site),
        clientIp: String(req.headers[clientIpHeader] ?? ''),
      })
    } catch (error) {
      log.error({ err: error }, 'page islands failed')
      return false
    }
    if (!islands) return false
    const shell = await shellOf(req, url.pathname)
    const page = shell ? fillIslands(shell.sliced, islands) : null
    if (!shell || page === null) return false
    if (res.destroyed || req.socket.destroyed) return true
    const gzip = visitorAcceptsGzip(req)
    const body = gzip ? gzipSync(page) : page
    // Only a board's own address is kept (and marked so for nginx): filling islands costs a few milliseconds, and
    // searches and later pages, most asked for once, would push out of the cache pages that cost a whole render.
    const stored = !url.search
    const headers = {
      ...shell.headers,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      ...(stored ? { 'x-page-cache': 'miss' } : {}),
      'x-page-islands': 'filled',
    }
    res.writeHead(200, { ...headers, 'content-length': body.length })
    res.end(body)
    if (stored) {
      const entry = { status: 200, headers, body, storedAt: Date.now() }
      pageCache.set(key, entry, shell.tags, renderedFrom, replayableRequest(req))
    }
    return true
  }

  /**
   * The shell of the page at `pathname` as this visitor gets it (locale, device class), from the page cache, so it is
   * dropped with every other page on any content change; else rendered by Next, once for concurrent requests.
   */
  function shellOf(req: IncomingMessage, pathname: string): Promise<Shell | null> {
    const shellKey = `shell|${cacheKey({ method: 'GET', url: pathname, headers: { ...req.headers, 'accept-encoding': '' } }, site)}`
    const stored = pageCache.get(shellKey) as Shell | undefined
    if (stored) return Promise.resolve(stored)
    let pending = pendingShells.get(shellKey)
    if (!pending) {
      const renderedFrom = pageCache.generation
      pending = renderShell(req, pathname)
        .then((shell) => {
          if (shell) pageCache.set(shellKey, shell, shell.tags, renderedFrom)
          return shell
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'page shell failed')
          return null
        })
        .finally(() => pendingShells.delete(shellKey))
      pendingShells.set(shellKey, pending)
    }
    return pending
  }

  async function renderShell(req: IncomingMessage, pathname: string): Promise<Shell | null> {
    const forwarded = ['user-agent', 'accept-language', 'cookie']
    const response = await fetch(`${selfOrigin}${pathname}`, {
      redirect: 'manual',
      headers: {
        ...Object.fromEntries(
          forwarded.flatMap((name) => (req.headers[name] ? [[name, String(req.headers[name])]] : [])),
        ),
        accept: 'text/html',
        'accept-encoding': 'identity',
        [pageShellHeader]: internalToken,
      },
    })
    const body = Buffer.from(await response.arrayBuffer())
    const headers: Record<string, string | string[]> = {}
    response.headers.forEach((value, name) => {
      if (!perResponseHeaders.has(name) && name !== 'set-cookie') headers[name] = value
    })
    const cookies = response.headers.getSetCookie()
    if (cookies.length) headers['set-cookie'] = cookies
    if (response.headers.has('content-encoding') || !isCacheableResponse(response.status, headers)) return null
    const sliced = sliceShell(body)
    if (!sliced) return null
    headers['cache-control'] = sharedPageCacheControl
    const tags = tagsFromHeaders(headers, pathname, site.locales)
    delete headers[cacheTagsHeader]
    return { status: 200, headers, body, storedAt: Date.now(), sliced, tags }
  }

  return composeFromShell
}
