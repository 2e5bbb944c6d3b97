// `npm run bench:certificates [-- --records N] [-- --duration S] [-- --only sqlite|postgres]`
// 인증 현황 and 진위확인 on a register of N generated certificates (default 50,000): builds and starts the production
// server the way `npm run serve` does, on SQLite and on PostgreSQL when TEST_DATABASE_URL names one, then measures
// with autocannon the register's uncached search page, its API search, a filtered list (cached) and 진위확인 by
// code. Prints req/s and p50/p99 per target beside the goals (search ≥ 500 req/s uncached, verification
// ≥ 300 req/s, p99 < 150 ms). Figures, not assertions: the machine's speed varies.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { root, run } from './lib.mjs'
import { ensureBuild, ownSiteEnv, startServer } from './server.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i > -1 ? args[i + 1] : fallback
}
const records = Number(option('records', 50_000))
const duration = Number(option('duration', 10))
const port = Number(process.env.BENCH_PORT) || 3950

const fail = (message) => {
  console.error(`✖ bench:certificates: ${message}`)
  process.exit(1)
}

/** A fresh site on `database` with `records` generated certificates; returns its env and some codes to check. */
async function prepare(database) {
  const dataDir = path.join(root, '.bench-certificates')
  rmSync(dataDir, { recursive: true, force: true })
  const env = ownSiteEnv({
    dataDir,
    port,
    adminPassword: 'Bench2026!run',
    // One address asks thousands of times: exactly what the limits stop.
    SEARCH_LIMIT_PER_MINUTE: '0',
    CERTIFICATE_CHECKS_PER_MINUTE: '100000',
    ...(database ? { DATABASE_URL: database } : {}),
  })
  if (database) {
    const reset = spawnSync('psql', [database, '-qc', 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;'], {
      encoding: 'utf8',
    })
    if (reset.status !== 0) fail(`could not empty ${database}: ${reset.stderr}`)
  }
  const seeded = await run('payload', ['run', 'src/seed/run.ts'], { env, quiet: true })
  if (seeded.code !== 0) fail(`seeding failed:\n${seeded.output.slice(-3000)}`)
  const generated = spawnSync('payload', ['run', 'scripts/generate-certificates.ts', String(records)], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (generated.status !== 0) fail(`generating ${records} certificates failed:\n${generated.stderr}`)
  const last = generated.stdout.trim().split('\n').at(-1) ?? '{}'
  const { codes } = JSON.parse(last)
  if (!codes?.length) fail('the generator gave no codes')
  return { env, codes }
}

async function measure(name, options, goal) {
  const result = await autocannon({ duration, pipelining: 1, connections: 20, ...options })
  return {
    target: name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    goal,
  }
}

const rows = []
const only = option('only', null)
const databases = [null, ...(process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [])].filter(
  (database) => !only || only === (database ? 'postgres' : 'sqlite'),
)
for (const database of databases) {
  const label = database ? 'postgres' : 'sqlite'
  const { env, codes } = await prepare(database)
  if (!(await ensureBuild(env))) fail('build failed')
  const server = await startServer(env, port)
  if (!server) fail('server did not start')
  const base = `http://localhost:${port}`
  const terms = ['녹색', '한빛 도서관', '수원시 푸른', '센터 12', '숲속미래']
  let n = 0
  try {
    // Warm every worker before measuring.
    for (let i = 0; i < 20; i++) await (await fetch(`${base}/certification/registry?scheme=zeb`)).arrayBuffer()
    rows.push(
      await measure(
        `${label}: register search page, uncached`,
        {
          url: base,
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                path: `/certification/registry?q=${encodeURIComponent(terms[n++ % terms.length])}`,
              }),
            },
          ],
        },
        '≥ 500 req/s, p99 < 150 ms',
      ),
    )
    rows.push(
      await measure(
        `${label}: GET /api/v1/certificates?searchText=`,
        {
          url: base,
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                path: `/api/v1/certificates?searchText=${encodeURIComponent(terms[n++ % terms.length])}`,
              }),
            },
          ],
        },
        '≥ 500 req/s, p99 < 150 ms',
      ),
    )
    rows.push(
      await measure(`${label}: register filtered list (page cache)`, {
        url: `${base}/certification/registry?scheme=g-seed&sido=${encodeURIComponent('경기도')}&year=2020`,
      }),
    )
    // Every answer waits at least 120 ms (hits and misses alike), so req/s = connections / latency: 60 connections.
    rows.push(
      await measure(
        `${label}: POST /api/v1/certificates/verify by code`,
        {
          url: `${base}/api/v1/certificates/verify`,
          connections: 60,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              setupRequest: (req) => ({ ...req, body: JSON.stringify({ code: codes[n++ % codes.length] }) }),
            },
          ],
        },
        '≥ 300 req/s, p99 < 150 ms',
      ),
    )
  } finally {
    await server.stop()
  }
}

console.log(`\n인증 현황 and 진위확인 on ${records.toLocaleString('en')} certificates, ${duration} s per target\n`)
console.log('| target | req/s | p50 ms | p99 ms | non-2xx | errors | goal |')
console.log('|---|---|---|---|---|---|---|')
for (const row of rows)
  console.log(
    `| ${row.target} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} | ${row.goal ?? '—'} |`,
  )
