// `npm run serve`: everything on a new machine in one command: migrate and seed the database, build when there is no
// build of the current sources (or with `--rebuild`), then serve it as `npm start` does.
import './node-version.mjs'

// Loaded after the version check (see scripts/start.mjs), the `.env` files first (scripts/load-env.mjs).
await import('./load-env.mjs')
const { must } = await import('./lib.mjs')
const { serveProduction } = await import('./production.mjs')
const { ensureBuild } = await import('./server.mjs')

const env = { NODE_ENV: 'production' }
// Migrations first: a failed migration stops the start before a new build serves anything.
await must('payload', ['run', 'src/seed/run.ts'], { env })
if (!(await ensureBuild(env, { force: process.argv.includes('--rebuild') }))) process.exit(1)
serveProduction(env)
