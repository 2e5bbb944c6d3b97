/**
 * Several server processes on one port (node:cluster): the primary forks one worker per core (or `WEB_CONCURRENCY`)
 * running server.mjs, restarts a worker that dies, and is the one place the workers meet:
 *
 * - **SQLite's write turn.** SQLite lets one connection write at a time and libsql waits for a lock synchronously
 *   (src/lib/sqlite-write-lock.ts), so the workers take turns through the primary, one writer at a time, as the
 *   requests of one process take turns in its own queue. On PostgreSQL the turn is not used.
 * - **News for the other workers.** A worker tells its siblings at once when content changed, so their page caches
 *   and memos drop it without waiting for the once-a-second sync (which stays, for other servers and missed news).
 * - **Jobs run once**: only worker 0 runs scheduled jobs (`JOBS_AUTORUN=off` for the others); a restarted worker
 *   keeps its number.
 *
 * Loaded by server.mjs through Node's type stripping and by the Payload config: node:* imports only, erasable
 * TypeScript only.
 */
import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'

const acquireType = 'green-institute:write-turn:acquire'
const grantType = 'green-institute:write-turn:grant'
const releaseType = 'green-institute:write-turn:release'
const newsType = 'green-institute:news'
const readyType = 'green-institute:ready'
const unhealthyType = 'green-institute:unhealthy'
const replacementsType = 'green-institute:replacements'

type Message = { type?: string; id?: number; news?: unknown; reason?: string; count?: number }

/** How many server processes serve: the setting, else one per core the machine gives this process. */
export function serverWorkerCount(setting: number | undefined, cores: number = availableParallelism()): number {
  return Math.max(1, setting ?? cores)
}

/** Whether this process is one of several workers under a primary. */
export const isClusterWorker = (): boolean => cluster.isWorker && typeof process.send === 'function'

/** This worker's number (0 when serving alone). */
export const workerIndex = (): number => Number(process.env.WORKER_INDEX ?? 0) || 0

type Log = (level: 'info' | 'error', msg: string, fields?: Record<string, unknown>) => void

/**
 * Runs the primary: forks `count` workers of the current script, keeps them running, and resolves with the exit
 * code once they have all stopped after SIGTERM/SIGINT (each finishes its in-flight requests), or 1 when a worker
 * dies while starting (a port in use, a broken build), which would only die again.
 */
export function runPrimary(count: number, log: Log, { startingMs = 10_000 } = {}): Promise<number> {
  return new Promise((resolve) => {
    let stopping = false
    const live = new Set<Worker>()
    // Workers replaced because they reported their database calls failing, and those being replaced now.
    let replacements = 0
    const replacing = new Set<Worker>()
    // The SQLite write turn: the holder and the queue, in the order asked.
    let holder: { worker: Worker; id: number } | null = null
    const queue: { worker: Worker; id: number }[] = []
    const grantNext = () => {
      while (!holder && queue.length) {
        const next = queue.shift()
        if (!next || next.worker.isDead()) continue
        holder = next
        next.worker.send({ type: grantType, id: next.id })
      }
    }
    const onMessage = (worker: Worker, message: Message) => {
      if (message?.type === acquireType && typeof message.id === 'number') {
        queue.push({ worker, id: message.id })
        grantNext()
      } else if (message?.type === releaseType) {
        if (holder?.worker === worker && holder.id === message.id) holder = null
        grantNext()
      } else if (message?.type === newsType) {
        for (const other of live) if (other !== worker && !other.isDead()) other.send(message)
      } else if (message?.type === unhealthyType) {
        replace(worker, String(message.reason ?? ''))
      }
    }
    // A worker whose database calls keep failing (src/lib/worker-health.ts) is stopped gracefully; its exit starts
    // another with the same number. The others go on serving meanwhile.
    const replace = (worker: Worker, reason: string) => {
      if (stopping || replacing.has(worker) || worker.isDead()) return
      replacing.add(worker)
      replacements++
      log('error', 'a server worker reported its database calls failing; replacing it', {
        index: indexOf.get(worker),
        reason,
        replacements,
      })
      for (const other of live) if (!other.isDead()) other.send({ type: replacementsType, count: replacements })
      worker.process.kill('SIGTERM')
      // One that does not finish its requests in time is ended.
      setTimeout(() => {
        if (!worker.isDead()) worker.process.kill('SIGKILL')
      }, 30_000).unref()
    }
    const indexOf = new WeakMap<Worker, number>()
    const fork = (index: number) => {
      const startedAt = Date.now()
      const worker = cluster.fork({
        WORKER_INDEX: String(index),
        WORKER_REPLACEMENTS: String(replacements),
        ...(index > 0 ? { JOBS_AUTORUN: 'off' } : {}),
      })
      indexOf.set(worker, index)
      live.add(worker)
      worker.on('message', (message: Message) => onMessage(worker, message))
      worker.on('exit', (code, signal) => {
        live.delete(worker)
        // A worker that died holding the turn or waiting for it gives it up.
        if (holder?.worker === worker) holder = null
        for (let i = queue.length - 1; i >= 0; i--) if (queue[i]?.worker === worker) queue.splice(i, 1)
        grantNext()
        if (stopping) {
          if (live.size === 0) resolve(0)
          return
        }
        if (replacing.delete(worker)) {
          log('info', 'starting a worker in place of the one replaced', { index })
          fork(index)
          return
        }
        if (Date.now() - startedAt < startingMs) {
          log('error', 'a server worker stopped while starting; stopping the others', { index, code, signal })
          stopping = true
          for (const other of live) other.process.kill('SIGTERM')
          if (live.size === 0) resolve(1)
          else setTimeout(() => resolve(1), 25_000).unref()
          return
        }
        log('error', 'a server worker stopped; starting another', { index, code, signal })
        fork(index)
      })
      return worker
    }
    // Worker 0 first, the others once it is ready (`tellPrimaryReady`): a worker applies pending migrations as Payload
    // starts, and two doing so at once on a new database would race.
    const first = fork(0)
    const onReady = (message: Message) => {
      if (message?.type !== readyType) return
      first.off('message', onReady)
      if (stopping) return
      for (let index = 1; index < count; index++) fork(index)
      log('info', `serving with ${count} worker processes`)
    }
    first.on('message', onReady)
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return
      stopping = true
      for (const worker of live) worker.process.kill(signal)
      if (live.size === 0) resolve(0)
    }
    process.on('SIGTERM', () => stop('SIGTERM'))
    process.on('SIGINT', () => stop('SIGINT'))
  })
}

/**
 * This worker's side of the turn and of the news, once per process. Next bundles this file into several server chunks
 * (the API routes' and the pages'), and server.mjs loads it natively too: state kept in module variables would exist
 * once per copy, each copy numbering its turns from 1 and listening for grants on its own. A grant meant for one copy
 * was then taken by another, and two workers wrote at once. So the state lives on globalThis under a Symbol.for key,
 * as src/modules/site/content-memo.ts keeps its own (tests/cluster/bundled-state.test.ts reads the build for this).
 */
type WorkerState = {
  nextTurnId: number
  granted: Map<number, () => void>
  listening: boolean
  newsListeners: Set<(news: unknown) => void>
  replacements: number
}
const workerStateKey = Symbol.for('green-institute.cluster-worker')
const workerStore = globalThis as typeof globalThis & { [workerStateKey]?: WorkerState }

function workerState(): WorkerState {
  let state = workerStore[workerStateKey]
  if (state) return state
  state = {
    nextTurnId: 0,
    granted: new Map(),
    listening: false,
    newsListeners: new Set(),
    replacements: Number(process.env.WORKER_REPLACEMENTS ?? 0) || 0,
  }
  workerStore[workerStateKey] = state
  return state
}

/** Listens to the primary once per process: grants of the write turn, news from the other workers, replacements. */
function listen(): WorkerState {
  const state = workerState()
  if (state.listening || !isClusterWorker()) return state
  state.listening = true
  process.on('message', (message: Message) => {
    if (message?.type === grantType && typeof message.id === 'number') {
      const grant = state.granted.get(message.id)
      state.granted.delete(message.id)
      // Given up waiting (see acquireClusterWriteTurn): hand it straight back.
      if (grant) grant()
      else process.send?.({ type: releaseType, id: message.id })
    } else if (message?.type === newsType) {
      for (const listener of state.newsListeners) listener(message.news)
    } else if (message?.type === replacementsType && typeof message.count === 'number') {
      state.replacements = message.count
    }
  })
  return state
}

/**
 * Waits for the workers' SQLite write turn (a no-op outside a cluster) and returns its release. After `waitLimitMs`
 * the caller goes ahead without it and meets SQLite's own locking (every connection waits for a lock,
 * src/lib/sqlite-client.ts): a worker that stopped answering must not stop the others writing. That is logged: a
 * turn held that long is a fault.
 */
export function acquireClusterWriteTurn(waitLimitMs: number, onGaveUp?: () => void): Promise<() => void> {
  if (!isClusterWorker()) return Promise.resolve(() => {})
  const state = listen()
  const id = ++state.nextTurnId
  return new Promise((resolve) => {
    let released = false
    const release = () => {
      if (released) return
      released = true
      process.send?.({ type: releaseType, id })
    }
    const timer = setTimeout(() => {
      state.granted.delete(id)
      onGaveUp?.()
      resolve(() => {})
    }, waitLimitMs)
    timer.unref()
    state.granted.set(id, () => {
      clearTimeout(timer)
      resolve(release)
    })
    process.send?.({ type: acquireType, id })
  })
}

/**
 * Tells the primary that this worker's database calls keep failing (src/lib/worker-health.ts): it starts another
 * worker in its place and stops this one, letting its in-flight requests finish. Outside a cluster it does nothing.
 */
export function reportUnhealthy(reason: string) {
  if (isClusterWorker()) process.send?.({ type: unhealthyType, reason })
}

/** Workers the primary replaced since the server started because they reported themselves unhealthy. */
export const workerReplacements = (): number => workerState().replacements

/** Tells the primary this worker serves, its database ready (migrated): the primary then starts the others. */
export function tellPrimaryReady() {
  if (isClusterWorker()) process.send?.({ type: readyType })
}

/** Tells the other workers something (a no-op outside a cluster). */
export function tellOtherWorkers(news: unknown) {
  if (isClusterWorker()) process.send?.({ type: newsType, news })
}

/** Calls `listener` with what other workers tell (`tellOtherWorkers`). */
export function onOtherWorkersNews(listener: (news: unknown) => void) {
  if (!isClusterWorker()) return
  listen().newsListeners.add(listener)
}
