// `npm run bench [-- --short] [-- --posts N] [-- --duration S]`
// Builds and starts the production server on a seeded SQLite database, then measures with autocannon,
// side by side with a static-file baseline (the same HTML bytes served by a bare Node http server on this
// machine): requests/s and p50/p99 latency per target, server RSS after the run, and start-up time.
// Prints a table with each figure as a ratio to the baseline and writes bench/results/<mode>.json.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { cpuAreas, monotonicMicros } from './cpu-areas.mjs'
import { root, run } from './lib.mjs'
import { ensureBuild, ownSiteEnv, startServer } from './server.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i > -1 ? args[i + 1] : fallback
}
const short = args.includes('--short')
const posts = Number(option('posts', short ? 2000 : 100_000))
const duration = Number(option('duration', short ? 3 : 15))
const connections = 20
const port = Number(process.env.BENCH_PORT) || 3900
const baselinePort = port + 1

const dataDir = path.join(root, '.bench-data')
const env = ownSiteEnv({
  dataDir,
  port,
  adminPassword: 'Bench2026!run',
  // The benchmark is one address firing thousands of searches: exactly what the search limit stops.
  SEARCH_LIMIT_PER_MINUTE: '0',
})

const fail = (message) => {
  console.error(`✖ bench: ${message}`)
  process.exit(1)
}

rmSync(dataDir, { recursive: true, force: true })
if ((await run('payload', ['run', 'src/seed/run.ts'], { env, quiet: true })).code !== 0) fail('seeding failed')
const generator = path.join(root, 'scripts', 'generate-posts.ts')
if (posts > 0 && !existsSync(generator)) {
  console.log(`! no post generator at ${path.relative(root, generator)}: measuring without generated posts`)
} else if (posts > 0) {
  const generated = spawnSync('payload', ['run', generator, String(posts)], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  if (generated.status !== 0) fail(`generating ${posts} posts failed:\n${generated.stderr}`)
}
if (!(await ensureBuild(env))) fail('build failed')

const server = await startServer(env, port)
if (!server) fail('server did not start')
const startupMs = server.startedInMs

/** Targets: what a visitor or integrator asks for most. Ids are discovered, not assumed. */
async function targets() {
  const base = `http://localhost:${port}`
  const list = [
    { name: 'home /index', path: '/index', goal: 'cached' },
    { name: 'content page', path: '/company/about', goal: 'cached' },
    // A newsletter link: a new tracking code on every request, which no page reads (the cache keys the page by
    // its canonical address, src/lib/response-cache.ts canonicalPageUrl).
    { name: 'content page, new utm_source each', path: '/company/about', tracking: true, goal: 'tracking' },
    // The same page rendered on every request: what any uncached page costs before it reads the database, the
    // floor under the searches below.
    { name: 'content page, uncached', path: '/company/about', uncached: true },
    { name: 'board list page 1', path: '/media/media01', goal: 'cached' },
    // Searches are never stored (src/server/island-shells.ts): every request runs the search on the database.
    {
      name: 'board search, uncached (2 syllables)',
      path: `/media/media01?field=all&q=${encodeURIComponent('효율')}`,
      goal: 'search',
    },
    // 통합검색: every board's count from one range of the gram index, the first results of each group, and the
    // content pages from memory.
    {
      name: 'site search /search, uncached (2 syllables)',
      path: `/search?q=${encodeURIComponent('효율')}`,
      goal: 'search',
    },
    { name: 'post view', path: null, post: true, goal: 'cached' },
    // Most posts are read rarely, so a visitor's view of one is usually not in any cache: this is what it costs.
    { name: 'post view, uncached', path: null, post: true, uncached: true },
    // Kept in the page cache until the board changes (decision 0031).
    { name: 'GET /api/v1 list', path: '/api/v1/boards/1/posts?pageNo=1&pageSize=10', goal: 'api' },
    // The home page's first uploaded image, as a browser without it asks for it (issue 13: ≥ 5,000 req/s).
    { name: 'uploaded image (home page)', path: null, image: true, goal: 'media' },
  ]
  const home = await fetch(`${base}/index`)
    .then((response) => response.text())
    .catch(() => '')
  const image = /(\/api\/cms\/media\/file\/[^"'?\s]+\.(?:webp|png|jpe?g))/.exec(home)?.[1] ?? null
  for (const target of list.filter((t) => t.image)) target.path = image
  // A post a visitor may read, found the way a visitor's client would (the CMS API serves visitors no posts).
  const found = await fetch(`${base}/api/v1/boards/1/posts?pageNo=1&pageSize=1`).catch(() => null)
  const listed = found?.ok ? await found.json() : null
  const id = (listed?.items?.[0] ?? listed?.pinned?.[0])?.id
  for (const target of list.filter((t) => t.post)) target.path = id ? `/media/media01/view/${id}` : null
  return list
}

/** The server's processes: the one started and all its descendants (the primary and its workers). */
function serverProcesses(rootPid) {
  const parents = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The command may hold spaces and parentheses: the fields after the last ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parents.set(Number(entry), Number(fields[1]))
    } catch {}
  }
  const tree = [rootPid]
  for (let i = 0; i < tree.length; i++)
    for (const [pid, parent] of parents) if (parent === tree[i] && !tree.includes(pid)) tree.push(pid)
  return tree
}

/** CPU time (user + system, ms) the server's processes have used so far. */
function serverCpuMs(rootPid) {
  let ticks = 0
  for (const pid of serverProcesses(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {}
  }
  // Linux counts in clock ticks of 1/100 s (USER_HZ).
  return ticks * 10
}

/** Resident memory (MB) of each of the server's processes. */
function serverRssMb(rootPid) {
  return serverProcesses(rootPid).map((pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
    } catch {
      return 0
    }
  })
}

/**
 * `tracking`: a new `utm_source` on every request (dropped by the server: the page itself, from the cache).
 * `uncached`: a new valid list page number on every request (`?page=1…9999`, as a crawler walking a list asks), so
 * the request takes the server's real path for a page not yet in the cache: one render, through the render gate, then
 * stored. Content pages and post views read `page` only for their way back to the list.
 */
async function measure(url, { uncached = false, tracking = false } = {}) {
  let n = 0
  const { pathname, search } = new URL(url)
  const requests = tracking
    ? [{ setupRequest: (req) => ({ ...req, path: `${pathname}${search}${search ? '&' : '?'}utm_source=n${n++}` }) }]
    : uncached
      ? [
          {
            setupRequest: (req) => ({
              ...req,
              path: `${pathname}${search}${search ? '&' : '?'}page=${(n++ % 9999) + 1}`,
            }),
          },
        ]
      : undefined
  const result = await autocannon({ url, connections, duration, pipelining: 1, requests })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

const rows = []
let rssMb = 0
/** Each server process's RSS: the primary first when there are workers. */
let processRss = []
try {
  for (const target of await targets()) {
    if (!target.path) {
      rows.push({ target: target.name, missing: target.image ? 'no image on the home page' : 'no post to view' })
      continue
    }
    const url = `http://localhost:${port}${target.path}`
    const sample = await fetch(url)
    const body = Buffer.from(await sample.arrayBuffer())
    const contentType = sample.headers.get('content-type') ?? 'text/html'
    if (!sample.ok) {
      rows.push({ target: target.name, path: target.path, missing: `HTTP ${sample.status}` })
      continue
    }
    const bodyFile = path.join(dataDir, 'baseline-body')
    writeFileSync(bodyFile, body)
    const baselineServer = spawn('node', ['scripts/static-baseline.mjs', bodyFile, String(baselinePort), contentType], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise((resolve, reject) => {
      baselineServer.stdout.once('data', resolve)
      baselineServer.once('exit', () => reject(new Error(`the baseline server could not listen on ${baselinePort}`)))
    })
    const baseline = await measure(`http://localhost:${baselinePort}/`)
    baselineServer.kill()
    const cpuBefore = serverCpuMs(server.child.pid)
    const site = await measure(url, { uncached: target.uncached, tracking: target.tracking })
    site.cpuMsPerRequest = Number(((serverCpuMs(server.child.pid) - cpuBefore) / Math.max(1, site.requests)).toFixed(2))
    rows.push({
      target: target.name,
      goal: target.goal ?? null,
      path: target.path,
      bytes: body.length,
      site,
      baseline,
      ratio: Number((site.rps / Math.max(1, baseline.rps)).toFixed(3)),
    })
  }
  processRss = serverRssMb(server.child.pid)
  rssMb = processRss.reduce((a, b) => a + b, 0)
} finally {
  await server.stop()
}

/** A row that measured a page (not the image) that was there: what the query counts and the profiles look at. */
const isMeasuredPage = (row) => row.path && !row.missing && !/\.(webp|png|jpe?g)$/.test(row.path)

/**
 * Database queries per request kind, on a server of its own that counts them (DB_QUERY_COUNT=on holds every response
 * back, so it is never the measured one) with the page cache off: the first request after the start and a later one.
 */
const queryCounts = []
{
  const countingPort = port + 2
  const counting = await startServer(
    { ...env, PORT: String(countingPort), DB_QUERY_COUNT: 'on', PAGE_CACHE: 'off', WEB_CONCURRENCY: '1' },
    countingPort,
  )
  if (!counting) fail('the query-counting server did not start')
  try {
    for (const row of rows.filter(isMeasuredPage)) {
      const counts = []
      for (let i = 0; i < 2; i++) {
        const answer = await fetch(`http://localhost:${countingPort}${row.path}`)
        await answer.arrayBuffer()
        counts.push(answer.headers.get('x-db-queries') ?? '?')
      }
      queryCounts.push({ target: row.target, first: counts[0], later: counts[1] })
    }
  } finally {
    await counting.stop()
  }
}

/**
 * Where a render's CPU goes, per page kind: one server process under `--cpu-prof` with the page cache off, so every
 * request renders; each kind in turn gets a second's warm-up, then 4 connections for the run's duration. The profile
 * is read once when the server stops, and each kind counts only the samples taken while its own load ran.
 */
const cpuProfiles = []
// Each address once: rows that ask for one address in different ways (cached, uncached, a new utm_source each time)
// all render the same page with the page cache off.
const profiledRows = rows.filter(
  (row, i) => isMeasuredPage(row) && rows.findIndex((other) => other.path === row.path) === i,
)
{
  const profilePort = port + 3
  const dir = path.join(dataDir, 'profiles')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const profiled = await startServer(
    {
      ...env,
      PORT: String(profilePort),
      PAGE_CACHE: 'off',
      WEB_CONCURRENCY: '1',
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}`,
    },
    profilePort,
  )
  if (!profiled) fail('the profiling server did not start')
  const windows = []
  try {
    for (const row of profiledRows) {
      const url = `http://localhost:${profilePort}${row.path}`
      await autocannon({ url, connections: 4, duration: 1 })
      const fromUs = monotonicMicros()
      const { requests } = await autocannon({ url, connections: 4, duration })
      windows.push({ target: row.target, requests: requests.total, fromUs, toUs: monotonicMicros() })
    }
  } finally {
    await profiled.stop()
  }
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))
  const profile = file ? JSON.parse(readFileSync(path.join(dir, file), 'utf8')) : null
  for (const { target, requests, fromUs, toUs } of windows) {
    if (!profile) {
      cpuProfiles.push({ target, missing: 'no profile written' })
      continue
    }
    const { busyMs, areas } = cpuAreas(profile, { root, fromUs, toUs })
    cpuProfiles.push({ target, cpuMsPerRequest: Number((busyMs / Math.max(1, requests)).toFixed(2)), areas })
  }
}

const report = {
  mode: short ? 'short' : 'full',
  at: new Date().toISOString(),
  posts,
  durationSeconds: duration,
  connections,
  startupMs,
  serverRssMb: rssMb,
  processRssMb: processRss,
  queryCounts,
  cpuProfiles,
  rows,
}
const pad = (s, n) => String(s).padEnd(n)
/** The issue's targets (issue 8), on this machine: what each row must reach, and whether it did. */
const goals = {
  cached: { text: '≥ 0.10 of baseline, p99 < 20 ms', met: (r) => r.ratio >= 0.1 && r.site.p99 < 20 },
  search: { text: '≥ 300 req/s, p99 < 150 ms', met: (r) => r.site.rps >= 300 && r.site.p99 < 150 },
  media: { text: '≥ 5,000 req/s', met: (r) => r.site.rps >= 5000 },
  tracking: { text: '≥ 0.25 of baseline', met: (r) => r.ratio >= 0.25 },
  api: { text: '≥ 2,000 req/s, p99 < 100 ms', met: (r) => r.site.rps >= 2000 && r.site.p99 < 100 },
}
const verdict = (row) => (row.goal ? `${goals[row.goal].met(row) ? 'met' : 'NOT met'} (${goals[row.goal].text})` : '')
console.log(`\nBenchmark (${report.mode}: ${posts} posts, ${duration}s per target, ${connections} connections)`)
console.log(
  `${pad('target', 38)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('CPU ms/req', 11)}${pad('baseline', 10)}${pad('ratio', 7)}${pad('non-2xx', 9)}target`,
)
for (const row of rows) {
  if (row.missing) console.log(`${pad(row.target, 38)}not measured: ${row.missing}`)
  else
    console.log(
      `${pad(row.target, 38)}${pad(row.site.rps, 9)}${pad(row.site.p50, 8)}${pad(row.site.p99, 8)}${pad(row.site.cpuMsPerRequest, 11)}${pad(row.baseline.rps, 10)}${pad(row.ratio, 7)}${pad(row.site.non2xx, 9)}${verdict(row)}`,
    )
}
console.log('\ndatabase queries per request (page cache off): first after start / later')
for (const q of queryCounts) console.log(`${pad(q.target, 38)}${q.first} / ${q.later}`)
console.log("\nwhere a render's CPU goes (page cache off, one process, profiled): CPU ms per request, then areas")
for (const profile of cpuProfiles) {
  if (profile.missing) console.log(`${pad(profile.target, 38)}not measured: ${profile.missing}`)
  else
    console.log(
      `${pad(profile.target, 38)}${pad(profile.cpuMsPerRequest, 8)}${profile.areas
        .filter((area) => area.share >= 0.01)
        .map((area) => `${area.area} ${Math.round(area.share * 100)}%`)
        .join(', ')}`,
    )
}
// The budget is per serving process (docs/deployment.md); with workers, the first process is the primary, which
// serves nothing.
const workerRss = processRss.length > 1 ? processRss.slice(1) : processRss
const largestWorker = Math.max(0, ...workerRss)
console.log(
  `start-up to first response: ${startupMs} ms (${startupMs < 3000 ? 'met' : 'NOT met'}: < 3000 ms); server RSS after the run: ${rssMb} MB in ${processRss.length} process(es) [${processRss.join(' + ')}], largest worker ${largestWorker} MB (${largestWorker < 512 ? 'met' : 'NOT met'}: < 512 MB per worker)`,
)
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
const out = path.join(root, 'bench', 'results', `${report.mode}.json`)
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
console.log(`written to ${path.relative(root, out)}`)
const broken = rows.filter((r) => r.site && (r.site.errors > 0 || r.site.non2xx > 0))
if (broken.length) fail(`errors or non-2xx answers under load: ${broken.map((r) => r.target).join(', ')}`)
