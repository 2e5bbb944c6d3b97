// Small helpers shared by the project's Node scripts (start, test, migrations, bench).
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

/**
 * Runs a command from node_modules/.bin (or PATH) and resolves with its exit code. With `logFile`, its output is
 * appended to that file instead of this process's own (a stage running alongside another keeps its log whole).
 */
export function run(command, args, { env = {}, quiet = false, cwd = root, logFile } = {}) {
  return new Promise((resolve) => {
    const log = logFile ? openSync(logFile, 'a') : undefined
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : log !== undefined ? ['ignore', log, log] : 'inherit',
    })
    if (log !== undefined) closeSync(log)
    let output = ''
    if (quiet) {
      child.stdout.on('data', (d) => {
        output += d
      })
      child.stderr.on('data', (d) => {
        output += d
      })
    }
    child.on('error', (error) => resolve({ code: 127, output: String(error) }))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

/** Runs a command and stops this process with its exit code when it fails. */
export async function must(command, args, options) {
  const { code, output } = await run(command, args, options)
  if (code !== 0) {
    if (output) process.stderr.write(output)
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${code})`)
    process.exit(code)
  }
  return output
}

const buildInputs = [
  'src',
  'public',
  'package-lock.json',
  'package.json',
  'next.config.ts',
  'tsconfig.json',
  'postcss.config.mjs',
  // What rewrites the build's output afterwards (scripts/after-build.mjs) is part of the build.
  'scripts/after-build.mjs',
  'scripts/compile-hints.mjs',
  'scripts/dedupe-server-chunks.mjs',
  'scripts/enhance-bundle.mjs',
  'scripts/font-manifest.mjs',
]

function walk(target, files) {
  if (!existsSync(target)) return
  const stat = statSync(target)
  if (stat.isDirectory()) {
    for (const entry of readdirSync(target).sort()) walk(path.join(target, entry), files)
  } else {
    files.push(target)
  }
}

/**
 * What a lockfile pins: each package's place and version. npm rewrites the file's bookkeeping when it installs (an
 * `npm install --omit=dev` on the production host adds `"peer": true` to some entries), which changes no installed
 * package and must not make the build look stale.
 */
function lockedVersions(file) {
  const { packages = {} } = JSON.parse(readFileSync(file, 'utf8'))
  return Object.entries(packages)
    .map(([place, entry]) => `${place}@${entry.version ?? ''}`)
    .sort()
    .join('\n')
}

/**
 * A fingerprint of everything a production build depends on: `npm start` serves a build only while it matches the
 * sources, and the scripts that build on demand build only when it does not. No setting of the environment is part of
 * it: every host-specific setting is read when the server starts (docs/decisions/0026-build-once-run-anywhere.md).
 */
export function buildFingerprint(extra = '') {
  const hash = createHash('sha256')
  const files = []
  for (const input of buildInputs) walk(path.join(root, input), files)
  for (const file of files) {
    const name = path.relative(root, file)
    hash.update(name)
    hash.update(name === 'package-lock.json' ? lockedVersions(file) : readFileSync(file))
  }
  hash.update(extra)
  return hash.digest('hex')
}

/** Where a build records the fingerprint of the sources it was made from. */
export const buildFingerprintFile = (nextDir = path.join(root, '.next')) => path.join(nextDir, 'source-fingerprint')

/**
 * Whether `.next` holds a production build of the current sources: 'current', 'missing' (no build, or one made by a
 * tool that did not record its sources) or 'stale' (made from other sources).
 */
export function buildStatus(nextDir = path.join(root, '.next'), fingerprint = buildFingerprint()) {
  const file = buildFingerprintFile(nextDir)
  if (!existsSync(path.join(nextDir, 'BUILD_ID')) || !existsSync(file)) return 'missing'
  return readFileSync(file, 'utf8').trim() === fingerprint ? 'current' : 'stale'
}

/** Records that the build in `.next` was made from the sources with this fingerprint. */
export function recordBuild(fingerprint, nextDir = path.join(root, '.next')) {
  writeFileSync(buildFingerprintFile(nextDir), fingerprint)
}

/** Stops a child process with `signal` and resolves once it is gone, killing it if it lingers past `graceMs`. */
export function stopChild(child, signal, graceMs) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('close', () => resolve())
    child.kill(signal)
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref()
  })
}
