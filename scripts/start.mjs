// `npm start`: serve the production build in `.next` after applying migrations and new default content. It never
// builds: a missing build, or one made from other sources, stops it with the command to run (`npm run build`).
// The same build serves any host: SITE_URL, PORT, the database and the rest are read when the server starts.
//
// The Node version is checked before anything else is loaded, and everything else is loaded dynamically after it:
// static imports are all loaded before any module runs, so one of them failing on an old Node would hide the message.
import './node-version.mjs'

// Next, so the settings below see the `.env` files (scripts/load-env.mjs).
await import('./load-env.mjs')
const { buildStatus, must } = await import('./lib.mjs')
const { buildRefusal, serveProduction } = await import('./production.mjs')

const refusal = buildRefusal(buildStatus())
if (refusal) {
  console.error(refusal)
  process.exit(1)
}

const env = { NODE_ENV: 'production' }
await must('payload', ['run', 'src/seed/run.ts'], { env })
serveProduction(env)
