/**
 * Every request's first steps: stamped with the visitor's real address, refused when the site does not serve it (405,
 * 413, 411, 400, from the headers alone), then routed to the metrics, the site's browser script, the media files on
 * disk or the pages (page-cache-routing.ts). Loaded by server.mjs through Node's type stripping: erasable TypeScript
 * only, relative imports with `.ts`.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { judgeBody } from '../lib/body-limits.ts'
import { clientIpHeader, resolveClientIp, trustedProxies } from '../lib/client-ip.ts'
import { serveCounted } from '../lib/db-query-count.ts'
import { enhanceUrlPrefix } from '../lib/enhance-files.ts'
import type { Env } from '../lib/env.ts'
import { observeRequest, serveMetrics } from '../lib/metrics.ts'
import { pageShellHeader } from '../lib/page-islands.ts'
import { mediaFileRequest } from '../lib/public-media.ts'
import { hasMalformedEscapes, malformedPathMessage } from '../lib/request-path.ts'
import { canonicalPageUrl } from '../lib/response-cache.ts'
import { refuseMethod } from '../modules/security/request-methods.ts'
import { type Handle, isPublicPageUrl } from './documents.ts'
import type { ServeEnhancement } from './enhancements.ts'
import type { ServeMediaFile } from './media-files.ts'
import { pageRefreshHeader } from './refresh-ahead.ts'

export type RequestRouting = {
  env: Pick<Env, 'TRUSTED_PROXY' | 'METRICS_ALLOW' | 'METRICS_TOKEN' | 'objectStorage'>
  /** `Strict-Transport-Security` for SITE_URL as this process started (src/lib/security-headers.ts), or null. */
  hsts: { key: string; value: string } | null
  /** Proves a page shell request comes from this process (island-shells.ts). */
  internalToken: string
  handle: Handle
  routePage: (req: IncomingMessage, res: ServerResponse) => void
  serveEnhancement: ServeEnhancement
  serveMediaFile: ServeMediaFile
}

const normaliseAddress = (address: string | undefined) =>
  address?.startsWith('::ffff:') ? address.slice(7) : (address ?? '')

/** Returns `serveRequest`, which answers every request, the visitors' and this process's own. */
export function createServeRequest({
  env,
  hsts,
  internalToken,
  handle,
  routePage,
  serveEnhancement,
  serveMediaFile,
}: RequestRouting): RequestListener {
  const trusted = trustedProxies(env.TRUSTED_PROXY)

  return function serveRequest(req, res) {
    if (hsts) res.setHeader(hsts.key, hsts.value)
    if (refuseUnreadable(req, res)) return
    req.headers[clientIpHeader] = resolveClientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted)
    if (!trusted.has(normaliseAddress(req.socket.remoteAddress))) {
      // Only a trusted proxy may say which host and scheme the visitor used; redirects are built from them.
      for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) delete req.headers[name]
    }
    if (req.headers[pageShellHeader] !== undefined) {
      // A page shell asked for by composeFromShell: rendered as asked, never cached as a page. Anyone else's header is
      // dropped, so it cannot carry a request past the page cache or the render gate.
      if (req.headers[pageShellHeader] === internalToken) {
        handle(req, res)
        return
      }
      delete req.headers[pageShellHeader]
    }
    // Likewise the mark of this process's own render ahead of visitors (refresh-ahead.ts): only with the token.
    if (req.headers[pageRefreshHeader] !== undefined && req.headers[pageRefreshHeader] !== internalToken)
      delete req.headers[pageRefreshHeader]
    if (req.url === '/metrics' || req.url?.startsWith('/metrics?')) {
      const settings = { allow: env.METRICS_ALLOW, token: env.METRICS_TOKEN }
      serveMetrics(req, res, String(req.headers[clientIpHeader]), settings).then(
        (served) => served || routePage(req, res),
      )
      return
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && isPublicPageUrl(req.url ?? '/'))
      req.url = canonicalPageUrl(req.url ?? '/')
    if (req.url?.startsWith(enhanceUrlPrefix) && serveEnhancement(req, res)) return
    // With object storage the files are in the bucket, read through Payload's route: a copy left on disk is not served.
    const mediaFile = env.objectStorage ? null : mediaFileRequest(req.method, req.url, req.headers.range)
    if (mediaFile) {
      serveMediaFile(req, res, mediaFile).then((served) => served || routePage(req, res))
      return
    }
    routePage(req, res)
  }
}

/**
 * The public port's listener: only visitors' requests are counted in /metrics, not this process's own (the cache
 * sync, page shells). DB_QUERY_COUNT=on (measurements only) holds each response back to add its query count
 * (src/lib/db-query-count.ts).
 */
export function visitorListener(serveRequest: RequestListener, countingQueries: boolean): RequestListener {
  return (req, res) => {
    observeRequest(req, res, performance.now())
    if (countingQueries) serveCounted(req, res, () => serveRequest(req, res))
    else serveRequest(req, res)
  }
}

/**
 * Answers, and returns true, when a request must not reach Next: its path cannot be decoded, or its body is
 * too large for the route or of unknown length. The body is never read; `Connection: close` stops the client
 * from sending the rest of an oversized upload on this connection.
 */
export function refuseUnreadable(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/'
  const refusal = refuseMethod(req.method, url.split('?', 1)[0] ?? '/')
  if (refusal) {
    res.writeHead(refusal.status, { ...refusal.headers, 'content-length': Buffer.byteLength(refusal.body) })
    res.end(refusal.body)
    return true
  }
  const verdict = hasMalformedEscapes(url)
    ? { ok: false as const, status: 400, code: 'BAD_REQUEST', message: malformedPathMessage }
    : judgeBody(url.split('?', 1)[0] ?? '', req.headers)
  if (verdict.ok) return false
  const body = JSON.stringify({ error: { code: verdict.code, message: verdict.message } })
  res.writeHead(verdict.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    connection: 'close',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}
