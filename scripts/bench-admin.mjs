// `npm run bench:admin [-- --runs N]`: how long the staff admin's main screens take to be ready in a real browser
// (Chromium, as staff use it), on a production build with the benchmark's seeded data. Signs in once, then opens
// each screen `runs` times (the first after sign-in is the cold one) and prints, per screen, the time until its main
// content is shown and until the network is idle, with the issue's bar (< 1 s). Prints figures; asserts nothing.
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { root, run } from './lib.mjs'
import { ensureBuild, ownSiteEnv, startServer } from './server.mjs'

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : fallback
}
const runs = Number(option('runs', 3))
const port = Number(process.env.BENCH_PORT) || 3910
const dataDir = path.join(root, '.bench-admin-data')
const password = 'Bench2026!run'
const env = ownSiteEnv({ dataDir, port, adminPassword: password })
const fail = (message) => {
  console.error(`✖ bench:admin: ${message}`)
  process.exit(1)
}

/** The screens staff open every day, and what shows that each is ready. */
const screens = [
  { name: '대시보드', path: '/admin', ready: 'h1:has-text("관리자 홈")' },
  { name: '공지사항 list', path: '/admin/content/notice', ready: '.template-default__wrap table tbody tr' },
  { name: '현장 Q&A list', path: '/admin/content/qna', ready: '.template-default__wrap table tbody tr' },
  { name: '뉴스레터 list', path: '/admin/content/newsletter', ready: '.template-default__wrap table tbody tr' },
  { name: '페이지 list', path: '/admin/collections/pages', ready: '.template-default__wrap table tbody tr' },
  { name: '배너 list', path: '/admin/content/banner', ready: '.template-default__wrap table tbody tr' },
  { name: '접속자 통계', path: '/admin/visitor-stats', ready: '.template-default__wrap canvas' },
]

rmSync(dataDir, { recursive: true, force: true })
if ((await run('payload', ['run', 'src/seed/run.ts'], { env, quiet: true })).code !== 0) fail('seeding failed')
if (!(await ensureBuild(env))) fail('build failed')
const server = await startServer(env, port)
if (!server) fail('server did not start')

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => candidate && existsSync(candidate),
)
if (!executablePath) {
  await server.stop()
  fail('no Chromium: set CHROMIUM_PATH')
}
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] })
const results = []
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' })
  const base = `http://localhost:${port}`
  await page.goto(`${base}/admin/login`)
  await page.locator('input[name="username"]').fill('admin')
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'))
  for (const screen of screens) {
    const shown = []
    const idle = []
    for (let i = 0; i < runs; i++) {
      const started = performance.now()
      await page.goto(`${base}${screen.path}`, { waitUntil: 'commit' })
      await page.locator(screen.ready).first().waitFor({ state: 'visible', timeout: 30_000 })
      shown.push(performance.now() - started)
      await page.waitForLoadState('networkidle')
      idle.push(performance.now() - started)
    }
    results.push({ ...screen, shown, idle })
  }
} finally {
  await browser.close()
  await server.stop()
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const pad = (s, n) => String(s).padEnd(n)
const ms = (value) => Math.round(value)
console.log(`\nAdmin screens (${runs} runs each; first = first open after sign-in), Chromium at 1440 px`)
console.log(`${pad('screen', 18)}${pad('first shown', 13)}${pad('median shown', 14)}${pad('median idle', 13)}bar`)
for (const r of results) {
  const met = median(r.shown) < 1000 && (r.shown[0] ?? 0) < 1000
  console.log(
    `${pad(r.name, 18)}${pad(`${ms(r.shown[0] ?? 0)} ms`, 13)}${pad(`${ms(median(r.shown))} ms`, 14)}${pad(`${ms(median(r.idle))} ms`, 13)}${met ? 'met' : 'NOT met'} (< 1 s to shown)`,
  )
}
