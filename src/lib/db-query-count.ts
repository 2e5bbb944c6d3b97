// No 'server-only' and no project imports: server.mjs loads this file directly (Node's type stripping), and the
// database adapter inside Next and the Payload CLI load it too.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'

/**
 * How many database statements a unit of work (one request, one page's loaders in a test) ran, and how long they
 * took. The database clients report every statement (src/lib/db-instrument.ts); a statement counts towards the tally
 * of the async call chain that issued it. A statement started by one request and shared by others (a deduplicated
 * promise) counts once, for the request that started it.
 */
export type QueryTally = { queries: number; ms: number }

/** Told of every statement with its duration, inside a counted scope or not (e.g. a metrics histogram). */
export type QueryListener = (ms: number) => void

type Shared = { scope: AsyncLocalStorage<QueryTally>; listeners: Set<QueryListener> }

// One scope for the process: Next bundles this module into several chunks and server.mjs loads it natively; all of
// them must see the same scope, or a request counted by server.mjs would see none of the queries Next ran.
const key = Symbol.for('green-institute.db-query-count')
const store = globalThis as unknown as Record<symbol, Shared | undefined>
function shared(): Shared {
  let value = store[key]
  if (!value) {
    value = { scope: new AsyncLocalStorage<QueryTally>(), listeners: new Set() }
    store[key] = value
  }
  return value
}

/** Runs `work` with a tally of its own; the tally is final once `work` (and what it awaited) has settled. */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; tally: QueryTally }> {
  const tally: QueryTally = { queries: 0, ms: 0 }
  const result = await shared().scope.run(tally, work)
  return { result, tally }
}

/** Called by the instrumented clients when a statement has finished (or failed). */
export function recordQuery(ms: number) {
  const { scope, listeners } = shared()
  const tally = scope.getStore()
  if (tally) {
    tally.queries += 1
    tally.ms += ms
  }
  for (const listener of listeners) {
    try {
      listener(ms)
    } catch {
      // An observer's failure must never fail the query it watched.
    }
  }
}

/** Subscribes to every statement's duration; returns the unsubscribe function. */
export function onQuery(listener: QueryListener): () => void {
  const { listeners } = shared()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Times a statement that returns a promise; anything else counts with no duration. */
export function timeStatement<T>(run: () => T): T {
  const started = performance.now()
  const result = run()
  if (result && typeof (result as { then?: unknown }).then === 'function') {
    const done = () => recordQuery(performance.now() - started)
    ;(result as unknown as Promise<unknown>).then(done, done)
  } else {
    recordQuery(0)
  }
  return result
}

/** Response headers of a counted request: statements run, and their total time in milliseconds. */
export const dbQueriesHeader = 'x-db-queries'
export const dbTimeHeader = 'x-db-time-ms'

type Head = { status: number; headers: OutgoingHttpHeaders | undefined; message?: string }

/**
 * For server.mjs, only when `DB_QUERY_COUNT=on` (a measuring aid for `npm run bench`, never for production): runs
 * `handle` in a tally of its own and sends the response with `x-db-queries` and `x-db-time-ms`.
 *
 * A page is streamed: Next sends its head before the last data has been read. So the response is held back whole
 * until `handle` has ended it, then sent at once with the final counts. That changes timings a little, which is
 * why it is off by default. Call it before anything else patches `res` (the page cache's recorder, the document
 * finishing), so it sees what they send.
 */
export function serveCounted(req: IncomingMessage, res: ServerResponse, handle: () => unknown): void {
  const tally: QueryTally = { queries: 0, ms: 0 }
  const { writeHead, write, end, flushHeaders } = res
  let head: Head | undefined
  const chunks: Buffer[] = []
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    else chunks.push(Buffer.from(chunk as Uint8Array))
  }
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | undefined
    head = { status, headers, message }
    this.statusCode = status
    return this
  } as ServerResponse['writeHead']
  // Next flushes the head before its first chunk; held back, there is nothing to flush yet.
  res.flushHeaders = () => {}
  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding)
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)())
    return true
  } as ServerResponse['write']
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding)
    const done = [chunk, encoding, callback].find((x) => typeof x === 'function') as (() => void) | undefined
    res.writeHead = writeHead
    res.write = write
    res.end = end
    res.flushHeaders = flushHeaders
    const body = Buffer.concat(chunks)
    const status = head?.status ?? res.statusCode
    // A HEAD answer or a 204/304 has no body, but may say how long the body would be: keep its length then.
    const hasBody = req.method !== 'HEAD' && status !== 204 && status !== 304
    // writeHead also takes a raw [name, value, …] list; that is passed on as it came.
    const raw = Array.isArray(head?.headers)
    const headers = (raw ? head?.headers : { ...(head?.headers ?? {}) }) as OutgoingHttpHeaders
    if (!res.headersSent) {
      if (hasBody) {
        // The body goes out whole now, with its own length (a length set for a compressed stream would be wrong).
        if (!raw)
          for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name]
        res.removeHeader('content-length')
        res.removeHeader('transfer-encoding')
        res.setHeader('content-length', body.length)
      }
      res.setHeader(dbQueriesHeader, String(tally.queries))
      res.setHeader(dbTimeHeader, tally.ms.toFixed(1))
      const sendHead = writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse
      if (head?.message) sendHead.call(res, status, head.message, headers)
      else sendHead.call(res, status, headers)
    }
    return (end as (this: ServerResponse, ...args: unknown[]) => ServerResponse).call(
      res,
      body,
      ...(done ? [done] : []),
    )
  } as ServerResponse['end']
  shared().scope.run(tally, handle)
}
