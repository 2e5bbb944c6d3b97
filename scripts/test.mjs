// `npm test`: every check of the project, in order, ending with one "N passed, N failed" line.
//   lint · type-check · migrations in step · unit · integration (SQLite, and PostgreSQL when
//   TEST_DATABASE_URL is set) · browser tests against the production build in the system Chromium ·
//   several server processes · nginx in front (when installed) · a production install · the benchmark in its short mode.
// Two lanes run at once: the integration tests (SQLite, then PostgreSQL; output kept whole in
// test-results/integration.log and printed at the end) and then the stages on the production build (several servers,
// nginx, production install, bench), beside lint, types, migrations, unit and the browser tests, which build the site.
// They share no port, and no database once the stages that need PostgreSQL for themselves (the migrations check, the
// several-server tests) have one of their own, TEST_CLUSTER_DATABASE_URL (.ci/run makes it). Without it, or with
// --serial, everything runs one stage after another.
// Options: --only=unit,integration,e2e,nginx,bench,... to run some stages; E2E_PORT to pin the browser-test port,
// NGINX_PORT (and NGINX_APP_PORT, default NGINX_PORT - 5000) the ports of the nginx check.
// The browser-test server sends its mail to an SMTP sink the tests start themselves (tests/support/smtp-sink.ts)
// on 127.0.0.1:E2E_SMTP_PORT (default 2525), so a test can open a confirmation link the site mailed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { root, run } from './lib.mjs'
import { findNginx } from './nginx.mjs'
import { ensureBuild, startServer } from './server.mjs'

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',')
const wants = (stage) => !only || only.includes(stage)
// Spec files named on the command line (`npm test -- --only=e2e tests/e2e/boards.spec.ts`) narrow the browser tests.
const browserSpecs = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const results = []
// The integration tests empty TEST_DATABASE_URL file by file; what else needs PostgreSQL takes a database of its own.
const postgresUrl = process.env.TEST_DATABASE_URL
const ownPostgresUrl = process.env.TEST_CLUSTER_DATABASE_URL || postgresUrl
const alongside = !process.argv.includes('--serial') && (!postgresUrl || ownPostgresUrl !== postgresUrl)
const resultsDir = path.join(root, 'test-results')
mkdirSync(resultsDir, { recursive: true })

// When each stage began, so the summary says how long it took (the CI budget is the sum of the slowest lane).
const startedAt = new Map()
function begin(name, detail = '') {
  startedAt.set(name, Date.now())
  console.log(`\n▶ ${name}${detail}`)
}

function record(name, passed, failed, note = '', failures = []) {
  const seconds = startedAt.has(name) ? Math.round((Date.now() - startedAt.get(name)) / 1000) : undefined
  results.push({ name, passed, failed, note, failures, seconds })
  const mark = failed ? '✖' : '✓'
  console.log(`\n${mark} ${name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}\n`)
}

async function check(name, command, args, env) {
  begin(name)
  const { code } = await run(command, args, { env })
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1)
}

async function vitest(name, project, env = {}, logFile = undefined) {
  begin(name, logFile ? ` (output in ${path.relative(root, logFile)})` : '')
  const report = path.join(resultsDir, `${name.replace(/\W+/g, '-')}.json`)
  rmSync(report, { force: true })
  const { code } = await run(
    'vitest',
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { env, logFile },
  )
  if (!existsSync(report)) return record(name, 0, 1, `vitest exited ${code} without a report`)
  const summary = JSON.parse(readFileSync(report, 'utf8'))
  const failed = summary.numFailedTests + (code !== 0 && summary.numFailedTests === 0 ? 1 : 0)
  const failures = summary.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => describeFailure(file.name, test.fullName, test.failureMessages?.[0])),
  )
  record(name, summary.numPassedTests, failed, summary.numTotalTests === 0 ? 'no tests found' : '', failures)
}

// The summary names each failed test with the first line of its error: the end of a long CI log is often all
// that is kept, and a failure that does not come back locally must still say what it was.
function describeFailure(file, title, message = '') {
  const firstLine = stripVTControlCharacters(message).trim().split('\n')[0] ?? ''
  return `${path.relative(root, file)} › ${title}${firstLine ? `: ${firstLine.slice(0, 300)}` : ''}`
}

/** Failed or flaky tests of a Playwright JSON report, suites nested to any depth. */
function playwrightFailures(suites, file = '') {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => {
          const error = test.results.find((result) => result.error)?.error
          return describeFailure(path.join(root, 'tests', spec.file ?? file), spec.title, error?.message)
        }),
    ),
    ...playwrightFailures(suite.suites ?? [], suite.file ?? file),
  ])
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

async function browserTests() {
  begin('browser tests', ' (production build, system Chromium)')
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromium)) {
    return record(
      'browser tests',
      0,
      1,
      `no Chromium at ${chromium}: apt-get install chromium fonts-nanum, or set CHROMIUM_PATH`,
    )
  }
  const dataDir = path.join(root, '.test-data')
  rmSync(dataDir, { recursive: true, force: true })
  const port = Number(process.env.E2E_PORT) || (await freePort())
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_USER_ID: 'admin',
    ADMIN_EMAIL: 'admin@greenclimate.or.kr',
    ADMIN_PASSWORD: 'Admin2026!test',
    TEST_MODE: 'true',
    // One serving process, so what the browser tests see of the page cache (hit, miss) is what they did; several
    // workers are proven by the several-servers test (tests/cluster/several-servers.test.ts) and tests/unit/cluster.test.ts.
    WEB_CONCURRENCY: '1',
    // The browser tests search from one address faster than a person would; the limit has its own test.
    SEARCH_LIMIT_PER_MINUTE: '1000',
    // Likewise staff sign-ins: the suite signs in from 127.0.0.1 far more than 20 times in 15 minutes.
    SIGNIN_LIMIT_PER_IP: '1000',
    // And 진위확인 checks, whose limit has its own test too.
    CERTIFICATE_CHECKS_PER_MINUTE: '1000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(Number(process.env.E2E_SMTP_PORT) || 2525),
    SMTP_SECURE: 'false',
    MAIL_FROM: '녹색기후기술원 <no-reply@greenclimate.test>',
  }
  const seeded = await run('payload', ['run', 'src/seed/run.ts'], { env })
  if (seeded.code !== 0) return record('browser tests', 0, 1, 'seeding the test database failed')
  const built = await ensureBuild(env)
  buildSettled()
  if (!built) return record('browser tests', 0, 1, 'the production build failed')
  const server = await startServer(env, port)
  if (!server) return record('browser tests', 0, 1, 'the production server did not answer /api/health')
  const report = path.join(resultsDir, 'e2e-report.json')
  rmSync(report, { force: true })
  try {
    const { code } = await run('playwright', ['test', ...browserSpecs], {
      env: { ...env, BASE_URL: `http://127.0.0.1:${port}`, CHROMIUM_PATH: chromium },
    })
    if (!existsSync(report)) return record('browser tests', 0, 1, `playwright exited ${code} without a report`)
    const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'))
    const failed = stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0)
    const note = stats.skipped ? `${stats.skipped} skipped` : ''
    record('browser tests', stats.expected, failed, note, playwrightFailures(suites ?? []))
  } finally {
    await server.stop()
  }
}

// The stages on the build wait until the browser tests have built it (or are not run, or stopped before it), so two
// lanes never build at once; a stage that finds no current build then builds it itself.
let buildSettled
const buildSettledPromise = new Promise((resolve) => {
  buildSettled = resolve
})

/** Several processes behind nginx with object storage, and the crash test, on the production build. */
async function clusterTests() {
  const dialect = ownPostgresUrl ? 'PostgreSQL' : 'SQLite (set TEST_DATABASE_URL for PostgreSQL)'
  await vitest(
    `several server processes on ${dialect}`,
    'cluster',
    ownPostgresUrl ? { TEST_DATABASE_URL: ownPostgresUrl } : {},
  )
}

/** The reverse-proxy rules of deploy/nginx/ in front of the production build (docs/deployment.md). */
async function nginxCheck() {
  if (!findNginx()) {
    console.log('\n! nginx check NOT RUN: nginx is not installed (apt-get install nginx-light)\n')
    results.push({ name: 'nginx in front', passed: 0, failed: 0, note: 'not run: nginx not installed' })
    return
  }
  const ports = process.env.NGINX_PORT
    ? {}
    : { NGINX_PORT: String(await freePort()), NGINX_APP_PORT: String(await freePort()) }
  await check('nginx in front (tested configuration)', 'node', ['scripts/nginx-check.mjs'], ports)
}

async function integrationTests(logFile) {
  await vitest('integration tests on SQLite', 'integration', { TEST_DB_DIALECT: 'sqlite' }, logFile)
  if (postgresUrl) {
    await vitest('integration tests on PostgreSQL', 'integration', { TEST_DB_DIALECT: 'postgres' }, logFile)
  } else {
    console.log('\n! integration tests on PostgreSQL NOT RUN: set TEST_DATABASE_URL=postgres://… to run them\n')
    results.push({
      name: 'integration tests on PostgreSQL',
      passed: 0,
      failed: 0,
      note: 'not run: TEST_DATABASE_URL unset',
    })
  }
}

/**
 * What runs on the production build after the browser tests (or beside them): several servers, nginx, a production
 * install and the short benchmark. Each takes ports and databases of its own.
 */
async function buildStages() {
  await buildSettledPromise
  const full = browserSpecs.length === 0
  if (wants('e2e') && full) await clusterTests()
  if (wants('nginx') && full) await nginxCheck()
  // What a production host and the Dockerfile do: the build copied out, `npm install --omit=dev`, `npm start`.
  if (wants('install') && full)
    await check('production install (npm install --omit=dev, npm start)', 'node', [
      'scripts/production-install-check.mjs',
    ])
  // The benchmark in its short mode, so it cannot rot; figures are reported, targets are not asserted here.
  if (wants('bench')) await check('benchmark (short mode)', 'node', ['scripts/bench.mjs', '--short'])
}

// Two lanes when they can run together: the integration tests and then the stages on the build (lane 1), beside
// lint, types, migrations, unit and the browser tests (lane 2), which builds first. The lanes are about equally long.
const integrationLog = path.join(resultsDir, 'integration.log')
let laneOne = Promise.resolve()
if (alongside) {
  rmSync(integrationLog, { force: true })
  laneOne = (async () => {
    if (wants('integration')) await integrationTests(integrationLog)
    await buildStages()
  })()
}

if (wants('lint')) await check('lint (biome)', 'biome', ['check', '--error-on-warnings', '.'])
if (wants('typecheck')) {
  await check('type-check (tsc)', 'tsc', ['--noEmit'])
  // The build that follows need not check the same sources again (next.config.ts); a failed check still fails the run.
  if (results.at(-1)?.failed === 0) process.env.BUILD_TYPES_CHECKED = 'true'
}
if (wants('migrations')) {
  const dialects = postgresUrl ? 'sqlite,postgres' : 'sqlite'
  await check(`migrations in step (${dialects})`, 'node', ['scripts/migrations.mjs', 'check'], {
    MIGRATION_DIALECTS: dialects,
    ...(ownPostgresUrl ? { MIGRATIONS_DATABASE_URL: process.env.MIGRATIONS_DATABASE_URL || ownPostgresUrl } : {}),
  })
}
if (wants('unit')) await vitest('unit tests', 'unit')
if (wants('integration') && !alongside) await integrationTests()
if (wants('e2e')) await browserTests()
buildSettled()
if (!alongside) await buildStages()

await laneOne
if (existsSync(integrationLog) && wants('integration') && alongside) {
  console.log(`\n▶ output of the integration tests (${path.relative(root, integrationLog)})\n`)
  process.stdout.write(readFileSync(integrationLog))
}

const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log('\nSummary')
for (const r of results) {
  console.log(
    `  ${r.failed ? '✖' : '✓'} ${r.name.padEnd(40)} ${r.passed} passed, ${r.failed} failed${r.seconds === undefined ? '' : `  ${r.seconds} s`}${r.note ? `  ${r.note}` : ''}`,
  )
  for (const failure of (r.failures ?? []).slice(0, 10)) console.log(`      ✖ ${failure}`)
}
console.log(`\nin ${Math.round(process.uptime() / 60)} minutes`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
