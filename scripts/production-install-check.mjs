// `node scripts/production-install-check.mjs`: what a production host (and the Dockerfile's `app` stage) does, run
// natively — the checkout's files and the finished build copied to an empty folder, `npm install --omit=dev`, then
// `npm start` on a new SQLite database. Passes when the site answers /api/health and its home page, and no
// development dependency was installed. A stage of `npm test` after the browser tests, on the same build.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildStatus, root, run, stopChild } from './lib.mjs'
import { ownSiteEnv } from './server.mjs'

/** Thrown for a failed step: the folder and the server are cleaned up before the script exits with 1. */
class Failed extends Error {}
const fail = (message) => {
  throw new Failed(message)
}
// The shell's PATH without this checkout's node_modules/.bin (npm test adds it): the copy must find its own tools.
const hostPath = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((entry) => !entry.startsWith(path.join(root, 'node_modules')))
  .join(path.delimiter)

if (buildStatus() !== 'current') {
  console.error('✖ production install: no current production build in .next (run `npm run build` first)')
  process.exit(1)
}

// The files of the checkout, as a deployment copies them: tracked and new ones, not what .gitignore leaves out.
const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
if (listed.status !== 0) fail(`git ls-files failed: ${listed.stderr}`)
const files = listed.stdout.split('\0').filter((file) => file && existsSync(path.join(root, file)))

const dir = mkdtempSync(path.join(tmpdir(), 'production-install-'))
const dataDir = path.join(dir, 'data')
let server = null
try {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    cpSync(path.join(root, file), path.join(dir, file))
  }
  cpSync(path.join(root, '.next'), path.join(dir, '.next'), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(root, '.next', 'cache')),
  })

  const installed = Date.now()
  const install = await run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: dir,
    env: { NODE_ENV: 'production', PATH: hostPath },
    quiet: true,
  })
  if (install.code !== 0) fail(`npm install --omit=dev exited ${install.code}\n${install.output}`)
  console.log(`  npm install --omit=dev: ${((Date.now() - installed) / 1000).toFixed(0)} s`)
  // Packages the lockfile marks `dev` are needed by no production dependency: none may be on disk. (A
  // devDependency that a production package also needs, such as `pg` or `tsx`, is rightly installed.)
  const { packages = {} } = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'))
  const strays = Object.entries(packages)
    .filter(([place, entry]) => place.startsWith('node_modules/') && entry.dev === true)
    .map(([place]) => place)
    .filter((place) => existsSync(path.join(dir, place, 'package.json')))
  if (strays.length) fail(`development-only packages were installed: ${strays.slice(0, 10).join(', ')}`)

  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address()
      probe.close(() => resolve(free))
    })
  })
  server = spawn('npm', ['start'], {
    cwd: dir,
    env: {
      ...process.env,
      ...ownSiteEnv({ dataDir, port, adminPassword: 'Install2026!check', WEB_CONCURRENCY: '1', S3_BUCKET: '' }),
      PATH: hostPath,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const started = Date.now()
  let home = null
  while (Date.now() - started < 240_000 && server.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        home = await fetch(`http://127.0.0.1:${port}/index`)
        break
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  if (!home) fail(`npm start did not answer /api/health (exit ${server.exitCode})`)
  const html = await home.text()
  if (home.status !== 200 || !html.includes('녹색기후기술원')) fail(`the home page answered ${home.status}`)
  console.log(`✓ production install: npm start answered in ${((Date.now() - started) / 1000).toFixed(0)} s`)
} catch (error) {
  console.error(`✖ production install: ${error instanceof Failed ? error.message : error}`)
  process.exitCode = 1
} finally {
  // npm start runs the server as its child: the whole group stops.
  if (server?.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
    await stopChild(server, 'SIGTERM', 15_000)
  }
  rmSync(dir, { recursive: true, force: true })
}
