import { expect, test } from '@playwright/test'
import { navigationHeaders } from '../../src/lib/response-cache'

// What server.mjs relies on in Next's and Payload's answers, checked on the production build over plain HTTP. A
// framework upgrade that changes one of these fails here first, naming what the server must follow
// (docs/decisions/0031-workers-canonical-pages-and-the-server-contract.md).

const pages = ['/index', '/company/about', '/media/media01']

test('Next varies page answers only on request headers the page cache keys them by', async ({ request }) => {
  for (const path of pages) {
    for (const [url, headers] of [
      [path, {}],
      // Next answers a navigation whose `_rsc` does not match its router headers with a redirect to the one that does.
      [`${path}?_rsc`, { rsc: '1' }],
    ] as const) {
      const response = await request.get(url, { headers })
      expect(response.status(), path).toBe(200)
      const vary = (response.headers().vary ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean)
      const unknown = vary.filter((name) => name !== 'accept-encoding' && !navigationHeaders.includes(name))
      expect(unknown, `${path} ${JSON.stringify(headers)}`).toEqual([])
    }
  }
})

test('a client navigation gets Next’s RSC payload, which the page cache may keep', async ({ request }) => {
  // Once for the locale cookie, which this client then sends, as a browser does: the requests below share one key.
  await request.get('/company/about')
  const first = await request.get('/company/about?_rsc', { headers: { rsc: '1' } })
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toContain('text/x-component')
  expect(first.headers()['x-page-cache']).toMatch(/^(hit|miss)$/)
  const again = await request.get('/company/about?_rsc', { headers: { rsc: '1' } })
  expect(again.headers()['x-page-cache']).toBe('hit')
  expect(await again.text()).toBe(await first.text())
  // A cache-busting value that does not match the router headers is sent to the one that does, and never kept.
  const wrong = await request.get('/company/about?_rsc=abc1', { headers: { rsc: '1' }, maxRedirects: 0 })
  expect(wrong.status()).toBe(307)
  expect(wrong.headers().location).toBe('/company/about?_rsc')
  expect(wrong.headers()['x-page-cache']).toBeUndefined()
})

test('the finished page keeps none of Next’s scripts, hints or flight data, and keeps the site’s own', async ({
  request,
}) => {
  for (const path of pages) {
    const html = await (await request.get(path)).text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    const own = scripts.filter((tag) => /src="\/_next\/static\/enhance\/site-[A-Za-z0-9]+\.js"/.test(tag))
    const data = scripts.filter((tag) => tag.includes('application/ld+json'))
    expect(own, path).toHaveLength(1)
    expect(scripts.length - own.length - data.length, `${path}: scripts left by Next`).toBe(0)
    // The stylesheet stays (a <link rel="stylesheet"> under /_next/static/chunks/); no script of Next's does.
    expect(html, path).not.toMatch(/\/_next\/static\/chunks\/[^"]*\.js/)
    expect(html, path).not.toContain('self.__next_f')
    expect(html, path).not.toContain('modulepreload')
    expect(html, path).not.toContain('name="site-runtime"')
    // The page is whole: Next streamed it to the end before it was finished.
    expect(html.trimEnd().endsWith('</html>'), path).toBe(true)
  }
})

test('a page that needs React is sent as Next rendered it, its marks and flight data intact', async ({ request }) => {
  const html = await (await request.get('/media/media02/qna-write')).text()
  expect(html).toContain('/_next/static/chunks/')
  expect(html).toContain('self.__next_f')
  expect(html).toContain('<meta name="site-runtime" content="react"/>')
})

test('page answers carry the headers the page cache and browsers rely on, and none of the router’s', async ({
  request,
}) => {
  for (const path of pages) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
    const headers = response.headers()
    expect(headers['content-type'], path).toBe('text/html; charset=utf-8')
    expect(headers['cache-control'], path).toBe('private, no-cache')
    expect(headers['x-middleware-rewrite'], path).toBeUndefined()
    expect(headers['set-cookie'] ?? '', path).not.toMatch(/(^|\n)(?!i18n_redirected=)[^=\n]+=/)
    expect(headers['x-page-cache'], path).toMatch(/^(hit|miss)$/)
  }
})

test('Next’s own built files are named by content and may be kept a year', async ({ request }) => {
  const html = await (await request.get('/media/media02/qna-write')).text()
  const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1]
  expect(chunk).toMatch(/^\/_next\/static\/chunks\//)
  const response = await request.get(chunk ?? '')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('a shell request from outside is an ordinary request: the header alone cannot skip the page cache', async ({
  request,
}) => {
  const response = await request.get('/media/media01?page=2', { headers: { 'x-page-shell': 'guess' } })
  expect(response.status()).toBe(200)
  expect(response.headers()['x-page-islands']).toBe('filled')
})

test('Payload answers an unknown CMS address with JSON, not a page', async ({ request }) => {
  const response = await request.get('/api/cms/no-such-collection')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('application/json')
})
