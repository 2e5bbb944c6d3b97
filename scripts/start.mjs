// `npm start`: migrate and seed the database, build when the sources changed, serve production.
// First, so SITE_URL in `.env` reaches the build settings below (scripts/load-env.mjs).
import './load-env.mjs'
import { spawn } from 'node:child_process'
import { must, root } from './lib.mjs'
import { ensureBuild, serverEnv, serverNodeArgs } from './server.mjs'

const nodeMajor = Number(process.versions.node.split('.')[0])
if (nodeMajor < 24) {
  console.error(`Node ${process.versions.node} is running; this project needs Node 24 (run it through npm: npm start).`)
  process.exit(1)
}

const env = { NODE_ENV: 'production' }

await must('payload', ['run', 'src/seed/run.ts'], { env })
if (!(await ensureBuild(env, { force: process.argv.includes('--rebuild') }))) process.exit(1)

const server = spawn('node', [...serverNodeArgs, 'server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...serverEnv(), ...env, NEXT_TELEMETRY_DISABLED: '1' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('close', (code) => process.exit(code ?? 0))
