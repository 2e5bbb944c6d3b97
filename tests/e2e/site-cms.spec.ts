import { expect, test } from '@playwright/test'
import { adminAuth } from './site-support'

test('a page saved in the CMS shows on the site within a second', async ({ page, request }) => {
  const headers = await adminAuth(request)
  const found = await request.get('/api/cms/pages?where[path][equals]=company/ci&depth=0', { headers })
  const ci = (await found.json()).docs[0]
  await page.goto('/company/ci')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CI 소개')
  const newTitle = `CI 소개 ${Date.now() % 10000}`
  try {
    const saved = await request.patch(`/api/cms/pages/${ci.id}?locale=ko`, { headers, data: { title: newTitle } })
    expect(saved.status()).toBe(200)
    const started = Date.now()
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle, { timeout: 200 })
    }).toPass({ timeout: 3000, intervals: [100, 200, 300] })
    expect(Date.now() - started).toBeLessThan(2000)
  } finally {
    await request.patch(`/api/cms/pages/${ci.id}?locale=ko`, { headers, data: { title: 'CI 소개' } })
  }
})

test('a layer popup appears on the home page and "오늘 하루 보지 않기" hides it for 24 hours', async ({
  page,
  request,
  context,
}) => {
  const headers = await adminAuth(request)
  const created = await request.post('/api/cms/popups?locale=ko', {
    headers,
    data: { title: '설 연휴 휴무 안내', type: 'layer', device: 'all', enabled: true, sortOrder: 0, hideForHours: 24 },
  })
  expect(created.status()).toBe(201)
  const popup = (await created.json()).doc
  try {
    await page.goto('/index')
    const dialog = page.getByRole('dialog', { name: '설 연휴 휴무 안내' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: '오늘 하루 보지 않기' }).click()
    await expect(dialog).toBeHidden()
    const until = await page.evaluate((id) => Number(localStorage.getItem(`popup_hide_${id}`)), popup.id)
    const hours = (until - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)
    // Remembered in the browser, not in a cookie, so the visitor's pages still come from the page cache.
    expect((await context.cookies()).map((c) => c.name)).not.toContain(`popup_hide_${popup.id}`)
    const reloaded = await page.reload()
    expect(reloaded?.headers()['x-page-cache']).toMatch(/^(hit|miss)$/)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('dialog', { name: '설 연휴 휴무 안내' })).toHaveCount(0)
  } finally {
    await request.delete(`/api/cms/popups/${popup.id}`, { headers })
  }
})

test('a window popup has its own page in the empty layout and disappears after its period', async ({
  page,
  request,
}) => {
  const headers = await adminAuth(request)
  const created = await request.post('/api/cms/popups?locale=ko', {
    headers,
    data: { title: '채용 공고 안내', type: 'window', device: 'pc', enabled: true, hideForHours: 48 },
  })
  const popup = (await created.json()).doc
  try {
    const response = await page.goto(`/popup/window/${popup.id}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('채용 공고 안내')
    await expect(page.locator('header')).toHaveCount(0)
    await expect(page.getByRole('button', { name: '48시간 동안 보지 않기' })).toBeVisible()
    await request.patch(`/api/cms/popups/${popup.id}`, {
      headers,
      data: {
        endsAt: new Date(Date.now() - 60_000).toISOString(),
        startsAt: new Date(Date.now() - 120_000).toISOString(),
      },
    })
    await page.goto(`/popup/window/${popup.id}`)
    await expect(page).toHaveURL(new RegExp(`/popup/window/${popup.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다')
  } finally {
    await request.delete(`/api/cms/popups/${popup.id}`, { headers })
  }
})

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test.describe(`${name} screenshots`, () => {
    test.use({ viewport, reducedMotion: 'reduce' })
    test(`home and a content page at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.goto('/index')
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `test-results/screenshots/home-${name}.png`, fullPage: true })
      await page.goto('/certification/certification02')
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `test-results/screenshots/certification02-${name}.png`, fullPage: true })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })
}

test('staff edit a page in the admin with its blocks, and can open a preview', async ({ page }) => {
  const login = await page.request.post('/api/cms/users/login', {
    data: { username: 'admin', password: 'Admin2026!test' },
  })
  expect(login.status()).toBe(200)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  // Pages are staff-only through the CMS API: the signed-in read carries the site's origin (cookie + CSRF check).
  const found = await page.request.get('/api/cms/pages?where[path][equals]=company/location&depth=0', {
    headers: { origin: new URL(login.url()).origin },
  })
  const location = (await found.json()).docs[0]
  await page.goto(`/admin/collections/pages/${location.id}`)
  await expect(page.locator('input[name="title"]')).toHaveValue('오시는 길')
  await expect(page.getByText('본문 블록').first()).toBeVisible()
  await expect(page.getByText('연락처·지도').first()).toBeVisible()
  expect(errors).toEqual([])

  // The admin's preview button opens this address in the browser: draft mode, then the page itself.
  await page.goto('/api/preview?path=company/location&locale=ko')
  await expect(page).toHaveURL(/\/company\/location$/)
  await expect(page.getByRole('status')).toContainText('미리보기')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('오시는 길')

  const anonymous = await page.context().browser()?.newContext()
  const stranger = await anonymous?.newPage()
  const refused = await stranger?.goto(`${new URL(page.url()).origin}/api/preview?path=company/location`)
  expect(refused?.status()).toBe(401)
  await anonymous?.close()
})
