// The production (and `npm run dev`) HTTP server: Next.js behind a thin Node server that
//  - stamps every request with the visitor's real address (`x-client-ip`), taken from the socket and,
//    only when the socket is a configured trusted proxy, from X-Forwarded-For, so rate limits cannot be
//    dodged with a forged header (Next alone keeps a client-sent X-Forwarded-For);
//  - refuses methods the site does not serve (405, src/modules/security/request-methods.ts), and, from the headers
//    alone, bodies larger than the route allows (413, before the upload is read),
//    bodies without a declared length (411) and paths with broken percent escapes (400);
//  - serves the board lists and 통합검색 from a cached page shell with their islands filled per request
//    (composeFromShell);
//  - sends public pages marked as documents without Next's client runtime (finishDocuments), and serves the site's
//    own browser script (src/enhance, bundled after each build) that they load instead;
//  - shuts down gracefully on SIGTERM/SIGINT: stops accepting, lets in-flight requests finish.
// First, so the settings below see the `.env` files (scripts/load-env.mjs).
import './scripts/load-env.mjs'
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { createReadStream, existsSync, readFileSync, rmSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import pino from 'pino'
import { defaultLocale, locales } from './src/i18n/locales.ts'
import { judgeBody } from './src/lib/body-limits.ts'
import { clientIpHeader, resolveClientIp, trustedProxies } from './src/lib/client-ip.ts'
import { finishDocument } from './src/lib/client-runtime.ts'
import { onOtherWorkersNews, runPrimary, serverWorkerCount, tellPrimaryReady } from './src/lib/cluster.ts'
import { serveCounted } from './src/lib/db-query-count.ts'
import { deviceClassOf } from './src/lib/device.ts'
import { enhanceFileName, enhanceFiles, enhanceUrlPrefix } from './src/lib/enhance-files.ts'
import { env } from './src/lib/env.ts'
import { loggerOptions } from './src/lib/log-options.ts'
import {
  countPageCache,
  markPageCacheAnswer,
  observeRequest,
  serveMetrics,
  setupClusterMetrics,
} from './src/lib/metrics.ts'
import { composeIslands, fillIslands, hasIslandComposers, pageShellHeader, sliceShell } from './src/lib/page-islands.ts'
import {
  fileValidators,
  isNotModified,
  MediaBodyCache,
  mediaCacheControl,
  mediaFileRequest,
} from './src/lib/public-media.ts'
import { RenderGate } from './src/lib/render-gate.ts'
import { hasMalformedEscapes, malformedPathMessage } from './src/lib/request-path.ts'
import {
  acceptsGzip,
  allPages,
  cacheKey,
  canonicalPageUrl,
  internalTokenSymbol,
  isCacheableResponse,
  isInternalUrl,
  isStorableUrl,
  ResponseCache,
  responseCacheSymbol,
  sharedPageCacheControl,
  visitorLocale,
} from './src/lib/response-cache.ts'
import { strictTransportSecurity } from './src/lib/security-headers.ts'
import { cacheTagsHeader, tagsFromHeaders } from './src/modules/cache/page-tags.ts'
import { refuseMethod } from './src/modules/security/request-methods.ts'

const dev = process.argv.includes('--dev')
// The site's own log format (src/lib/log-options.ts), each line naming the worker when there are several.
const log = pino(loggerOptions(env.LOG_LEVEL)).child(
  cluster.isWorker ? { worker: Number(process.env.WORKER_INDEX) } : {},
)
const logLine = (level, msg, fields = {}) => log[level](fields, msg)
const trusted = trustedProxies(env.TRUSTED_PROXY)
const normaliseAddress = (address) => (address?.startsWith('::ffff:') ? address.slice(7) : (address ?? ''))

// Data cached by an earlier run may describe another database (a restored backup, a test database):
// start with an empty data cache so every page is rebuilt from the database this process uses.
if (!dev && !cluster.isWorker)
  rmSync(new URL('./.next/cache/fetch-cache', import.meta.url), { recursive: true, force: true })

// One process per core (WEB_CONCURRENCY to choose), each running the rest of this file (src/lib/cluster.ts).
const workerCount = dev ? 1 : serverWorkerCount(env.WEB_CONCURRENCY)
if (cluster.isPrimary && workerCount > 1) {
  // Whichever worker a scrape of /metrics reaches answers with every worker's figures, summed here.
  setupClusterMetrics()
  process.exit(await runPrimary(workerCount, logLine))
}

// In production Next gets the build's finished configuration, as its own standalone server does, instead of
// compiling next.config.ts again at every start: that compile loaded three native compilers and a file watcher
// into the serving process for nothing (docs/decisions/0011-memory.md).
const builtConfig = new URL('./.next/required-server-files.json', import.meta.url)
if (!dev && existsSync(builtConfig))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(JSON.parse(readFileSync(builtConfig, 'utf8')).config)

// This process's requests to itself (the cache sync, page shells) prove where they come from with this token.
const internalToken = randomBytes(32).toString('base64url')
globalThis[internalTokenSymbol] = internalToken

// Loaded here, after the primary has gone its own way: the primary serves nothing and need not hold Next.
const { default: next } = await import('next')
const app = next({ dev, hostname: 'localhost', port: env.PORT })
const handleWithNext = app.getRequestHandler()
/** Every request Next answers goes through here; answers from the page cache do not. */
function handle(req, res) {
  if (!req.headers.rsc) {
    dropRouterOnlyHeaders(res)
    if (req.method === 'GET' && isPublicPageUrl(req.url ?? '/')) {
      // Next would compress the page as it streams it; it is compressed once here instead, after it is finished.
      const gzip = visitorAcceptsGzip(req)
      req.headers['accept-encoding'] = 'identity'
      finishDocuments(res, gzip)
    }
  }
  return handleWithNext(req, res)
}
const visitorAcceptsGzip = (req) => acceptsGzip(String(req.headers['accept-encoding'] ?? ''))
/**
 * The addresses of public pages, as the locale proxy tells them (src/proxy.ts): not internal (the admin streams its
 * pages and never drops its runtime), not the admin's sign-in, and no file name with an extension.
 */
function isPublicPageUrl(url) {
  const pathname = url.split('?', 1)[0] ?? '/'
  return !isInternalUrl(pathname) && pathname !== '/admin-login' && !/\.[^/]*$/.test(pathname)
}
await app.prepare()
// `npm run dev` rebuilds the site's browser script on every change; production bundles it after the build.
if (dev) await (await import('./scripts/enhance-bundle.mjs')).watchEnhancements()

const pageCache =
  env.PAGE_CACHE === 'on' && !dev
    ? new ResponseCache({
        maxEntries: 5000,
        maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
        ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000,
      })
    : null
// Content hooks running inside Next in this process clear it through this shared handle.
globalThis[responseCacheSymbol] = pageCache
// Visitors' pages not in the page cache render four at a time (src/lib/render-gate.ts).
const renders = new RenderGate(4)

const site = { locales, defaultLocale, deviceClass: deviceClassOf }

// From SITE_URL as this process starts, not from the build (src/lib/security-headers.ts); on every answer, refusals too.
const hsts = strictTransportSecurity(env.siteUrl)

// Only visitors' requests are counted in /metrics: not this process's own below (the cache sync, page shells).
// DB_QUERY_COUNT=on (measurements only) holds each response back to add its query count (src/lib/db-query-count.ts).
const countingQueries = env.DB_QUERY_COUNT === 'on'
const server = createServer((req, res) => {
  observeRequest(req, res, performance.now())
  if (countingQueries) serveCounted(req, res, () => serveRequest(req, res))
  else serveRequest(req, res)
})
// This process's requests to itself (the cache sync, page shells) go to a loopback port of its own: sent to the
// public port, they could reach another worker.
const selfServer = createServer(serveRequest)
const selfOrigin = await new Promise((resolve, reject) => {
  selfServer.once('error', reject)
  selfServer.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () =>
    resolve(`http://127.0.0.1:${selfServer.address().port}`),
  )
})

function serveRequest(req, res) {
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
    if (req.headers[pageShellHeader] === internalToken) return handle(req, res)
    delete req.headers[pageShellHeader]
  }
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

/** A page from the page cache, a composed shell or Next; anything that is not a page goes to Next directly. */
function routePage(req, res, waited = false) {
  const key = pageCache ? cacheKey(req, site) : null
  if (key) {
    const found = pageCache.lookup(key)
    if (!waited) countPageCache(!found ? 'miss' : found.fresh ? 'hit' : 'stale')
    // A page whose content changed is served as it was while one request renders it again (`refresh`).
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
    const rendering = waited ? undefined : pendingRenders.get(key)
    if (rendering) {
      rendering.then(() => routePage(req, res, true))
      return
    }
    if (req.method === 'GET' && !req.headers.rsc && !isInternalUrl(req.url ?? '/') && hasIslandComposers()) {
      composeFromShell(req, res, key).then((served) => served || renderWithNext(req, res, key))
      return
    }
    renderWithNext(req, res, key)
    return
  }
  // Not for the page cache (personal, or not a page): the tags a route declares for it are not sent either.
  dropHeaders(res, [cacheTagsHeader])
  handle(req, res)
}

const mediaDir = path.join(env.dataDir, 'media')
// The banners and thumbnails every visitor loads: 16 MB of them at most, none over 1 MB (the hero sizes are ~100 KB).
const mediaBodies = new MediaBodyCache({ maxBytes: 16 * 1024 * 1024, maxFileBytes: 1024 * 1024 })

/**
 * A stored image of the media library from disk, with caching headers and 304s (src/lib/public-media.ts). Resolves
 * false, having sent nothing, when the file is not there: Payload's route then answers (404 for a missing file).
 */
async function serveMediaFile(req, res, { name, type }) {
  const file = path.join(mediaDir, name)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return false
  const validators = fileValidators(info.size, info.mtimeMs)
  const headers = {
    'content-type': type,
    'cache-control': mediaCacheControl,
    etag: validators.etag,
    'last-modified': validators.lastModified,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
  }
  if (isNotModified(req.headers, validators)) {
    res.writeHead(304, headers)
    res.end()
    return true
  }
  let body = mediaBodies.get(name, info.size, info.mtimeMs)
  if (!body && req.method !== 'HEAD' && mediaBodies.keeps(info.size)) {
    body = await readFile(file).catch(() => null)
    // Replaced while it was read: serve what was read, keep nothing.
    if (body && body.length === info.size) mediaBodies.set(name, info.mtimeMs, body)
  }
  res.writeHead(200, { ...headers, 'content-length': body ? body.length : info.size })
  if (req.method === 'HEAD') res.end()
  else if (body) res.end(body)
  else
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res)
  return true
}

/**
 * Headers Next sets for its client router that a page fetched by the browser has no use for: `x-middleware-rewrite`
 * names the internal path the locale proxy rewrote the address to (`/ko/company/about`). Router (RSC) responses keep
 * them. Removed as Next writes the head, before the page cache copies it (`recordResponse`), so cached pages lack it.
 */
const routerOnlyHeaders = ['x-middleware-rewrite']
const dropRouterOnlyHeaders = (res) => dropHeaders(res, routerOnlyHeaders)
/** Removes these headers from the response as it is written, whether set on it or passed to writeHead. */
function dropHeaders(res, names) {
  const { writeHead } = res
  res.writeHead = function (status, ...rest) {
    const passed = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg)) ?? {}
    for (const name of Object.keys(passed)) if (names.includes(name.toLowerCase())) delete passed[name]
    for (const name of names) res.removeHeader(name)
    return writeHead.call(this, status, ...rest)
  }
}

/**
 * Holds back a public HTML page until Next has written all of it, finishes it (src/lib/client-runtime.ts: a page
 * marked as a document without runtime loses Next's scripts and flight data; any other page stays as it came),
 * and compresses it once if the visitor accepts gzip. Runs inside the page cache's recording (recordResponse), so the
 * cache keeps the finished page. Anything not HTML passes through as Next writes it.
 */
function finishDocuments(res, gzip) {
  const { writeHead, write, end } = res
  // Decided at the head: 'pass' (not HTML: everything goes through as it comes) or 'hold'. The methods are never put
  // back: the compression middleware wraps them after this, and keeps calling what it found.
  let mode = null
  let head = null
  const held = []
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
  res.writeHead = function (status, ...rest) {
    const passed = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg)) ?? {}
    if (mode === 'pass') return writeHead.call(this, status, ...rest)
    // Held, the head is not written yet, so Next's flushHeaders and the compression middleware call again: keep one.
    if (mode === 'hold') {
      Object.assign(head.passed, passed)
      return this
    }
    const headers = outgoingHeaders(res, passed)
    const html = String(headers['content-type'] ?? '').startsWith('text/html') && !headers['content-encoding']
    mode = html ? 'hold' : 'pass'
    if (mode === 'pass') return writeHead.call(this, status, ...rest)
    head = { status, passed }
    return this
  }
  res.write = function (chunk, encoding, callback) {
    // Written without writeHead first: Node would write the head from inside the original write; decide here.
    if (!mode) this.writeHead(this.statusCode)
    if (mode === 'pass') return write.call(this, chunk, encoding, callback)
    if (chunk) held.push(toBuffer(chunk, encoding))
    const done = [encoding, callback].find((arg) => typeof arg === 'function')
    if (done) process.nextTick(done)
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (!mode) this.writeHead(this.statusCode)
    if (mode === 'pass') return end.call(this, chunk, encoding, callback)
    if (chunk && typeof chunk !== 'function') held.push(toBuffer(chunk, encoding))
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    const page = Buffer.concat(held)
    const finished = head.status === 200 ? finishedPage(page) : page
    // Below a kilobyte, compression costs more than it saves (the compression middleware's threshold too).
    const body = gzip && finished.length >= 1024 ? gzipSync(finished) : finished
    for (const name of ['content-length', 'transfer-encoding', 'content-encoding']) {
      res.removeHeader(name)
      for (const key of Object.keys(head.passed)) if (key.toLowerCase() === name) delete head.passed[key]
    }
    head.passed['content-length'] = body.length
    if (body !== finished) head.passed['content-encoding'] = 'gzip'
    const vary = String(outgoingHeaders(res, head.passed).vary ?? '')
    if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    mode = 'pass'
    writeHead.call(this, head.status, head.passed)
    return end.call(this, body, done)
  }
}

/** The page finished: a document without runtime as client-runtime.ts finishes it; any other page unchanged. */
function finishedPage(page) {
  const html = page.toString('utf8')
  const finished = finishDocument(html)
  return finished === html ? page : Buffer.from(finished)
}

// The site's browser script is served under Next's own hashed files (nginx serves both from the build's folder).
const enhanceDir = new URL(`./.next/${enhanceFiles(dev).dir}/`, import.meta.url)
const enhanceBodies = new Map()
/**
 * Serves a file of the site's browser script (scripts/enhance-bundle.mjs): its name changes with its content, so it
 * may be kept a year. Returns false, to let Next answer 404, for any other name.
 */
function serveEnhancement(req, res) {
  const name = (req.url ?? '').slice(enhanceUrlPrefix.length)
  if (!enhanceFileName.test(name) || (req.method !== 'GET' && req.method !== 'HEAD')) return false
  let file = dev ? null : enhanceBodies.get(name)
  if (!file) {
    const path = new URL(name, enhanceDir)
    if (!existsSync(path)) return false
    const body = readFileSync(path)
    file = { body, gzip: gzipSync(body) }
    if (!dev) enhanceBodies.set(name, file)
  }
  const gzip = visitorAcceptsGzip(req)
  const body = gzip ? file.gzip : file.body
  res.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'content-length': body.length,
    'cache-control': dev ? 'no-cache' : 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

/** Renders of storable pages under way, by cache key: concurrent requests for one page wait for the first. */
const pendingRenders = new Map()

/** A cacheable page request the page cache cannot answer: rendered by Next, four at a time, and kept if shareable. */
function renderWithNext(req, res, key) {
  const storable = req.method === 'GET' && isStorableUrl(req.url ?? '/')
  if (req.method === 'GET') recordResponse(req, res, key, storable)
  else dropHeaders(res, [cacheTagsHeader])
  if (storable && !pendingRenders.has(key)) {
    let settle
    pendingRenders.set(key, new Promise((resolve) => (settle = resolve)))
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

/**
 * Serves a board list page (a search, a later page) or a 통합검색 page without rendering it: the page's shell,
 * rendered once by Next with its islands empty and kept in the page cache, with the islands' HTML for this request's
 * URL filled in (src/lib/page-islands.ts). Resolves false, having sent nothing, when no registered composer serves the
 * page or anything is not as expected; Next then renders it as usual.
 */
async function composeFromShell(req, res, key) {
  const renderedFrom = pageCache.generation
  const url = new URL(req.url ?? '/', 'http://localhost')
  let islands
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
  if (page === null) return false
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
  if (stored) pageCache.set(key, { status: 200, headers, body, storedAt: Date.now() }, shell.tags, renderedFrom)
  return true
}

const pendingShells = new Map()
/** Response headers of a shell that describe that one response or body, not the pages made from it. */
const perResponseHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'etag'])

/**
 * The shell of the page at `pathname` as this visitor gets it (locale, device class), from the page cache, so it is
 * dropped with every other page on any content change; else rendered by Next, once for concurrent requests.
 */
function shellOf(req, pathname) {
  const shellKey = `shell|${cacheKey({ method: 'GET', url: pathname, headers: { ...req.headers, 'accept-encoding': '' } }, site)}`
  const stored = pageCache.get(shellKey)
  if (stored) return Promise.resolve(stored)
  let pending = pendingShells.get(shellKey)
  if (!pending) {
    const renderedFrom = pageCache.generation
    pending = renderShell(req, pathname)
      .then((shell) => {
        if (shell) pageCache.set(shellKey, shell, shell.tags, renderedFrom)
        return shell
      })
      .catch((error) => {
        log.error({ err: error }, 'page shell failed')
        return null
      })
      .finally(() => pendingShells.delete(shellKey))
    pendingShells.set(shellKey, pending)
  }
  return pending
}

async function renderShell(req, pathname) {
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
  const headers = {}
  response.headers.forEach((value, name) => {
    if (!perResponseHeaders.has(name) && name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  if (response.headers.has('content-encoding') || !isCacheableResponse(response.status, headers)) return null
  const sliced = sliceShell(body)
  if (!sliced) return null
  headers['cache-control'] = sharedPageCacheControl
  const tags = tagsFromHeaders(headers, pathname, locales)
  delete headers[cacheTagsHeader]
  // Kept beside the page cache's own fields: the shell cut once at its islands, for every page made from it, and
  // the tags every page made from it is stored with.
  return { status: 200, headers, body, storedAt: Date.now(), sliced, tags }
}

/**
 * Answers, and returns true, when a request must not reach Next: its path cannot be decoded, or its body is
 * too large for the route or of unknown length. The body is never read; `Connection: close` stops the client
 * from sending the rest of an oversized upload on this connection.
 */
function refuseUnreadable(req, res) {
  const url = req.url ?? '/'
  const refusal = refuseMethod(req.method, url.split('?', 1)[0] ?? '/')
  if (refusal) {
    res.writeHead(refusal.status, { ...refusal.headers, 'content-length': Buffer.byteLength(refusal.body) })
    res.end(refusal.body)
    return true
  }
  const verdict = hasMalformedEscapes(url)
    ? { ok: false, status: 400, code: 'BAD_REQUEST', message: malformedPathMessage }
    : judgeBody(url.split('?', 1)[0], req.headers)
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

/** The headers a response goes out with: those set on it, and those passed to writeHead (which win). */
const outgoingHeaders = (res, headHeaders) => ({
  ...res.getHeaders(),
  ...Object.fromEntries(Object.entries(headHeaders).map(([k, v]) => [k.toLowerCase(), v])),
})

/**
 * Keeps a copy of what Next sends, and stores it once complete if it may be shared and its URL is `storable`
 * (`isStorableUrl`). A response that may be shared tells browsers they may keep it (`sharedPageCacheControl`); one
 * that is stored says so with `x-page-cache: miss`, so a proxy cache in front (deploy/nginx/) stores exactly what
 * this cache stores and nothing else: nginx alone cannot tell a locale cookie from a session cookie when a response
 * sets several.
 */
function recordResponse(req, res, key, storable) {
  const chunks = []
  let headHeaders = {}
  let tags = tagsFromHeaders({}, req.url ?? '/', locales)
  let declaredTags = false
  const renderedFrom = pageCache.generation
  const { write, end, writeHead } = res
  res.writeHead = function (status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === 'object')
    if (headers && !Array.isArray(headers)) headHeaders = headers
    // The page's tags (src/modules/cache/page-tags.ts) are for the page cache only, never for the visitor.
    const outgoing = outgoingHeaders(res, headHeaders)
    declaredTags = outgoing[cacheTagsHeader] !== undefined
    tags = tagsFromHeaders(outgoing, req.url ?? '/', locales)
    res.removeHeader(cacheTagsHeader)
    for (const name of Object.keys(headHeaders)) if (name.toLowerCase() === cacheTagsHeader) delete headHeaders[name]
    if (isCacheableResponse(status, outgoingHeaders(res, headHeaders), declaredTags)) {
      // Without `miss` nginx does not keep it either.
      if (storable) res.setHeader('x-page-cache', 'miss')
      for (const name of Object.keys(headHeaders)) if (name.toLowerCase() === 'cache-control') delete headHeaders[name]
      res.setHeader('cache-control', sharedPageCacheControl)
    }
    return writeHead.call(this, status, ...rest)
  }
  res.write = function (chunk, ...rest) {
    if (chunk && storable) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
    return write.call(this, chunk, ...rest)
  }
  res.end = function (chunk, ...rest) {
    if (chunk && storable && typeof chunk !== 'function')
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
    const result = end.call(this, chunk, ...rest)
    const headers = outgoingHeaders(res, headHeaders)
    if (storable && isCacheableResponse(res.statusCode, headers, declaredTags)) {
      for (const name of ['date', 'transfer-encoding', 'connection', 'keep-alive', 'content-length'])
        delete headers[name]
      pageCache.set(
        key,
        { status: res.statusCode, headers, body: Buffer.concat(chunks), storedAt: Date.now() },
        tags,
        renderedFrom,
      )
    } else if (storable) {
      // Rendered again because it was stale, and now not to be kept (a post deleted since: 404): the stale copy goes.
      pageCache.drop(key)
    }
    return result
  }
}
server.keepAliveTimeout = 65_000
server.listen(env.PORT, () => {
  log.info({ dev }, `ready on http://localhost:${env.PORT}`)
  // The first sync starts Payload, which applies pending migrations; then the primary starts the other workers.
  syncContentChanges().finally(tellPrimaryReady)
})

// Other server processes log their content changes; replay them here every half second (a change shows on every
// server within a second, render included), and at once when another worker of this server says it changed something.
async function syncContentChanges() {
  try {
    await fetch(`${selfOrigin}/api/internal/cache-sync`, {
      method: 'POST',
      headers: { 'x-internal-token': internalToken },
    })
  } catch {
    // The next tick tries again; a failed sync only delays, never breaks, the pages.
  }
}
const syncTimer = setInterval(syncContentChanges, 500)
syncTimer.unref()
// Another worker of this server changed content: the pages it named are stale here too, before the log's replay.
onOtherWorkersNews((news) => {
  if (news?.kind === 'pages-stale' && pageCache && (news.pages === allPages || Array.isArray(news.pages)))
    pageCache.invalidate(news.pages)
})

let stopping = false
function shutdown(signal) {
  if (stopping) return
  stopping = true
  clearInterval(syncTimer)
  log.info(`${signal}: finishing in-flight requests`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  selfServer.close()
  selfServer.closeIdleConnections()
  setTimeout(() => process.exit(0), 25_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
