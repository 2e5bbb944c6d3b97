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
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url)
  })
  await page.goto('/index')
  await page.waitForLoadState('networkidle')
  await page.goto('/admin/login')
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])
})

test('health endpoint reports the database as reachable', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body).toMatchObject({ status: 'ok', database: 'ok' })
})
