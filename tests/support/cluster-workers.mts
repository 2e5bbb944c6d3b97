// A small server of workers for tests/unit/cluster.test.ts: the primary forks WORKERS workers through the site's
// own runPrimary; each worker takes the SQLite write turn ROUNDS times, holding it across an await, and appends
// "in"/"out" lines to LOG; with CRASH=1, worker 1 exits once while holding the turn (its replacement does not).

import cluster from 'node:cluster'
import { appendFileSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { acquireClusterWriteTurn, runPrimary, tellPrimaryReady, workerIndex } from '../../src/lib/cluster.ts'

const log = process.env.LOG ?? ''
if (cluster.isPrimary) {
  const code = await runPrimary(Number(process.env.WORKERS ?? 2), () => {}, { startingMs: 0 })
  process.exit(code)
} else {
  // Ready, as a server says once it listens and its database is migrated: the primary then starts the others.
  await new Promise<void>((resolve) => createServer().listen(0, '127.0.0.1', resolve))
  tellPrimaryReady()
  const index = workerIndex()
  const rounds = Number(process.env.ROUNDS ?? 5)
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5))
  for (let round = 0; round < rounds; round++) {
    const release = await acquireClusterWriteTurn(5000)
    appendFileSync(log, `in ${index}\n`)
    await pause()
    if (process.env.CRASH === '1' && index === 1 && round === 1 && !readFileSync(log, 'utf8').includes('crashed')) {
      appendFileSync(log, 'crashed 1\n')
      process.exit(3)
    }
    appendFileSync(log, `out ${index}\n`)
    release()
  }
  appendFileSync(log, `done ${index} ${process.env.JOBS_AUTORUN ?? 'on'}\n`)
  // Stays up like a server until the test stops the primary.
  setInterval(() => {}, 1000)
  process.on('SIGTERM', () => process.exit(0))
}
