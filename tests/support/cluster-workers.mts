// A small server of workers for tests/unit/cluster.test.ts: the primary forks WORKERS workers through the site's
// own runPrimary; each worker takes the SQLite write turn ROUNDS times, holding it across an await, and appends
// "in"/"out" lines to LOG; with CRASH=1, worker 1 exits once while holding the turn (its replacement does not).
// With COPIES=2 each worker also loads a second copy of src/lib/cluster.ts, as Next's bundles do, and takes turns
// through both at once. With UNHEALTHY=1, worker 1 meets lock failures until it reports itself unhealthy (once).

import cluster from 'node:cluster'
import { appendFileSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import {
  acquireClusterWriteTurn,
  runPrimary,
  tellPrimaryReady,
  workerIndex,
  workerReplacements,
} from '../../src/lib/cluster.ts'
import { recordDatabaseOutcome, unhealthyAfter } from '../../src/lib/worker-health.ts'

const log = process.env.LOG ?? ''
if (cluster.isPrimary) {
  const code = await runPrimary(Number(process.env.WORKERS ?? 2), () => {}, { startingMs: 0 })
  process.exit(code)
} else {
  // Ready, as a server says once it listens and its database is migrated: the primary then starts the others.
  await new Promise<void>((resolve) => createServer().listen(0, '127.0.0.1', resolve))
  tellPrimaryReady()
  const index = workerIndex()
  appendFileSync(log, `started ${index} replacements=${workerReplacements()}\n`)
  const rounds = Number(process.env.ROUNDS ?? 5)
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5))
  // A second copy of the module, with module state of its own where it keeps any (a query makes a new module).
  const copies =
    process.env.COPIES === '2'
      ? [acquireClusterWriteTurn, (await import('../../src/lib/cluster.ts?copy=2')).acquireClusterWriteTurn]
      : [acquireClusterWriteTurn]
  if (process.env.UNHEALTHY === '1' && index === 1 && !readFileSync(log, 'utf8').includes('unhealthy')) {
    appendFileSync(log, 'unhealthy 1\n')
    for (let i = 0; i < unhealthyAfter.failures; i++) recordDatabaseOutcome(false)
  }
  const turn = async (acquire: typeof acquireClusterWriteTurn, who: string, round: number) => {
    const release = await acquire(5000)
    appendFileSync(log, `in ${who}\n`)
    await pause()
    if (process.env.CRASH === '1' && index === 1 && round === 1 && !readFileSync(log, 'utf8').includes('crashed')) {
      appendFileSync(log, 'crashed 1\n')
      process.exit(3)
    }
    appendFileSync(log, `out ${who}\n`)
    release()
  }
  for (let round = 0; round < rounds; round++)
    await Promise.all(copies.map((acquire, copy) => turn(acquire, copy === 0 ? `${index}` : `${index}.${copy}`, round)))
  appendFileSync(log, `done ${index} ${process.env.JOBS_AUTORUN ?? 'on'}\n`)
  // Stays up like a server until the test stops the primary.
  setInterval(() => {}, 1000)
  process.on('SIGTERM', () => process.exit(0))
}
