// `npm run lighthouse [-- --runs N]`
// Builds and starts the production server on a freshly seeded SQLite database, then runs Lighthouse (default
// mobile form factor, simulated throttling) in the system Chromium on the home page, a content page, a board list
// and a post view. Prints the four category scores per page (median of N runs, default 3) beside the targets,
// plus the JavaScript shipped to the content page, and writes bench/results/lighthouse.json.
// Fails only when Lighthouse cannot run, not on low scores.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { userAgents } from 'lighthouse/core/config/constants.js'
import { root, run } from './lib.mjs'
import { ensureBuild, startServer } from './server.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i > -1 ? args[i + 1] : fallback
}
const runs = Math.max(1, Number(option('runs', 3)))
// Lighthouse's default 4× CPU slowdown assumes a fast desktop host (benchmark index ~1500); on a slower or busy
// machine the same pages score lower. `--cpu-slowdown N` calibrates it; the default stays Lighthouse's own.
const cpuSlowdown = option('cpu-slowdown', null)
const port = Number(process.env.BENCH_PORT) || 3900
const base = `http://localhost:${port}`
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
// No background traffic: the browser must not reach the internet (updates, sync, field trials, QUIC probes).
// The browser speaks Korean like the site's visitors: with Chromium's default en-US the site would (rightly) send
// it to the English pages first, and the audit would measure that redirect instead of the page.
const chromeFlags = [
  '--lang=ko-KR',
  '--accept-lang=ko-KR,ko',
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const jsTargetKb = 150

const dataDir = path.join(root, '.lighthouse-data')
const env = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
  PORT: String(port),
  SITE_URL: base,
  ADMIN_PASSWORD: 'Lighthouse2026!run',
  LOG_LEVEL: 'warn',
}

const fail = (message) => {
  console.error(`✖ lighthouse: ${message}`)
  process.exit(1)
}

rmSync(dataDir, { recursive: true, force: true })
const seeded = await run('payload', ['run', 'src/seed/run.ts'], { env, quiet: true })
if (seeded.code !== 0) fail(`seeding failed:\n${seeded.output}`)
if (!(await ensureBuild(env))) fail('build failed')
const server = await startServer(env, port)
if (!server) fail('server did not start')

/** The pages to audit; the post id is discovered, not assumed. */
async function pages() {
  // Found the way a visitor's client would: the CMS API serves visitors no posts.
  const found = await fetch(`${base}/api/v1/boards/1/posts?pageNo=1&pageSize=1`).catch(() => null)
  const listed = found?.ok ? await found.json() : null
  const id = (listed?.items?.[0] ?? listed?.pinned?.[0])?.id
  return [
    { name: 'home', path: '/index' },
    { name: 'content page', path: '/company/about' },
    { name: 'board list', path: '/media/media01' },
    { name: 'post view', path: id ? `/media/media01/view/${id}` : null },
  ]
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const score = (value) => (value == null ? null : Math.round(value * 100))

/** The scripts of one Lighthouse run: as transferred (gzip, headers included) and their URLs. */
function scriptsOf(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  const scripts = items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(base))
  return { urls: scripts.map((s) => s.url), transferBytes: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0) }
}

/** The same scripts fetched and gzipped here: body bytes only, comparable with bundle-size tools. */
async function gzippedBytes(urls) {
  let total = 0
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
    total += gzipSync(Buffer.from(await response.arrayBuffer())).length
  }
  return total
}

/**
 * The CPU slowdown that makes this host behave like Lighthouse's reference phone: the piecewise-linear mapping of
 * Lighthouse's throttling documentation (benchmark index 1533 → 4×, 1300 → 3×, 800 → 2×, 150 → 1×).
 */
function calibratedSlowdown(index) {
  if (index >= 1300) return 3 + (index - 1300) / 233
  if (index >= 800) return 2 + (index - 800) / 500
  return Math.max(1, 1 + (index - 150) / 650)
}

const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]

/**
 * Asks for the page once as the audited phone will (its user agent, language and encodings), so the audit measures the
 * page as visitors get it once anyone has opened it since the last change: from the page cache (docs/decisions/0005).
 * The first render of a cold server is what `npm run bench` measures in its uncached rows; audited here, it only added
 * 300–500 ms of server time to the first run of each page.
 */
async function warm(url) {
  const response = await fetch(url, {
    headers: { 'user-agent': userAgents.mobile, 'accept-language': 'ko-KR,ko', 'accept-encoding': 'gzip, deflate, br' },
  })
  await response.arrayBuffer()
  if (response.headers.get('x-page-cache') !== 'miss' && response.headers.get('x-page-cache') !== 'hit')
    console.log(`! ${url} is not kept by the page cache (x-page-cache: ${response.headers.get('x-page-cache')})`)
}

/**
 * One Lighthouse run in a Chromium of its own: no cache, service worker or tab state carried over between runs.
 * A trace that fails to record (NO_NAVSTART and the like, which happen now and then on a loaded machine) is
 * retried up to twice; a third failure stops the script.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' })
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
        cpuSlowdown
          ? { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: Number(cpuSlowdown) } } }
          : undefined,
      )
      const lhr = result?.lhr
      if (!lhr) throw new Error(`no result for ${url}`)
      if (!lhr.runtimeError) return lhr
      const message = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`
      if (attempt > 2) throw new Error(message)
      console.log(`! ${message}: running again`)
    } finally {
      await chrome.kill()
    }
  }
}

const rows = []
let lighthouseVersion
const benchmarkIndexes = []
try {
  for (const page of await pages()) {
    if (!page.path) {
      rows.push({ page: page.name, missing: 'no post to view' })
      continue
    }
    const url = `${base}${page.path}`
    const lhrs = []
    for (let i = 0; i < runs; i++) {
      await warm(url)
      const lhr = await audit(url)
      lighthouseVersion = lhr.lighthouseVersion
      benchmarkIndexes.push(lhr.environment.benchmarkIndex)
      lhrs.push(lhr)
    }
    // The run whose performance score is the median stands for the page, so its metrics and failed audits fit.
    const byPerformance = [...lhrs].sort(
      (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
    )
    const representative = byPerformance[Math.floor((byPerformance.length - 1) / 2)]
    const scores = Object.fromEntries(
      categories.map((c) => [c, score(median(lhrs.map((lhr) => lhr.categories[c].score ?? 0)))]),
    )
    const metrics = Object.fromEntries(metricIds.map((id) => [id, representative.audits[id]?.numericValue ?? null]))
    // Audits below full marks in any category: what to read when a score is below target.
    const failing = Object.values(representative.audits)
      .filter(
        (a) =>
          a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
      )
      .map((a) => ({ id: a.id, score: a.score, displayValue: a.displayValue ?? '' }))
    // What moved, when something did: the elements Lighthouse blames for the layout shift.
    const shifts = (representative.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
      score: Number((item.score ?? 0).toFixed(3)),
      selector: item.node?.selector ?? '',
      snippet: (item.node?.snippet ?? '').slice(0, 160),
    }))
    const scripts = scriptsOf(representative)
    rows.push({
      page: page.name,
      path: page.path,
      scores,
      runs: lhrs.map((lhr) => Object.fromEntries(categories.map((c) => [c, score(lhr.categories[c].score)]))),
      metrics,
      failing,
      shifts,
      // Where the main thread's time went, for a TBT above its baseline: work by kind, and the long tasks by script.
      mainThread: (representative.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({
        group: item.groupLabel ?? item.group,
        ms: Math.round(item.duration ?? 0),
      })),
      longTasks: (representative.audits['long-tasks']?.details?.items ?? []).map((item) => ({
        url: item.url,
        startMs: Math.round(item.startTime ?? 0),
        ms: Math.round(item.duration ?? 0),
      })),
      scripts: {
        count: scripts.urls.length,
        transferBytes: scripts.transferBytes,
        gzipBytes: await gzippedBytes(scripts.urls),
      },
    })
  }
} catch (error) {
  await server.stop()
  fail(`Lighthouse did not run: ${error?.stack ?? error}`)
}
await server.stop()

const kb = (bytes) => Number((bytes / 1024).toFixed(1))
const contentPage = rows.find((r) => r.page === 'content page')
const report = {
  at: new Date().toISOString(),
  lighthouse: lighthouseVersion,
  formFactor: 'mobile',
  throttling: 'simulated',
  cpuSlowdownMultiplier: cpuSlowdown ? Number(cpuSlowdown) : 4,
  // Lighthouse's measure of this host's CPU speed during the runs; its 4× default assumes ~1500.
  benchmarkIndex: benchmarkIndexes.length ? Math.round(median(benchmarkIndexes)) : null,
  runsPerPage: runs,
  targets: { ...targets, contentPageJsKbGzip: jsTargetKb },
  contentPageJs: contentPage?.scripts
    ? {
        kbGzipTransferred: kb(contentPage.scripts.transferBytes),
        kbGzipBodies: kb(contentPage.scripts.gzipBytes),
        scripts: contentPage.scripts.count,
      }
    : null,
  rows,
}

const pad = (s, n) => String(s).padEnd(n)
const mark = (value, target) => (value == null ? '–' : `${value}${value >= target ? '' : ' ✗'}`)
console.log(
  `\nLighthouse ${report.lighthouse} (mobile, simulated throttling, ${report.cpuSlowdownMultiplier}× CPU slowdown, median of ${runs} run(s) per page; host benchmark index ${report.benchmarkIndex})`,
)
console.log(`${pad('page', 14)}${categories.map((c) => pad(c, 16)).join('')}LCP ms   TBT ms  CLS`)
console.log(`${pad('target', 14)}${categories.map((c) => pad(`≥ ${targets[c]}`, 16)).join('')}`)
for (const row of rows) {
  if (row.missing) {
    console.log(`${pad(row.page, 14)}not measured: ${row.missing}`)
    continue
  }
  const m = row.metrics
  console.log(
    `${pad(row.page, 14)}${categories.map((c) => pad(mark(row.scores[c], targets[c]), 16)).join('')}${pad(Math.round(m['largest-contentful-paint'] ?? 0), 9)}${pad(Math.round(m['total-blocking-time'] ?? 0), 8)}${(m['cumulative-layout-shift'] ?? 0).toFixed(3)}`,
  )
}
if (report.contentPageJs) {
  const js = report.contentPageJs
  console.log(
    `JavaScript on the content page: ${js.kbGzipTransferred} KB gzip as transferred (sum of the ${js.scripts} script resources' transfer sizes in Lighthouse's network records, headers included); ${js.kbGzipBodies} KB when each script is fetched and gzipped here (target ≤ ${jsTargetKb} KB)`,
  )
}
for (const row of rows.filter((r) => r.failing?.length)) {
  console.log(
    `below full marks on ${row.page}: ${row.failing.map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`).join(', ')}`,
  )
  for (const shift of row.shifts ?? []) console.log(`  layout shift ${shift.score}: ${shift.selector} ${shift.snippet}`)
}
if (report.benchmarkIndex && !cpuSlowdown) {
  const suggested = calibratedSlowdown(report.benchmarkIndex).toFixed(1)
  console.log(
    `host benchmark index ${report.benchmarkIndex}: Lighthouse's CPU calibration would use about ${suggested}× here (\`-- --cpu-slowdown ${suggested}\`); the figures above use its 4× default`,
  )
}
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true })
const out = path.join(root, 'bench', 'results', 'lighthouse.json')
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
console.log(`written to ${path.relative(root, out)}`)
