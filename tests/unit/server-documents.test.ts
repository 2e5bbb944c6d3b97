import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { isPagesStale } from '../../src/server/content-sync.ts'
import { dropHeaders, finishDocuments, isPublicPageUrl } from '../../src/server/documents.ts'

/**
 * The server's wrappers around Next's answers (src/server/documents.ts), on a real node:http server: what a visitor's
 * browser receives when a handler writes the way Next does (head first or not, in chunks, headers set or passed).
 */
let server: Server | undefined
afterEach(() => server?.close())

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const started = createServer(handler)
  server = started
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(started.address() as AddressInfo).port}`
}

/** The bytes as they come over the wire (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

/** A page the layout marked as a document without runtime, with Next's chunk script in it. */
const marked = (filler = '') =>
  `<html><head><meta name="site-runtime" content="none"/></head><body><p>본문${filler}</p>` +
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>'

describe('the addresses of public pages', () => {
  it('are the site’s pages, not the admin, the APIs, Next’s files or file names', () => {
    for (const url of ['/', '/ko/board/notice', '/en/search?q=기후', '/company/about'])
      expect(isPublicPageUrl(url), url).toBe(true)
    for (const url of ['/admin', '/admin/collections/posts', '/admin-login', '/api/health', '/_next/static/x.js'])
      expect(isPublicPageUrl(url), url).toBe(false)
    expect(isPublicPageUrl('/robots.txt')).toBe(false)
    expect(isPublicPageUrl('/favicon.ico?v=2')).toBe(false)
  })
})

describe('dropped headers', () => {
  it('are removed whether set on the response or passed to writeHead in any case; others stay', async () => {
    const url = await serve((_req, res) => {
      dropHeaders(res, ['x-middleware-rewrite', 'x-cache-tags'])
      res.setHeader('x-middleware-rewrite', '/ko/company/about')
      res.setHeader('x-kept', 'yes')
      res.writeHead(200, { 'X-Cache-Tags': 'board:1', 'content-type': 'text/plain' })
      res.end('ok')
    })
    const response = await fetch(url)
    expect(response.headers.get('x-middleware-rewrite')).toBeNull()
    expect(response.headers.get('x-cache-tags')).toBeNull()
    expect(response.headers.get('x-kept')).toBe('yes')
    expect(await response.text()).toBe('ok')
  })
})

describe('finished documents', () => {
  it('lose Next’s scripts, and are sent whole with their length even when written in chunks with a stale one', async () => {
    const page = marked()
    const url = await serve((_req, res) => {
      finishDocuments(res, false)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(page) })
      res.write(page.slice(0, 40))
      res.end(page.slice(40))
    })
    const response = await fetch(url)
    const body = await response.text()
    expect(body).toBe('<html><head></head><body><p>본문</p></body></html>')
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)))
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('are compressed once for a visitor who accepts gzip, from a kilobyte on, adding to the Vary already set', async () => {
    const page = marked('가'.repeat(600))
    const url = await serve((_req, res) => {
      finishDocuments(res, true)
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('vary', 'rsc')
      // Written without writeHead first, as Next does for some pages.
      res.write(page)
      res.end()
    })
    const { headers, body: raw } = await rawGet(url, { 'accept-encoding': 'gzip' })
    expect(headers['content-encoding']).toBe('gzip')
    expect(headers['content-length']).toBe(String(raw.length))
    expect(headers.vary).toBe('rsc, Accept-Encoding')
    expect(gunzipSync(raw).toString('utf8')).not.toContain('/_next/static/chunks/')
    expect(gunzipSync(raw).toString('utf8')).toContain('가'.repeat(600))
  })

  it('keep every character when Next’s chunks split one between its bytes', async () => {
    const text = '녹색기후기술원 🌱 인증·진단'
    const bytes = Buffer.from(marked(text))
    const split = bytes.indexOf(Buffer.from('🌱')) + 2
    const url = await serve((_req, res) => {
      finishDocuments(res, false)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.write(bytes.subarray(0, split))
      res.end(bytes.subarray(split))
    })
    const response = await fetch(url)
    expect(await response.text()).toBe(`<html><head></head><body><p>본문${text}</p></body></html>`)
  })

  it('stay uncompressed below a kilobyte, and an error page keeps Next’s scripts', async () => {
    const page = marked()
    const url = await serve((_req, res) => {
      finishDocuments(res, true)
      res.writeHead(404, { 'content-type': 'text/html' })
      res.end(page)
    })
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.text()).toBe(page)
  })

  it('let anything that is not HTML through as it is written, streamed', async () => {
    const url = await serve((_req, res) => {
      finishDocuments(res, true)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"a":')
      res.end('1}')
    })
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('transfer-encoding')).toBe('chunked')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBeNull()
    expect(await response.json()).toEqual({ a: 1 })
  })
})

describe('news from another worker', () => {
  it('marks pages stale only when it names pages (tags or all)', () => {
    expect(isPagesStale({ kind: 'pages-stale', pages: ['board:1'] })).toBe(true)
    expect(isPagesStale({ kind: 'pages-stale', pages: 'all' })).toBe(true)
    expect(isPagesStale({ kind: 'pages-stale', pages: 'board:1' })).toBe(false)
    expect(isPagesStale({ kind: 'other', pages: ['board:1'] })).toBe(false)
    expect(isPagesStale(null)).toBe(false)
    expect(isPagesStale('pages-stale')).toBe(false)
  })
})
