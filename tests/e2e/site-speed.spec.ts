import { expect, type Page, request as playwrightRequest, test } from '@playwright/test'
import { chromiumLaunchOptions } from '../support/chromium'
import { adminAuth } from './site-support'

// Playwright turns the back/forward cache off unless told otherwise; visitors' browsers have it on. (A worker-wide
// option, so it is set for the whole file.)
test.use({ launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } })

/** The font files a page asks for while it loads, until its fonts have settled. */
async function fontRequests(page: Page, path: string) {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url())
  })
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const family = await page.locator('main').evaluate((el) => getComputedStyle(el).fontFamily)
  return { fonts, family }
}

test.describe('fonts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a page downloads no web font: its Korean text is set in the phone’s own font', async ({ page }) => {
    const { fonts, family } = await fontRequests(page, '/company/about')
    expect(fonts).toEqual([])
    expect(family).not.toContain('Pretendard')
    expect(family).toContain('Apple SD Gothic Neo')
  })
})

test.describe('fonts on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('text is set in Pretendard, served by the site itself', async ({ page, baseURL }) => {
    const { fonts, family } = await fontRequests(page, '/company/about')
    expect(family).toMatch(/^"Pretendard Variable"/)
    expect(fonts.length).toBeGreaterThan(0)
    for (const url of fonts) expect(url.startsWith(`${baseURL}/_next/static/media/`), url).toBe(true)
  })
})

test.describe('back and forward', () => {
  test('Back restores a public page whole, without asking the site again', async ({ page }) => {
    // The back/forward cache is the browser's to use: Chrome may still decline a page for reasons of the moment,
    // reported as "masked" (a machine under load, a page that took too long to freeze) or as a request still in
    // flight when the page was left (the router prefetches links once the page is idle, which on a loaded machine can
    // be after `networkidle`). Such a refusal is tried again, up to three times; any other reason (a `no-store`
    // response, an unload handler…) fails the test at once.
    const passing = new Set(['masked', 'outstanding-network-request'])
    const reasonsSeen: string[] = []
    for (let attempt = 1; attempt <= 3; attempt++) {
      await page.goto('/company/about')
      // Chrome keeps no page that is still waiting for a response when it is left, and the router prefetches the
      // links in view once the page has loaded: the visitor in this test has read the page, not left it at once.
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => {
        ;(window as unknown as { kept?: string }).kept = 'still here'
      })
      await page.goto('/company/history')
      let refetched = false
      const watch = (request: { url(): string }) => {
        if (request.url().endsWith('/company/about')) refetched = true
      }
      page.on('request', watch)
      // A page restored from the back/forward cache fires no load event: the restore is done once it is committed.
      await page.goBack({ waitUntil: 'commit' })
      await expect(page).toHaveURL(/\/company\/about$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      page.off('request', watch)
      const kept = await page.evaluate(() => (window as unknown as { kept?: string }).kept)
      if (kept === 'still here') {
        expect(refetched).toBe(false)
        return
      }
      const reasons = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
          notRestoredReasons?: { reasons?: { reason: string }[] } | null
        }
        return (entry?.notRestoredReasons?.reasons ?? []).map((r) => r.reason)
      })
      expect(reasons.filter((reason) => !passing.has(reason))).toEqual([])
      reasonsSeen.push(reasons.join(', ') || 'none given')
    }
    throw new Error(`Back never restored the page from the back/forward cache (${reasonsSeen.join('; ')})`)
  })
})

test('after reading a post, the visitor’s next pages still come from the page cache', async ({ page }) => {
  await page.goto('/media/media01')
  const counted = page.waitForResponse((r) => r.url().endsWith('/view') && r.request().method() === 'POST')
  await page.locator('table tbody a').first().click()
  expect((await counted).ok()).toBe(true)
  const next = await page.goto('/company/ci')
  expect(next?.headers()['x-page-cache']).toMatch(/^(hit|miss)$/)
  expect(next?.headers()['cache-control']).toBe('private, no-cache')
  // The post's view is still counted once per session: the cookie goes with the counting request.
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'viewed_posts')?.path).toBe('/api/posts')
})

test('a page asked for with a tracking code or a parameter no page reads is the page itself, from the page cache', async ({
  request,
}) => {
  // Once for the locale cookie, which this client then sends, as a browser does: the requests below share one key.
  await request.get('/company/about')
  const plain = await request.get('/company/about')
  expect(plain.headers()['x-page-cache']).toMatch(/^(hit|miss)$/)
  const body = await plain.text()
  for (const query of ['utm_source=newsletter', `utm_source=n${Date.now()}&utm_medium=email`, 'r=123', 'fbclid=x']) {
    const response = await request.get(`/company/about?${query}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['x-page-cache']).toBe('hit')
    expect(await response.text()).toBe(body)
  }
})

test('a page parameter with a value no link writes is answered but not kept', async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const response = await request.get('/media/media01?page=abc')
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('</html>')
    // Not `miss` (nginx would keep it) and never `hit`; Back may still restore it.
    expect(response.headers()['x-page-cache']).toBeUndefined()
    expect(response.headers()['cache-control']).toBe('private, no-cache')
  }
})

test('many visitors asking at once for a page not in the cache get it from one render', async ({ request }) => {
  // The content page reads no `page`, but a valid one is part of its address: one no one asked for in the last
  // minute is not in the cache.
  const url = `/company/about?page=${1000 + (Date.now() % 8999)}`
  const responses = await Promise.all(Array.from({ length: 12 }, () => request.get(url)))
  const states = responses.map((r) => r.headers()['x-page-cache'])
  expect(responses.every((r) => r.status() === 200)).toBe(true)
  expect(states.filter((s) => s === 'miss')).toHaveLength(1)
  expect(states.filter((s) => s === 'hit')).toHaveLength(11)
  const bodies = new Set(await Promise.all(responses.map((r) => r.text())))
  expect(bodies.size).toBe(1)
})

test('pages do not ask the browser to preconnect to the site they came from', async ({ request }) => {
  for (const path of ['/index', '/company/about', '/media/media01']) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(await response.text(), path).not.toMatch(/<link[^>]+rel="preconnect"/)
    expect(response.headers().link ?? '', path).not.toContain('preconnect')
  }
})

test('public pages load only the site’s own small script; a page with a form that needs React keeps Next’s', async ({
  page,
}) => {
  for (const path of ['/index', '/company/about', '/media/media01']) {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    page.removeAllListeners('request')
    expect(scripts, path).toEqual([expect.stringMatching(/^\/_next\/static\/enhance\/site-[A-Za-z0-9]+\.js$/)])
    expect(await page.locator('script:not([type="application/ld+json"])').count(), path).toBe(1)
    // Nothing the page shows depends on React: the flight data Next repeats the page in is gone too.
    expect(await page.content(), path).not.toContain('__next_f')
  }
  const form = await (await page.request.get('/media/media02/qna-write')).text()
  expect(form).toContain('/_next/static/chunks/')
  expect(form).toContain('__next_f')
  const script = await page.request.get(
    (/src="(\/_next\/static\/enhance\/[^"]+)"/.exec(await (await page.request.get('/index')).text()) ?? [])[1] ?? '',
  )
  expect(script.status()).toBe(200)
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(script.headers()['content-type']).toContain('text/javascript')
})

test('the scripts that start every page with React are marked for the browser to compile as they arrive', async ({
  request,
}) => {
  const html = await (await request.get('/media/media02/qna-write')).text()
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1] ?? '')
  const scripts = await Promise.all(sources.map(async (src) => ({ src, body: await (await request.get(src)).text() })))
  const marked = (body: string) => body.startsWith('//# allFunctionsCalledOnLoad\n')
  // React DOM and Next's router (the largest) and Turbopack's runtime run on every page.
  const largest = scripts.reduce((a, b) => (b.body.length > a.body.length ? b : a))
  expect(marked(largest.body), largest.src).toBe(true)
  const runtime = scripts.find((s) => /\/turbopack-[^/]+\.js$/.test(s.src))
  expect(runtime && marked(runtime.body), runtime?.src).toBe(true)
  // Scripts of single pages are not: most of their code may never run.
  expect(scripts.some((s) => !marked(s.body))).toBe(true)
})

test('after a change, a page visitors ask for is rendered again before the next visitor comes', async ({
  request,
  baseURL,
}) => {
  const staff = await playwrightRequest.newContext({ baseURL })
  const url = '/media/media01'
  // Asked for, and settled after the changes of earlier tests.
  await expect.poll(async () => (await request.get(url)).headers()['x-page-cache'], { timeout: 10_000 }).toBe('hit')
  // Among the busiest pages the change makes stale (at most 16 per change are rendered ahead, most asked for first;
  // the tests before this one asked for many pages of this board).
  for (let i = 0; i < 60; i++) await request.get(url)
  const headers = await adminAuth(staff)
  const title = `미리 렌더링 확인 ${Date.now()}`
  const created = await staff.post('/api/cms/posts', {
    headers,
    data: { boardSeq: 1, title, publishedAt: new Date().toISOString(), _status: 'published' },
  })
  expect(created.status()).toBe(201)
  try {
    // Nobody asks for the list meanwhile. Without the render ahead, the first visitor after the change would get the
    // previous list (`stale`) while theirs renders.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const next = await request.get(url)
    expect(next.headers()['x-page-cache']).toBe('hit')
    expect(await next.text()).toContain(title)
  } finally {
    await staff.delete(`/api/cms/posts/${(await created.json()).doc.id}`, { headers })
    await staff.dispose()
  }
})

test('the public board list API is answered from the page cache until a post of that board changes', async ({
  request,
  baseURL,
}) => {
  // Staff write through a client of their own: its session cookie must not make the visitor's requests personal.
  const staff = await playwrightRequest.newContext({ baseURL })
  const url = '/api/v1/boards/1/posts?pageNo=1&pageSize=5'
  // Settled after the changes of earlier tests: each is replayed from the log within half a second of its commit.
  const cacheState = async () => (await request.get(url)).headers()['x-page-cache']
  await expect.poll(cacheState, { timeout: 10_000 }).toBe('hit')
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await expect.poll(cacheState, { timeout: 10_000 }).toBe('hit')
  const cached = await request.get(url)
  expect(cached.headers()['x-page-cache']).toBe('hit')
  expect(cached.headers()['x-cache-tags']).toBeUndefined()
  expect(cached.headers()['content-type']).toContain('application/json')
  // Another board's change leaves it as it is.
  const headers = await adminAuth(staff)
  const title = `목록 API 캐시 확인 ${Date.now()}`
  const other = await staff.post('/api/cms/posts', {
    headers,
    data: { boardSeq: 8, title: `${title} (채용)`, publishedAt: new Date().toISOString(), _status: 'published' },
  })
  expect(other.status()).toBe(201)
  expect((await request.get(url)).headers()['x-page-cache']).toBe('hit')
  const created = await staff.post('/api/cms/posts', {
    headers,
    data: { boardSeq: 1, title, publishedAt: new Date().toISOString(), _status: 'published' },
  })
  expect(created.status()).toBe(201)
  try {
    // The list is rendered again, ahead of visitors or by the next one (who may get the previous list, marked stale).
    const listed = async () => {
      const response = await request.get(url)
      const body = (await response.json()) as { items?: { title: string }[]; pinned?: { title: string }[] }
      return [...(body.items ?? []), ...(body.pinned ?? [])].map((item) => item.title)
    }
    await expect.poll(listed, { timeout: 5000 }).toContain(title)
  } finally {
    await staff.delete(`/api/cms/posts/${(await created.json()).doc.id}`, { headers })
    await staff.delete(`/api/cms/posts/${(await other.json()).doc.id}`, { headers })
    await staff.dispose()
  }
})
