// Building and serving the production site for tests, benchmarks and `npm run serve`.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterBuild } from './after-build.mjs'
import { buildFingerprint, buildStatus, recordBuild, root, run, stopChild } from './lib.mjs'
import { serverEnv, serverNodeArgs } from './production.mjs'

/**
 * Builds unless `.next` holds a build of the current sources (lib.mjs buildStatus). No setting reaches the build: the
 * pages, robots.txt, sitemap.xml and the HSTS header read SITE_URL and the rest when the server starts, so one build
 * serves every host (docs/decisions/0026-build-once-run-anywhere.md).
 */
export async function ensureBuild(env, { force = false } = {}) {
  // Taken before building, so sources edited during the build make the next start build again.
  const fingerprint = buildFingerprint()
  if (!force && buildStatus(undefined, fingerprint) === 'current') return true
  console.log('Building the production site…')
  const { code } = await run('next', ['build'], { env: { ...env, NODE_ENV: 'production' } })
  if (code !== 0) return false
  afterBuild()
  recordBuild(fingerprint)
  return true
}

/**
 * The settings of a production server on a SQLite database of its own in `dataDir` (benchmarks and checks), seeded
 * with the first admin account `admin` / `adminPassword`.
 */
export const ownSiteEnv = ({ dataDir, port, adminPassword, ...more }) => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
  PORT: String(port),
  SITE_URL: `http://localhost:${port}`,
  ADMIN_PASSWORD: adminPassword,
  LOG_LEVEL: 'warn',
  ...more,
})

/** Starts `next start` and resolves once /api/health answers, or with null after the timeout. */
export async function startServer(env, port, { timeoutMs = 60_000 } = {}) {
  const child = spawn('node', [...serverNodeArgs, 'server.mjs'], {
    cwd: root,
    env: { ...serverEnv(), ...env, PORT: String(port), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  // SIGTERM lets in-flight requests finish (server.mjs).
  const stop = () => stopChild(child, 'SIGTERM', 10_000)
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) return null
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (response.ok) return { child, stop, startedInMs: Date.now() - started }
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  return null
}
