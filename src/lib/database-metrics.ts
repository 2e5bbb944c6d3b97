// No 'server-only': the Payload config (and so the CLI) loads this through its onInit.
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { onQuery } from './db-query-count'
import { metricsState, observeDbQuery, type QueueSizes, setQueueSource } from './metrics'
import { rawDbOf, rawRows } from './raw-sql'

/**
 * Feeds the metrics registry (src/lib/metrics.ts) from inside the process that runs Payload: every statement's time
 * from the instrumented database clients (src/lib/db-instrument.ts), and, read on each scrape, the scheduled jobs and
 * newsletter sends still waiting. Called from the Payload config's onInit, so it runs wherever Payload starts (the
 * web server, scripts, tests); off the web server nobody scrapes, and a statement costs one histogram observation.
 */
export function registerDatabaseMetrics(payload: Payload) {
  const dialect = payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
  const state = metricsState() as ReturnType<typeof metricsState> & { [subscribed]?: () => void }
  // Payload may start again in one process (dev reloads, tests): one subscription, for the latest instance's dialect.
  state[subscribed]?.()
  state[subscribed] = onQuery((ms) => observeDbQuery(dialect, ms / 1000))
  setQueueSource(() => readQueueSizes(payload))
}

const subscribed = Symbol.for('green-institute.metrics.db-subscription')

/**
 * One pass over payload_jobs (few rows: a completed job is deleted) and a count of the sends still going out. A job
 * is pending until it completes; it has failed for good once Payload marks it `has_error` (retries used up).
 */
export async function readQueueSizes(payload: Payload): Promise<QueueSizes> {
  const db = rawDbOf(payload)
  const jobs = await rawRows(
    db,
    sql`SELECT coalesce(queue, 'default') AS queue,
          sum(CASE WHEN has_error IS TRUE THEN 0 ELSE 1 END) AS pending,
          sum(CASE WHEN has_error IS TRUE THEN 1 ELSE 0 END) AS failed
        FROM payload_jobs WHERE completed_at IS NULL GROUP BY coalesce(queue, 'default')`,
  )
  const sends = await rawRows(db, sql`SELECT count(*) AS n FROM newsletter_sends WHERE status = 'sending'`)
  const sizes: QueueSizes = { jobsPending: {}, jobsFailed: {}, mailPending: Number(sends[0]?.n ?? 0) }
  for (const row of jobs) {
    const queue = String(row.queue)
    sizes.jobsPending[queue] = Number(row.pending ?? 0)
    sizes.jobsFailed[queue] = Number(row.failed ?? 0)
  }
  return sizes
}
