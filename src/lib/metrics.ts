/**
 * Prometheus metrics of the web server (`/metrics`, docs/deployment.md "Metrics and traces").
 *
 * server.mjs loads this file directly through Node's type stripping: it may import only packages, node:* and `.ts` files
 * that follow the same rule, and use only TypeScript that can be erased (tests/unit/server-loaded-files.test.ts). Code running inside Next in the same
 * process (database timing, queue sizes: src/lib/database-metrics.ts) reaches the same registry and metric objects
 * through a globalThis key, because Next's bundle may hold a second copy of this module and of prom-client.
 *
 * Several worker processes behind one port (node:cluster): every worker keeps its own counters, and a scrape answered
 * by any worker asks the primary (`setupClusterMetrics`), which collects all workers' metrics with prom-client's
 * AggregatorRegistry and sums them. Prometheus thus sees one series per route group for the whole server whichever
 * worker it reaches, rather than a series per worker id that piles up as workers are restarted. A worker label would
 * also have worked, but then every scrape sees only the worker that answered it.
 */
import cluster from 'node:cluster'
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { BlockList, isIP } from 'node:net'
import type { Counter as CounterOf, Histogram as HistogramOf, Registry as RegistryOf } from 'prom-client'
import promClient from 'prom-client'
import { workerReplacements } from './cluster.ts'
import { databaseLockFailures } from './worker-health.ts'

const { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = promClient

export const routeGroups = [
  'page',
  'page-cache',
  'api-v1',
  'cms-api',
  'admin',
  'media',
  'next-static',
  'other',
] as const
export type RouteGroup = (typeof routeGroups)[number]

export type PageCacheResult = 'hit' | 'miss' | 'stale'

/** What the scheduled-work gauges read on each scrape (src/lib/database-metrics.ts); jobs by queue name. */
export type QueueSizes = {
  jobsPending: Record<string, number>
  jobsFailed: Record<string, number>
  mailPending: number
}

/** The site's job queues (src/payload.config.ts), always present in the output so an alert rule has a series. */
const knownQueues = ['nightly', 'newsletter']

type MetricsState = {
  registry: RegistryOf
  requests: CounterOf<'group' | 'status_class'>
  duration: HistogramOf<'group'>
  pageCache: CounterOf<'result'>
  dbDuration: HistogramOf<'dialect'>
  /** Reads the queue sizes from the database; null until the database adapter has connected in this process. */
  queueSource: (() => Promise<QueueSizes>) | null
}

const stateKey = Symbol.for('green-institute.metrics')
const store = globalThis as typeof globalThis & { [stateKey]?: MetricsState }

/** This process's registry and metrics, created on first use. */
export function metricsState(): MetricsState {
  const existing = store[stateKey]
  if (existing) return existing
  const registry = new Registry()
  // Memory, CPU, handles, GC and event-loop delay (nodejs_eventloop_lag_*), sampled every 10 ms.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 })
  const state: MetricsState = {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route group and status class',
      labelNames: ['group', 'status_class'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its response being finished, by route group',
      labelNames: ['group'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'page_cache_lookups_total',
      help: 'Page cache lookups: hit (fresh page in memory), stale (content changed since it was kept) or miss',
      labelNames: ['result'],
      registers: [registry],
    }),
    dbDuration: new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Database statement time as the client library sees it, queueing for a connection excluded',
      labelNames: ['dialect'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    queueSource: null,
  }
  // Present from the start, so a rate over them is defined before the first of each happens.
  for (const result of ['hit', 'stale', 'miss']) state.pageCache.inc({ result }, 0)
  // One database serves all workers: each worker reads the same numbers, so the cluster view keeps one, not the sum.
  const jobGauge = (name: string, help: string, pick: (sizes: QueueSizes) => Record<string, number>) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      aggregator: 'max',
      async collect() {
        const sizes = await currentQueueSizes(state)
        if (!sizes) return
        // A queue that emptied out is dropped from the rows: reset, so it reads 0 rather than its last size.
        this.reset()
        for (const queue of knownQueues) this.set({ queue }, 0)
        for (const [queue, size] of Object.entries(pick(sizes))) this.set({ queue }, size)
      },
    })
  jobGauge(
    'jobs_pending',
    'Scheduled jobs (payload-jobs) waiting, running or to be retried, by queue',
    (s) => s.jobsPending,
  )
  jobGauge('jobs_failed', 'Scheduled jobs (payload-jobs) that failed for good, by queue', (s) => s.jobsFailed)
  new Gauge({
    name: 'newsletter_sends_pending',
    help: 'Newsletter sends still going out (status 발송 중)',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const sizes = await currentQueueSizes(state)
      if (sizes) this.set(sizes.mailPending)
    },
  })
  // Kept on globalThis by their modules, so every copy of this file reads the same figures.
  new Gauge({
    name: 'server_worker_replacements',
    help: 'Workers the primary replaced since the server started because their database calls kept failing',
    registers: [registry],
    aggregator: 'max',
    collect() {
      this.set(workerReplacements())
    },
  })
  new Gauge({
    name: 'db_lock_failures',
    help: 'Database calls that failed on a lock (SQLITE_BUSY, SQLITE_LOCKED) since each worker started',
    registers: [registry],
    collect() {
      this.set(databaseLockFailures())
    },
  })
  store[stateKey] = state
  return state
}

/**
 * The queue gauges share one read per scrape: prom-client starts every metric's collect at once, so the first starts
 * the read and the others join it while it runs.
 */
const queueReads = new WeakMap<MetricsState, Promise<QueueSizes | null>>()
function currentQueueSizes(state: MetricsState): Promise<QueueSizes | null> {
  const source = state.queueSource
  if (!source) return Promise.resolve(null)
  const running = queueReads.get(state)
  if (running) return running
  // A failed read leaves the gauges at their last value rather than failing the whole scrape.
  const sizes = source()
    .catch(() => null)
    .finally(() => queueReads.delete(state))
  queueReads.set(state, sizes)
  return sizes
}

/** Where a database adapter reports the queue sizes from (src/lib/database-metrics.ts). */
export function setQueueSource(source: () => Promise<QueueSizes>) {
  metricsState().queueSource = source
}

/** Records one database statement's time. */
export function observeDbQuery(dialect: 'sqlite' | 'postgres', seconds: number) {
  metricsState().dbDuration.observe({ dialect }, seconds)
}

/** Counts one page cache lookup (server.mjs, once per request, where it looks the page up). */
export function countPageCache(result: PageCacheResult) {
  metricsState().pageCache.inc({ result })
}

const answeredFromPageCache = new WeakSet<ServerResponse>()

/**
 * Marks a response written from the page cache (a fresh page, or a stale one served while another request renders
 * it): the request is counted under the `page-cache` route group instead of `page`.
 */
export function markPageCacheAnswer(res: ServerResponse) {
  answeredFromPageCache.add(res)
}

const hasPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

/** The group a request path is counted under; a page answered from the page cache is marked (`markPageCacheAnswer`). */
export function routeGroupOf(pathname: string): RouteGroup {
  if (hasPrefix(pathname, '/_next')) return 'next-static'
  if (/^\/api\/cms\/[^/]+\/file\//.test(pathname) || /^\/api\/files\/[^/]+\/download$/.test(pathname)) return 'media'
  if (hasPrefix(pathname, '/api/v1')) return 'api-v1'
  if (hasPrefix(pathname, '/api/cms')) return 'cms-api'
  if (hasPrefix(pathname, '/admin') || pathname === '/admin-login') return 'admin'
  if (hasPrefix(pathname, '/api') || hasPrefix(pathname, '/swagger-ui') || pathname === '/metrics') return 'other'
  // robots.txt, sitemap.xml, favicon.ico and the like: files, not pages.
  if (/\.[^/]*$/.test(pathname)) return 'other'
  return 'page'
}

const statusClassOf = (status: number) => (status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other')

/**
 * Counts a request and its time once its response is finished, or as `aborted` when the visitor left first. Call it
 * as the request arrives (server.mjs, first line of the request handler) with `performance.now()` of that moment.
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, startedAt: number) {
  const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/'
  res.once('close', () => {
    const { requests, duration } = metricsState()
    let group = routeGroupOf(pathname)
    if (answeredFromPageCache.has(res)) group = 'page-cache'
    requests.inc({ group, status_class: res.writableFinished ? statusClassOf(res.statusCode) : 'aborted' })
    duration.observe({ group }, (performance.now() - startedAt) / 1000)
  })
}

export type MetricsSettings = {
  /** METRICS_ALLOW: addresses and CIDR ranges; empty means loopback only; ['none'] means the token alone. */
  allow: readonly string[]
  /** METRICS_TOKEN: a scraper sending `Authorization: Bearer <token>` is let in from anywhere. */
  token?: string
}

const loopback = ['127.0.0.0/8', '::1']
const allowLists = new Map<string, BlockList>()

/** The allow list as node:net matches it; entries were validated at start-up (`parseMetricsAllow` in env.ts). */
function allowListOf(entries: readonly string[]): BlockList {
  const key = entries.join(',')
  let list = allowLists.get(key)
  if (list) return list
  list = new BlockList()
  for (const entry of entries.length ? entries : loopback) {
    if (entry === 'none') continue
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  allowLists.set(key, list)
  return list
}

const normaliseAddress = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address)
const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether a scraper from `clientIp` with this Authorization header may read the metrics. */
export function metricsAccess(clientIp: string, authorization: string | undefined, settings: MetricsSettings): boolean {
  if (settings.token && authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
    // Compared as digests: equal lengths, and the time taken says nothing about how much of the token matched.
    if (match?.[1] && timingSafeEqual(digest(match[1]), digest(settings.token))) return true
  }
  const address = normaliseAddress(clientIp.trim())
  const version = isIP(address)
  if (!version) return false
  return allowListOf(settings.allow).check(address, version === 6 ? 'ipv6' : 'ipv4')
}

const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip']

/**
 * Serves GET/HEAD /metrics to an allowed scraper and returns true. For anyone else, and for any other path, it sends
 * nothing and returns false: the request goes on to Next, whose 404 page answers, so the door looks like any missing
 * page. `clientIp` is the address server.mjs resolved (x-client-ip). A request that names a visitor in a forwarding
 * header the server did not believe (a proxy in front that is not in TRUSTED_PROXY, so `clientIp` is the proxy's own,
 * often loopback, address) is not let in by address: otherwise a misconfigured proxy would open /metrics to everyone.
 */
export async function serveMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  clientIp: string,
  settings: MetricsSettings,
): Promise<boolean> {
  if ((req.url ?? '').split('?', 1)[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return false
  const socketAddress = normaliseAddress(req.socket.remoteAddress ?? '')
  const unbelievedProxy =
    forwardingHeaders.some((name) => req.headers[name]) && normaliseAddress(clientIp) === socketAddress
  const authorization = req.headers.authorization
  const allowed = unbelievedProxy
    ? metricsAccess('', authorization, settings)
    : metricsAccess(clientIp, authorization, settings)
  if (!allowed) return false
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
  try {
    const { contentType, body } = await renderMetrics()
    res.writeHead(200, { ...headers, 'content-type': contentType, 'content-length': Buffer.byteLength(body) })
    res.end(req.method === 'HEAD' ? undefined : body)
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'metrics failed', error: String(error) }))
    // Only an allowed scraper gets here; the reason is in the log, not in the answer.
    const body = '지표를 지금 모을 수 없습니다. 잠시 후 다시 시도하세요.\n'
    res.writeHead(503, {
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'retry-after': '5',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
  return true
}

const askType = 'green-institute:metrics-ask'
const answerType = 'green-institute:metrics-answer'
const askTimeoutMs = 5000

type Ask = { type: typeof askType; id: number }
type Answer = { type: typeof answerType; id: number; body?: string; error?: string }

/**
 * The metrics text: this process's own, or, in a cluster worker, every worker's summed by the primary. Rejects when
 * the primary does not answer in time (it must have called `setupClusterMetrics`).
 */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  const { registry } = metricsState()
  if (!cluster.isWorker) return { contentType: registry.contentType, body: await registry.metrics() }
  prepareWorker()
  return { contentType: registry.contentType, body: await askPrimary() }
}

const preparedKey = Symbol.for('green-institute.metrics.worker-prepared')
const pendingAsks = new Map<number, { resolve: (body: string) => void; reject: (error: Error) => void }>()
let nextAsk = 0

/** Lets the primary's AggregatorRegistry read this worker's registry, and listens for its answers. */
function prepareWorker() {
  // Once per process, even if Next's bundle holds a second copy of this module: two listeners would answer the
  // primary twice and upset its count of the workers that answered.
  const flags = globalThis as typeof globalThis & { [preparedKey]?: true }
  if (flags[preparedKey]) return
  flags[preparedKey] = true
  // Constructing one in a worker makes prom-client answer the primary's requests for this worker's metrics.
  new AggregatorRegistry()
  AggregatorRegistry.setRegistries([metricsState().registry])
  process.on('message', (message: Answer) => {
    if (message?.type !== answerType) return
    const pending = pendingAsks.get(message.id)
    if (!pending) return
    pendingAsks.delete(message.id)
    if (message.body !== undefined) pending.resolve(message.body)
    else pending.reject(new Error(message.error ?? 'no metrics from the primary'))
  })
}

function askPrimary(): Promise<string> {
  const id = nextAsk++
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pendingAsks.delete(id)
      reject(new Error('the primary process did not answer the metrics request'))
    }, askTimeoutMs)
    timer.unref()
    pendingAsks.set(id, {
      resolve: (body) => {
        clearTimeout(timer)
        resolve(body)
      },
      reject: (error) => {
        clearTimeout(timer)
        reject(error)
      },
    })
    process.send?.({ type: askType, id } satisfies Ask)
  })
}

/**
 * For the cluster's primary (it serves no requests itself): answers a worker's metrics request with all workers'
 * metrics, aggregated. Call once, before or after forking; the workers are ready as soon as they load this file.
 */
export function setupClusterMetrics() {
  const aggregator = new AggregatorRegistry()
  cluster.on('message', (worker, message: Ask) => {
    if (message?.type !== askType) return
    aggregator.clusterMetrics().then(
      (body) => worker.send({ type: answerType, id: message.id, body } satisfies Answer),
      (error: unknown) => worker.send({ type: answerType, id: message.id, error: String(error) } satisfies Answer),
    )
  })
}

/**
 * In a cluster worker: be ready to hand this worker's metrics to the primary. Done as this file is loaded (server.mjs
 * imports it as the worker starts), so every worker answers the primary, even one that never gets a scrape itself;
 * a no-op outside a cluster.
 */
export function prepareMetricsWorker() {
  metricsState()
  if (cluster.isWorker) prepareWorker()
}
prepareMetricsWorker()
