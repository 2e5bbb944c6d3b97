// `npm run bench:writes [-- --duration S] [-- --short] [-- --pace MS] [-- --mix save:4,signin:2] [-- --only sqlite-2]`
// Mixed writes and reads against the production build, for every configuration the project offers: SQLite with each
// worker count this machine gives (1 … cores) and PostgreSQL (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set,
// with one worker per core). For `duration` seconds (60 by default), 10 connections make staff saves, sign-ins and
// visitors' writes (questions, newsletter sign-ups, post views) while 10 more read a cached page; then every
// acknowledged save and question is looked for. The cached page's throughput during the writes is set against the same
// page read on the idle server just before and just after (their mean). Figures are printed, not asserted (docs/decisions/0035-sqlite-on-every-core.md).
// Targets: no 5xx, no acknowledged write lost, cached reads during the writes at least 0.8 of idle.
import { rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { emptyPostgres } from './empty-postgres.mjs'
import { root, run } from './lib.mjs'
import { ensureBuild, ownSiteEnv, startServer } from './server.mjs'
import * as load from './write-load.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i > -1 ? args[i + 1] : fallback
}
const short = args.includes('--short')
const duration = Number(option('duration', short ? 10 : 60))
// Each write connection pauses this long between its writes (`--pace 0` for writes back to back): ten connections
// then make about ten writes a second, a busier minute than the institute's staff and visitors make together.
const pauseMs = Number(option('pace', 1000))
const writeConnections = 10
const readConnections = 10
const port = Number(process.env.BENCH_PORT) || 3920
const adminPassword = 'BenchWrites2026!'
const adminEmail = 'admin@greenclimate.test'
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const cores = availableParallelism()

const configurations = [
  ...Array.from({ length: cores }, (_, i) => ({ name: `sqlite-${i + 1}`, dialect: 'sqlite', workers: i + 1 })),
  ...(postgresUrl ? [{ name: `postgres-${cores}`, dialect: 'postgres', workers: cores }] : []),
].filter((c) => !option('only') || option('only').split(',').includes(c.name))

/** The mix of writes: each write connection picks its next kind in this proportion (`--mix save:4,signin:2`). */
const mix = option('mix')
  ? option('mix')
      .split(',')
      .map((part) => [part.split(':')[0], Number(part.split(':')[1] ?? 1)])
  : [
      ['save', 4],
      ['signin', 2],
      ['question', 1],
      ['signup', 1],
      ['view', 2],
    ]
const pick = (() => {
  const bag = mix.flatMap(([kind, weight]) => Array(weight).fill(kind))
  return (i) => bag[i % bag.length]
})()
const visitorKinds = new Set(['question', 'signup', 'view'])

const percentile = (values, p) => {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function cachedReads(base, seconds) {
  const result = await autocannon({ url: `${base}/company/about`, connections: readConnections, duration: seconds })
  return { perSecond: result.requests.average, non2xx: result.non2xx, p99: result.latency.p99 }
}

async function measure(configuration) {
  const dataDir = path.join(root, '.bench-data', `writes-${configuration.name}`)
  const env = ownSiteEnv({
    dataDir,
    port,
    adminPassword,
    ADMIN_EMAIL: adminEmail,
    WEB_CONCURRENCY: String(configuration.workers),
    TEST_MODE: 'true',
    TRUSTED_PROXY: '127.0.0.1',
    ...(configuration.dialect === 'postgres' ? { DATABASE_URL: postgresUrl } : {}),
  })
  rmSync(dataDir, { recursive: true, force: true })
  // The benchmark's database is one it may empty (BENCH_DATABASE_URL or the tests' TEST_DATABASE_URL).
  if (configuration.dialect === 'postgres') await emptyPostgres(postgresUrl)
  if ((await run('payload', ['run', 'src/seed/run.ts'], { env, quiet: true })).code !== 0)
    throw new Error('seeding failed')
  const server = await startServer(env, port)
  if (!server) throw new Error('the server did not start')
  const base = `http://127.0.0.1:${port}`
  try {
    const { token } = await load.signIn(base, 'admin', adminPassword)
    await load.warmUp(base, { token, workers: configuration.workers })
    const context = {
      tag: `B${configuration.name}${Date.now()}`,
      token,
      userId: 'admin',
      password: adminPassword,
      resetEmail: adminEmail,
      categoryId: await load.firstQnaCategory(base),
      noticeId: await load.aPublishedNotice(base),
    }
    await cachedReads(base, 2)
    const idle = await cachedReads(base, Math.min(10, duration))

    const outcomes = []
    const endAt = Date.now() + duration * 1000
    let counter = 0
    const writer = async () => {
      while (Date.now() < endAt) {
        const n = ++counter
        outcomes.push(await load.sendWrite(base, pick(n), n, context))
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs))
      }
    }
    const [, during] = await Promise.all([
      Promise.all(Array.from({ length: writeConnections }, writer)),
      cachedReads(base, duration),
    ])
    // Idle again once the writes stop: the machine's own speed drifts over a minute, so the baseline is the mean of
    // the reads before and after.
    const idleAfter = await cachedReads(base, Math.min(10, duration))
    const missing = await load.missingRecords(base, token, outcomes, { tag: context.tag, reads: 2 })
    const acknowledged = outcomes.filter((o) => o.ok && (o.kind === 'save' || o.kind === 'question')).length
    const byKind = (kinds) => outcomes.filter((o) => kinds.has(o.kind))
    const row = (kinds) => {
      const of = byKind(kinds)
      const ok = of.filter((o) => o.ok)
      return {
        perSecond: ok.length / duration,
        p50: percentile(
          of.map((o) => o.ms),
          50,
        ),
        p99: percentile(
          of.map((o) => o.ms),
          99,
        ),
        failed: of.length - ok.length,
      }
    }
    return {
      name: configuration.name,
      saves: row(new Set(['save'])),
      signIns: row(new Set(['signin'])),
      visitorWrites: row(visitorKinds),
      serverErrors: outcomes.filter((o) => o.status >= 500 || o.status === 0).length,
      statuses: load.statusesByKind(outcomes),
      acknowledged,
      found: acknowledged - new Set(missing.map((m) => m.replace(/ \(read \d+\)$/, ''))).size,
      idle: {
        perSecond: (idle.perSecond + idleAfter.perSecond) / 2,
        before: idle.perSecond,
        after: idleAfter.perSecond,
      },
      during,
      ratio: during.perSecond / ((idle.perSecond + idleAfter.perSecond) / 2),
    }
  } finally {
    await server.stop()
  }
}

if (!(await ensureBuild({ NODE_ENV: 'production' }))) {
  console.error('✖ bench:writes: the build failed')
  process.exit(1)
}
console.log(
  `Mixed writes for ${duration} s: ${writeConnections} write connections, ${pauseMs} ms between a connection's writes (${mix.map(([k, w]) => `${k} ${w}`).join(', ')}) ` +
    `beside ${readConnections} reading a cached page; ${cores} cores.`,
)
if (!postgresUrl) console.log('! PostgreSQL not measured: set BENCH_DATABASE_URL or TEST_DATABASE_URL')
const results = []
for (const configuration of configurations) {
  console.log(`\n▶ ${configuration.name}`)
  const result = await measure(configuration)
  results.push(result)
  console.log(JSON.stringify(result.statuses))
}

const f = (n, digits = 1) => n.toFixed(digits)
const cell = (r) =>
  `${f(r.perSecond)}/s, p50 ${f(r.p50, 0)} ms, p99 ${f(r.p99, 0)} ms${r.failed ? `, ${r.failed} failed` : ''}`
console.log(
  '\n| configuration | saves | sign-ins | visitor writes | 5xx | acknowledged / found | cached page idle (before, after) → during writes |',
)
console.log('|---|---|---|---|---|---|---|')
for (const r of results) {
  console.log(
    `| ${r.name} | ${cell(r.saves)} | ${cell(r.signIns)} | ${cell(r.visitorWrites)} | ${r.serverErrors} | ` +
      `${r.acknowledged} / ${r.found} | ${f(r.idle.perSecond, 0)} (${f(r.idle.before, 0)}, ${f(r.idle.after, 0)}) → ` +
      `${f(r.during.perSecond, 0)} req/s (${f(r.ratio, 2)}) |`,
  )
}
const targets = results.map(
  (r) =>
    `${r.name}: 5xx ${r.serverErrors === 0 ? 'met' : 'NOT met'}, lost ${r.found === r.acknowledged ? 'met' : 'NOT met'}, ` +
    `reads ≥ 0.8 of idle ${r.ratio >= 0.8 ? 'met' : 'NOT met'}`,
)
console.log(`\nTargets: ${targets.join('; ')}`)
