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
// This file is only the bootstrap: the settings, the workers, Next, the page cache, wiring and shutdown. The request
// handling is in typed modules under src/server/ (serve-request.ts: stamping, refusals, routing; page-cache-routing.ts;
// island-shells.ts; documents.ts; media-files.ts; enhancements.ts; content-sync.ts), loaded like src/lib/*.ts through
// Node's type stripping (tests/unit/server-loaded-files.test.ts follows every import).
// First, so the settings below see the `.env` files (scripts/load-env.mjs).
import './scripts/load-env.mjs'
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { availableParallelism } from 'node:os'
import pino from 'pino'
import { defaultLocale, localeDetectedAt, locales } from './src/i18n/locales.ts'
import { runPrimary, serverWorkerCount, tellPrimaryReady } from './src/lib/cluster.ts'
import { deviceClassOf } from './src/lib/device.ts'
import { env } from './src/lib/env.ts'
import { loggerOptions } from './src/lib/log-options.ts'
import { setupClusterMetrics } from './src/lib/metrics.ts'
import { RenderGate } from './src/lib/render-gate.ts'
import { internalTokenSymbol, ResponseCache, responseCacheSymbol } from './src/lib/response-cache.ts'
import { strictTransportSecurity } from './src/lib/security-headers.ts'
import { startContentSync } from './src/server/content-sync.ts'
import { nextHandle } from './src/server/documents.ts'
import { createEnhancements } from './src/server/enhancements.ts'
import { createIslandShells } from './src/server/island-shells.ts'
import { createMediaFiles } from './src/server/media-files.ts'
import { createPageRouting } from './src/server/page-cache-routing.ts'
import { installLowPriorityPasswordHashing } from './src/server/password-hashing.ts'
import { startRefreshAhead } from './src/server/refresh-ahead.ts'
import { createServeRequest, visitorListener } from './src/server/serve-request.ts'

const dev = process.argv.includes('--dev')
// The site's log format (src/lib/log-options.ts), each line naming the worker when there are several.
const log = pino(loggerOptions(env.LOG_LEVEL)).child(
  cluster.isWorker ? { worker: Number(process.env.WORKER_INDEX) } : {},
)

// Data cached by an earlier run may describe another database (a restored backup, a test database):
// start with an empty data cache so every page is rebuilt from the database this process uses.
if (!dev && !cluster.isWorker)
  rmSync(new URL('./.next/cache/fetch-cache', import.meta.url), { recursive: true, force: true })

// One process per core (WEB_CONCURRENCY to choose), each running the rest of this file (src/lib/cluster.ts).
const workerCount = dev ? 1 : serverWorkerCount(env.WEB_CONCURRENCY)
if (cluster.isPrimary && workerCount > 1) {
  // Whichever worker a scrape of /metrics reaches answers with every worker's figures, summed here.
  setupClusterMetrics()
  process.exit(await runPrimary(workerCount, (level, msg, fields = {}) => log[level](fields, msg)))
}

// In production Next gets the build's finished configuration, as its own standalone server does, instead of
// compiling next.config.ts again at every start: that compile loaded three native compilers and a file watcher
// into the serving process for nothing (docs/decisions/0011-memory.md).
const builtConfig = new URL('./.next/required-server-files.json', import.meta.url)
if (!dev && existsSync(builtConfig))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(JSON.parse(readFileSync(builtConfig, 'utf8')).config)

// Sign-ins' password hashes on low-priority threads, so they never take the CPU visitors' pages need: as many
// threads as this process's share of the cores (src/server/password-hashing.ts).
installLowPriorityPasswordHashing({ threads: Math.max(1, Math.round(availableParallelism() / workerCount)) })

// This process's requests to itself (the cache sync, page shells) prove where they come from with this token.
const internalToken = randomBytes(32).toString('base64url')
globalThis[internalTokenSymbol] = internalToken

// Loaded here, after the primary has gone its own way: the primary serves nothing and need not hold Next.
const { default: next } = await import('next')
const app = next({ dev, hostname: 'localhost', port: env.PORT })
const handle = nextHandle(app.getRequestHandler())
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
const site = {
  locales,
  defaultLocale,
  deviceClass: deviceClassOf,
  detectsLocaleAt: (pathname) => localeDetectedAt(pathname, env.LOCALE_STRATEGY),
}

// From SITE_URL as this process starts, not from the build (src/lib/security-headers.ts); on every answer, refusals too.
const hsts = strictTransportSecurity(env.siteUrl)

const server = createServer()
// This process's requests to itself (the cache sync, page shells) go to a loopback port of its own: sent to the
// public port, they could reach another worker. Nothing knows the port before the handler below is attached.
const selfServer = createServer()
const selfOrigin = await new Promise((resolve, reject) => {
  selfServer.once('error', reject)
  selfServer.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () =>
    resolve(`http://127.0.0.1:${selfServer.address().port}`),
  )
})

const composeFromShell = pageCache && createIslandShells({ pageCache, site, selfOrigin, internalToken, log })
const routePage = createPageRouting({ pageCache, site, renders, handle, composeFromShell })
const serveRequest = createServeRequest({
  env,
  hsts,
  internalToken,
  handle,
  routePage,
  serveEnhancement: createEnhancements({ dev, buildDir: new URL('./.next/', import.meta.url) }),
  serveMediaFile: createMediaFiles(env.dataDir),
})
server.on('request', visitorListener(serveRequest, env.DB_QUERY_COUNT === 'on'))
selfServer.on('request', serveRequest)

// After a change, the stale pages visitors ask for most are rendered again before the next visitor asks.
if (pageCache)
  startRefreshAhead({
    pageCache,
    selfOrigin,
    internalToken,
    onError: (error, url) => log.warn({ url, error: String(error) }, 'page not rendered ahead'),
  })
const contentSync = startContentSync({ selfOrigin, internalToken, pageCache })
server.keepAliveTimeout = 65_000
server.listen(env.PORT, () => {
  log.info({ dev }, `ready on http://localhost:${env.PORT}`)
  // The first sync starts Payload, which applies pending migrations; then the primary starts the other workers.
  contentSync.sync().finally(tellPrimaryReady)
})

let stopping = false
function shutdown(signal) {
  if (stopping) return
  stopping = true
  contentSync.stop()
  log.info(`${signal}: finishing in-flight requests`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  selfServer.close()
  selfServer.closeIdleConnections()
  setTimeout(() => process.exit(0), 25_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
