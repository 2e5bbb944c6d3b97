/**
 * How Next's answers leave the server: the headers dropped on the way (`dropHeaders`) and public HTML pages held
 * back, finished and compressed once (`finishDocuments`). Loaded by server.mjs through Node's type stripping: erasable
 * TypeScript only, relative imports with their `.ts` extension.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { finishDocument } from '../lib/client-runtime.ts'
import { acceptsGzip, isInternalUrl } from '../lib/response-cache.ts'

/** Next's request handler (`app.getRequestHandler()`). */
export type NextHandler = (req: IncomingMessage, res: ServerResponse, parsedUrl?: unknown) => Promise<void>
/** Hands a request to Next, with the response wrapped as `nextHandle` does. */
export type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/** Response headers as they are passed to writeHead or set on the response. */
export type HeaderRecord = Record<string, unknown>
/** A response method as this server wraps it: the arguments are passed on as they came. */
type Method = (this: ServerResponse, ...args: unknown[]) => unknown
/** The methods of a response the wrappers below (and the page cache's recorder) replace. */
export type Wrappable = { writeHead: Method; write: Method; end: Method }
export const wrappable = (res: ServerResponse): Wrappable => res as unknown as Wrappable

/** The headers object among writeHead's arguments after the status (a status message may come first), or `{}`. */
const passedHeaders = (rest: unknown[]): HeaderRecord =>
  (rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg)) as HeaderRecord | undefined) ?? {}

/** The headers a response goes out with: those set on it, and those passed to writeHead (which win). */
export const outgoingHeaders = (res: ServerResponse, headHeaders: HeaderRecord): HeaderRecord => ({
  ...res.getHeaders(),
  ...Object.fromEntries(Object.entries(headHeaders).map(([k, v]) => [k.toLowerCase(), v])),
})

export const visitorAcceptsGzip = (req: IncomingMessage): boolean =>
  acceptsGzip(String(req.headers['accept-encoding'] ?? ''))

/**
 * The addresses of public pages, as the locale proxy tells them (src/proxy.ts): not internal (the admin streams its
 * pages and never drops its runtime), not the admin's sign-in, and no file name with an extension.
 */
export function isPublicPageUrl(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '/'
  return !isInternalUrl(pathname) && pathname !== '/admin-login' && !/\.[^/]*$/.test(pathname)
}

/** Every request Next answers goes through the returned function; answers from the page cache do not. */
export function nextHandle(handleWithNext: NextHandler): Handle {
  return function handle(req, res) {
    if (!req.headers.rsc) {
      dropRouterOnlyHeaders(res)
      if (req.method === 'GET' && isPublicPageUrl(req.url ?? '/')) {
        // Next would compress the page as it streams it; it is compressed once here instead, after it is finished.
        const gzip = visitorAcceptsGzip(req)
        req.headers['accept-encoding'] = 'identity'
        finishDocuments(res, gzip)
      }
    }
    return handleWithNext(req, res)
  }
}

/**
 * Headers Next sets for its client router that a page fetched by the browser has no use for: `x-middleware-rewrite`
 * names the internal path the locale proxy rewrote the address to (`/ko/company/about`). Router (RSC) responses keep
 * them. Removed as Next writes the head, before the page cache copies it (`recordResponse`), so cached pages lack it.
 */
const routerOnlyHeaders = ['x-middleware-rewrite']
const dropRouterOnlyHeaders = (res: ServerResponse) => dropHeaders(res, routerOnlyHeaders)

/** Removes these headers from the response as it is written, whether set on it or passed to writeHead. */
export function dropHeaders(res: ServerResponse, names: readonly string[]): void {
  const wrapped = wrappable(res)
  const { writeHead } = wrapped
  wrapped.writeHead = function (status, ...rest) {
    const passed = passedHeaders(rest)
    for (const name of Object.keys(passed)) if (names.includes(name.toLowerCase())) delete passed[name]
    for (const name of names) res.removeHeader(name)
    return writeHead.call(this, status, ...rest)
  }
}

/** Decided at the head: `pass` (not HTML: everything goes through as it comes) or `hold` (kept until the end). */
type DocumentState = { mode: 'pass' } | { mode: 'hold'; status: number; passed: HeaderRecord }

/**
 * Whether a page's head starts a document to hold back and finish: HTML that is not already compressed.
 * (`headers` are the outgoing ones, `outgoingHeaders`.)
 */
const holdsDocument = (headers: HeaderRecord): boolean =>
  String(headers['content-type'] ?? '').startsWith('text/html') && !headers['content-encoding']

/**
 * Holds back a public HTML page until Next has written all of it, finishes it (src/lib/client-runtime.ts: a page
 * marked as a document without runtime loses Next's scripts and flight data; any other page stays as it came),
 * and compresses it once if the visitor accepts gzip. Runs inside the page cache's recording (recordResponse), so the
 * cache keeps the finished page. Anything not HTML passes through as Next writes it.
 */
export function finishDocuments(res: ServerResponse, gzip: boolean): void {
  const wrapped = wrappable(res)
  const { writeHead, write, end } = wrapped
  // The methods are never put back: the compression middleware wraps them after this, and keeps calling what it found.
  let state: DocumentState | null = null
  const held: Buffer[] = []
  const toBuffer = (chunk: unknown, encoding: unknown): Buffer =>
    Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  wrapped.writeHead = function (status, ...rest) {
    const passed = passedHeaders(rest)
    if (state?.mode === 'pass') return writeHead.call(this, status, ...rest)
    // Held, the head is not written yet, so Next's flushHeaders and the compression middleware call again: keep one.
    if (state?.mode === 'hold') {
      Object.assign(state.passed, passed)
      return this
    }
    if (!holdsDocument(outgoingHeaders(res, passed))) {
      state = { mode: 'pass' }
      return writeHead.call(this, status, ...rest)
    }
    state = { mode: 'hold', status: status as number, passed }
    return this
  }
  wrapped.write = function (chunk, encoding, callback) {
    // Written without writeHead first: Node would write the head from inside the original write; decide here.
    if (!state) this.writeHead(this.statusCode)
    if (state?.mode !== 'hold') return write.call(this, chunk, encoding, callback)
    if (chunk) held.push(toBuffer(chunk, encoding))
    const done = [encoding, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (done) process.nextTick(done)
    return true
  }
  wrapped.end = function (chunk, encoding, callback) {
    if (!state) this.writeHead(this.statusCode)
    if (state?.mode !== 'hold') return end.call(this, chunk, encoding, callback)
    const head = state
    if (chunk && typeof chunk !== 'function') held.push(toBuffer(chunk, encoding))
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    const page = Buffer.concat(held)
    const finished = head.status === 200 ? finishedPage(page) : page
    // Below a kilobyte, compression costs more than it saves (the compression middleware's threshold too).
    const body = gzip && finished.length >= 1024 ? gzipSync(finished) : finished
    for (const name of ['content-length', 'transfer-encoding', 'content-encoding']) {
      res.removeHeader(name)
      for (const key of Object.keys(head.passed)) if (key.toLowerCase() === name) delete head.passed[key]
    }
    head.passed['content-length'] = body.length
    if (body !== finished) head.passed['content-encoding'] = 'gzip'
    const vary = String(outgoingHeaders(res, head.passed).vary ?? '')
    if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    state = { mode: 'pass' }
    writeHead.call(this, head.status, head.passed)
    return end.call(this, body, done)
  }
}

/** The page finished: a document without runtime as client-runtime.ts finishes it; any other page unchanged. */
function finishedPage(page: Buffer): Buffer {
  // Read as latin1, one character per byte: what is removed is ASCII markup, and the Korean text in between goes
  // back byte for byte. Decoding and encoding UTF-8 cost three times the removal itself.
  const html = page.toString('latin1')
  const finished = finishDocument(html)
  return finished === html ? page : Buffer.from(finished, 'latin1')
}
