import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { RenderGate } from '../../src/lib/render-gate.ts'
import { ResponseCache } from '../../src/lib/response-cache.ts'
import { createPageRouting } from '../../src/server/page-cache-routing.ts'

/**
 * The page cache in front of a stand-in for Next (src/server/page-cache-routing.ts), on a real node:http server: what
 * visitors get, and how often the page is rendered.
 */
let server: Server | undefined
afterEach(() => server?.close())

const site = { locales: ['ko', 'en'], defaultLocale: 'ko', deviceClass: () => 'desktop' }

async function serveWithCache(render: (req: IncomingMessage, res: ServerResponse) => void) {
  let renders = 0
  const pageCache = new ResponseCache({ maxEntries: 10, maxBytes: 1024 * 1024, ttlMs: 60_000 })
  const routePage = createPageRouting({
    pageCache,
    site,
    renders: new RenderGate(4),
    handle: async (req, res) => {
      renders++
      // Long enough for the other requests of a burst to arrive while this one renders.
      await new Promise((resolve) => setTimeout(resolve, 50))
      render(req, res)
    },
    composeFromShell: null,
  })
  const started = createServer((req, res) => routePage(req, res))
  server = started
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(started.address() as AddressInfo).port}`, rendered: () => renders, pageCache }
}

const page = (_req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-cache-tags': 'board:1' })
  res.end('<p>연구소 소개</p>')
}

describe('pages through the page cache', () => {
  it('renders a page once for a burst of visitors, then answers it from memory', async () => {
    const { url, rendered } = await serveWithCache(page)
    const burst = await Promise.all([1, 2, 3].map(() => fetch(`${url}/company/about`)))
    expect(rendered()).toBe(1)
    expect(burst.map((r) => r.headers.get('x-page-cache')).sort()).toEqual(['hit', 'hit', 'miss'])
    for (const response of burst) {
      expect(await response.text()).toBe('<p>연구소 소개</p>')
      expect(response.headers.get('cache-control')).toBe('private, no-cache')
      // The tags are for the cache only.
      expect(response.headers.get('x-cache-tags')).toBeNull()
    }
    const later = await fetch(`${url}/company/about`)
    expect(later.headers.get('x-page-cache')).toBe('hit')
    expect(rendered()).toBe(1)
  })

  it('renders every request of a visitor with a session, keeps none, and sends no tags', async () => {
    const { url, rendered, pageCache } = await serveWithCache(page)
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${url}/company/about`, { headers: { cookie: 'payload-token=abc' } })
      expect(response.headers.get('x-page-cache')).toBeNull()
      expect(response.headers.get('x-cache-tags')).toBeNull()
    }
    expect(rendered()).toBe(2)
    expect(pageCache.size).toBe(0)
  })

  it('keeps no failed page: the next visitor gets a new render', async () => {
    const { url, rendered } = await serveWithCache((_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html' })
      res.end('오류')
    })
    expect((await fetch(`${url}/company/about`)).status).toBe(500)
    expect((await fetch(`${url}/company/about`)).headers.get('x-page-cache')).toBeNull()
    expect(rendered()).toBe(2)
  })
})
