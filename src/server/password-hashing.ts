/**
 * Password hashes computed at low CPU priority, so sign-ins never take the CPU visitors' pages need
 * (docs/decisions/0036-writes-that-leave-visitors-their-cpu.md).
 *
 * A sign-in costs one PBKDF2 hash: 600,000 rounds of SHA-256, about 166 ms of a core. Node computes it on libuv's
 * thread pool, which the kernel schedules like the request threads, so two sign-ins a second took a sixth of a
 * 2-core machine from the cached pages served beside them, and a password-guessing flood could take all of it. Here
 * long hashes run on threads of their own whose nice value is raised (`os.setPriority(0, …)` sets the calling thread's
 * only, on Linux): while the CPU is free they run at full speed, and when visitors' requests want it, those come
 * first.
 *
 * Payload hashes through `crypto.pbkdf2` (its local strategy's `authenticate.js` and `generatePasswordSaltHash.js`),
 * so that function of the process's `node:crypto` is replaced by one with the same contract that sends long hashes
 * here; short ones (under `minIterations`) and calls it cannot take keep the original. The worker threads load
 * `node:crypto` afresh and use the original `pbkdf2Sync`. `tests/unit/password-hashing.test.ts` fails if Payload's
 * sign-in stops going through it.
 *
 * Loaded by server.mjs through Node's type stripping: erasable TypeScript only.
 */
import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'
import { Worker } from 'node:worker_threads'

/** The hashing threads' nice value: 10 gives them about a tenth of the share of a request thread when both want CPU. */
export const hashingNice = 10
/** Hashes cheaper than this stay on libuv's pool: the hop to a thread would cost more than it saves. */
const minIterations = 10_000

type Callback = (error: Error | null, key: Buffer) => void
/** A thread and the callbacks of the hashes sent to it, by job id. */
type Hasher = { worker: Worker; jobs: Map<number, Callback> }
type Installed = {
  original: typeof crypto.pbkdf2
  hashers: Hasher[]
  nextId: number
  hashed: number
  /** The nice value each thread reported when it started. */
  nices: number[]
}

const installedKey = Symbol.for('green-institute.password-hashing')
const store = globalThis as unknown as Record<symbol, Installed | undefined>

// CommonJS, evaluated in the thread: its own `node:crypto`, untouched by the replacement below.
const threadSource = `
const { parentPort, workerData } = require('node:worker_threads')
const crypto = require('node:crypto')
const os = require('node:os')
try { os.setPriority(0, workerData.nice) } catch {}
parentPort.postMessage({ nice: os.getPriority(0) })
parentPort.on('message', ({ id, password, salt, iterations, keylen, digest }) => {
  try {
    const key = crypto.pbkdf2Sync(password, salt, iterations, keylen, digest)
    parentPort.postMessage({ id, key })
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code } })
  }
})
`

function startHasher(installed: Installed, index: number): Hasher {
  const jobs = new Map<number, Callback>()
  const worker = new Worker(threadSource, { eval: true, workerData: { nice: hashingNice } })
  // An idle hasher must not keep the process alive; one with work must.
  worker.unref()
  const hasher: Hasher = { worker, jobs }
  worker.on(
    'message',
    (message: { id?: number; key?: Uint8Array; error?: { message: string; code?: string }; nice?: number }) => {
      if (message.nice !== undefined) {
        installed.nices[index] = message.nice
        return
      }
      const callback = message.id === undefined ? undefined : jobs.get(message.id)
      if (!callback) return
      jobs.delete(message.id as number)
      if (jobs.size === 0) worker.unref()
      if (message.error) {
        const error = Object.assign(new Error(message.error.message), { code: message.error.code })
        callback(error, Buffer.alloc(0))
      } else {
        const key = message.key as Uint8Array
        installed.hashed++
        callback(null, Buffer.from(key.buffer, key.byteOffset, key.byteLength))
      }
    },
  )
  // A thread that died takes its jobs with it: they fail (a sign-in answers as for any error) and a new one starts.
  const fail = (error: Error) => {
    if (installed.hashers[index] === hasher) installed.hashers[index] = startHasher(installed, index)
    for (const callback of jobs.values()) callback(error, Buffer.alloc(0))
    jobs.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => {
    if (jobs.size > 0 || installed.hashers[index] === hasher)
      fail(new Error(`password hashing thread exited (${code})`))
  })
  return hasher
}

/** Digests Node knows: any other goes to the original function, which throws at once as callers expect. */
const supportedDigests = new Set(crypto.getHashes().map((name) => name.toLowerCase()))

const isKeyMaterial = (value: unknown) => typeof value === 'string' || ArrayBuffer.isView(value)

/**
 * Replaces `crypto.pbkdf2` in this process with one that computes long hashes on `threads` low-priority threads.
 * Once per process; later calls return the same installation.
 */
export function installLowPriorityPasswordHashing({ threads = 1 }: { threads?: number } = {}): { threads: number } {
  const existing = store[installedKey]
  if (existing) return { threads: existing.hashers.length }
  const installed: Installed = { original: crypto.pbkdf2, hashers: [], nextId: 1, hashed: 0, nices: [] }
  for (let i = 0; i < Math.max(1, threads); i++) installed.hashers.push(startHasher(installed, i))
  const original = installed.original
  const pbkdf2 = function pbkdf2(
    password: unknown,
    salt: unknown,
    iterations: unknown,
    keylen: unknown,
    digest: unknown,
    callback: unknown,
  ) {
    const takes =
      typeof callback === 'function' &&
      typeof digest === 'string' &&
      supportedDigests.has(digest.toLowerCase()) &&
      typeof iterations === 'number' &&
      iterations >= minIterations &&
      typeof keylen === 'number' &&
      isKeyMaterial(password) &&
      isKeyMaterial(salt)
    if (!takes) return (original as (...args: unknown[]) => void)(password, salt, iterations, keylen, digest, callback)
    // The least busy thread; ties go to the first.
    const hasher = installed.hashers.reduce((best, h) => (h.jobs.size < best.jobs.size ? h : best))
    const id = installed.nextId++
    hasher.jobs.set(id, callback as Callback)
    hasher.worker.ref()
    hasher.worker.postMessage({ id, password, salt, iterations, keylen, digest })
  } as typeof crypto.pbkdf2
  crypto.pbkdf2 = pbkdf2
  // `import { pbkdf2 } from 'node:crypto'` in native ES modules sees the replacement too.
  syncBuiltinESMExports()
  store[installedKey] = installed
  return { threads: installed.hashers.length }
}

/** Puts the original `crypto.pbkdf2` back and stops the threads (tests). */
export async function uninstallLowPriorityPasswordHashing(): Promise<void> {
  const installed = store[installedKey]
  if (!installed) return
  store[installedKey] = undefined
  crypto.pbkdf2 = installed.original
  syncBuiltinESMExports()
  const hashers = installed.hashers
  installed.hashers = []
  await Promise.all(hashers.map((h) => h.worker.terminate()))
}

/** How many hashes the threads have computed, and the nice value each reported (undefined before it started). */
export function passwordHashingState(): { installed: boolean; hashed: number; nices: number[] } {
  const installed = store[installedKey]
  return { installed: Boolean(installed), hashed: installed?.hashed ?? 0, nices: [...(installed?.nices ?? [])] }
}
