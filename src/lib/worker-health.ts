// No 'server-only': the Payload config (and so the CLI) loads this through src/lib/sqlite-client.ts.
import { reportUnhealthy } from './cluster.ts'

/**
 * Whether this process's database calls keep failing on locks. The write turn and the client's own recovery
 * (src/lib/sqlite-write-lock.ts, src/lib/sqlite-client.ts) mean a lock failure should not happen at all; a worker
 * that meets many of them in a short time is in a state this code did not foresee, and is replaced rather than left
 * failing writes until someone restarts the server. Outside a cluster the failures are only logged by their callers.
 */
export const unhealthyAfter = { failures: 10, withinMs: 30_000 }

type Health = { failures: number[]; reported: boolean; lockFailures: number }
const key = Symbol.for('green-institute.worker-health')
const store = globalThis as typeof globalThis & { [key]?: Health }
const health = (): Health => {
  store[key] ??= { failures: [], reported: false, lockFailures: 0 }
  return store[key]
}

/** Notes one database call's outcome: a lock failure (`false`) or a call that went through. */
export function recordDatabaseOutcome(ok: boolean, now = Date.now()) {
  if (ok) return
  const state = health()
  state.lockFailures++
  state.failures = [...state.failures.filter((at) => now - at < unhealthyAfter.withinMs), now]
  if (state.reported || state.failures.length < unhealthyAfter.failures) return
  state.reported = true
  reportUnhealthy(`${state.failures.length} database lock failures in ${unhealthyAfter.withinMs / 1000} s`)
}

/** Lock failures this process met since it started (`db_lock_failures_total` in /metrics). */
export const databaseLockFailures = (): number => health().lockFailures

/** For tests: forget what was recorded. */
export function resetWorkerHealth() {
  store[key] = { failures: [], reported: false, lockFailures: 0 }
}
