// Serving a finished production build: what `npm start` needs and nothing that builds, so it runs on an install
// without development dependencies (tests/unit/runtime-dependencies.test.ts follows these imports).
import { spawn } from 'node:child_process'
import { root } from './lib.mjs'

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

/** Why `npm start` will not serve what is in `.next` (lib.mjs buildStatus), naming the command that fixes it. */
export function buildRefusal(status) {
  if (status === 'current') return null
  const what =
    status === 'missing'
      ? 'There is no production build of this checkout in .next (or it was not made by npm run build).'
      : 'The production build in .next was made from other sources than the ones here.'
  return (
    `${what}\nnpm start serves a finished build and never builds. Run \`npm run build\` first (or ` +
    '`npm run serve`, which builds when needed, migrates, seeds and starts).'
  )
}

/** Runs the production server (server.mjs) in the foreground on the Node running this script; exits with it. */
export function serveProduction(env) {
  const server = spawn(process.execPath, [...serverNodeArgs, 'server.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...serverEnv(), ...env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
  server.on('close', (code) => process.exit(code ?? 0))
}
