import { expect, test } from '@playwright/test'

test('the root address lands on /index in Korean with the title pattern', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/index$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  await expect(page).toHaveTitle(/^녹색기후기술원 :: \S/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('/admin shows the Korean sign-in form', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible()
  await expect(page.locator('input[name="password"]')).toBeVisible()
})

test('no request leaves the machine while the home page and the admin load', async ({ page, baseURL }) => {
  const origin = new URL(baseURL as string).origin
  const foreign: string[] = []
  let lastRequestAt = Date.now()
  page.on('request', (request) => {
    lastRequestAt = Date.now()
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url)
  })
  // Until the page has asked for nothing new for 1.5 s. Not 'networkidle': the home page's banner rotates and
  // fetches the next slide, and a slow machine can keep one request open, so that state may never come.
  const settled = () =>
    expect.poll(() => Date.now() - lastRequestAt, { timeout: 30_000, intervals: [250] }).toBeGreaterThan(1500)
  await page.goto('/index')
  await expect(page.locator('main')).toBeVisible()
  await settled()
  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: '로그인' })).toBeEnabled()
  await settled()
  expect(foreign).toEqual([])
})

test('health endpoint reports the database as reachable', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body).toMatchObject({ status: 'ok', database: 'ok' })
})

test('readiness reports database and storage, and pages carry the security headers', async ({ request }) => {
  const ready = await request.get('/api/ready')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toMatchObject({
    status: 'ready',
    checks: { database: { ok: true }, storage: { ok: true } },
  })
  const page = await request.get('/index')
  const headers = page.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-powered-by']).toBeUndefined()
  // The admin's client-hint header would make browsers fetch every public page twice.
  expect(headers['critical-ch']).toBeUndefined()
})

test('pages do not reveal the internal path the locale proxy rewrote them to', async ({ request }) => {
  // Rendered, then served from the page cache; a board list is composed from its shell.
  for (const path of ['/company/about', '/company/about', '/media/media01', '/media/media01?page=2']) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['x-middleware-rewrite'], path).toBeUndefined()
  }
})

test('pages enforce a nonce-based script policy and every script carries the nonce', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  const response = await page.goto('/index')
  const policy = response?.headers()['content-security-policy'] ?? ''
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/)
  expect(policy).not.toContain("'unsafe-inline' 'strict-dynamic'")
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
  // Every script the browser would run (JSON-LD data blocks are not run, so they need no nonce).
  const scripts = await page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).nonce))
  expect(scripts.length).toBeGreaterThan(0)
  for (const value of scripts) expect(value).toBe(nonce)
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})
