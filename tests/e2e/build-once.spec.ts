import { createServer } from 'node:net'
import { expect, test } from '@playwright/test'
import { startServer } from '../../scripts/server.mjs'

/**
 * One build serves every host (docs/decisions/0026-build-once-run-anywhere.md): a second server started from the very
 * build under test, on the same database but with another SITE_URL, advertises its own address in robots.txt, the
 * sitemap and the pages' canonical and Open Graph links, and sends HSTS because that address is https; the test
 * server itself (SITE_URL http://127.0.0.1:…) keeps its own address and sends no HSTS. HTTP only, no browser.
 */

const otherSite = 'https://www.greenclimate.example'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

test.describe('the same build under another SITE_URL', () => {
  test.describe.configure({ timeout: 120_000 })
  let other: { origin: string; stop: () => Promise<void> } | null = null

  test.beforeAll(async () => {
    const port = await freePort()
    // TEST_MODE is refused unless SITE_URL is this machine (src/lib/env.ts); this server needs no captcha anyway.
    const started = await startServer({ ...process.env, SITE_URL: otherSite, TEST_MODE: 'false' }, port, {
      timeoutMs: 90_000,
    })
    expect(started, 'a second server from the same build answers /api/health').not.toBeNull()
    other = started && { origin: `http://127.0.0.1:${port}`, stop: started.stop }
  })

  test.afterAll(async () => {
    await other?.stop()
  })

  test('robots.txt and sitemap.xml carry the SITE_URL it was started with', async ({ request }) => {
    const robots = await request.get(`${other?.origin}/robots.txt`)
    expect(robots.status()).toBe(200)
    expect(await robots.text()).toContain(`Sitemap: ${otherSite}/sitemap.xml`)

    const sitemap = await request.get(`${other?.origin}/sitemap.xml`)
    expect(sitemap.status()).toBe(200)
    const xml = await sitemap.text()
    expect(xml).toContain(`<loc>${otherSite}/index</loc>`)
    expect(xml).toContain(`<loc>${otherSite}/en/company/about</loc>`)
    expect(xml).not.toContain('127.0.0.1')
    expect(xml).not.toContain('localhost')
  })

  test("a page's canonical and Open Graph addresses carry it, and HSTS is sent for https", async ({ request }) => {
    const response = await request.get(`${other?.origin}/company/about`)
    expect(response.status()).toBe(200)
    expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const html = await response.text()
    expect(html).toContain(`<link rel="canonical" href="${otherSite}/company/about"/>`)
    expect(html).toContain(`<meta property="og:url" content="${otherSite}/company/about"/>`)
  })

  test('the test server itself keeps its own address and, on plain http, sends no HSTS', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL as string).origin
    const robots = await request.get('/robots.txt')
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`)
    expect(robots.headers()['strict-transport-security']).toBeUndefined()
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${origin}/index</loc>`)
    expect(sitemap).not.toContain(otherSite)
    const page = await request.get('/company/about')
    expect(page.headers()['strict-transport-security']).toBeUndefined()
  })
})
