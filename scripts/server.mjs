// Building and serving the production site for tests and benchmarks.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterBuild } from './after-build.mjs'
import { buildFingerprint, root, run, stopChild } from './lib.mjs'

const fingerprintFile = path.join(root, '.next', 'source-fingerprint')

/** Builds unless the last build came from the same sources and build-relevant settings. */
export async function ensureBuild(env, { force = false } = {}) {
  // Pages render per request and read the database at run time, so neither the database nor the port
  // reaches the build; only whether SITE_URL is https does (the HSTS header is fixed in next.config).
  const siteUrl = env.SITE_URL ?? process.env.SITE_URL ?? ''
  const settings = `https=${siteUrl.startsWith('https://')}`
  const fingerprint = buildFingerprint(settings)
  const current = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(fingerprintFile)
  if (!force && current && readFileSync(fingerprintFile, 'utf8') === fingerprint) return true
  console.log('Building the production site…')
  const { code } = await run('next', ['build'], { env: { ...env, NODE_ENV: 'production' } })
  if (code !== 0) return false
  afterBuild()
  writeFileSync(fingerprintFile, fingerprint)
  return true
}

/**
 * V8 flags for the production server. An 8 MB young generation (the default grows to 32–64 MB per space) keeps
 * short-lived render garbage from inflating the resident set; measured in `npm run bench` (docs/decisions/0011-memory.md).
 */
export const serverNodeArgs = ['--max-semi-space-size=8']

/**
 * Environment of the production server. glibc gives each thread that allocates its own malloc arena (up to eight
 * per core); the SQLite driver, sharp and Node's thread pool each leave arenas holding freed memory. Two arenas
 * cut the resident set after `npm run bench` by about 100 MB (docs/decisions/0011-memory.md). An operator's own
 * setting wins.
 */
export const serverEnv = (base = process.env) => ({ MALLOC_ARENA_MAX: '2', ...base })

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
