import { expect, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'

// The staff admin speaks Korean and carries the institute's identity (docs/decisions/0024-korean-admin.md).

const koreanDateTime = /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/

test('the sign-in screen shows the institute and asks for 아이디', async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page).toHaveTitle(/녹색기후기술원 관리자/)
  const main = page.locator('.template-minimal, main').first()
  await expect(main.getByRole('img', { name: '녹색기후기술원 관리자' })).toBeVisible()
  await expect(page.getByLabel('아이디')).toBeVisible()
  await expect(page.getByText('이메일 또는 사용자 이름')).toHaveCount(0)
  // The favicon is the institute's symbol, and nothing names the framework.
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /\/icon\.svg/)
  await expect(page.getByText(/payload/i)).toHaveCount(0)
})

test('lists show Korean dates and words, with no language selector or API tab where they mean nothing', async ({
  page,
}) => {
  await signInToAdmin(page)
  await expect(page).toHaveTitle(/녹색기후기술원 관리자/)
  await expect(page.locator('nav').getByText('녹색기후기술원').first()).toBeVisible()

  // The accounts list: 생성일 as 2026.11.25 05:10.
  await page.goto('/admin/collections/users')
  const createdCell = page.locator('table tbody tr').first().locator('td.cell-createdAt')
  await expect(createdCell).toHaveText(koreanDateTime)
  // Accounts have no English version: no "locale:" (or "언어:") selector.
  await expect(page.locator('.app-header__localizer')).toBeHidden()
  await expect(page.getByText(/^locale:?$/i)).toHaveCount(0)

  // A document has no API tab.
  await page.locator('table tbody tr').first().locator('a').first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/users\/\d+/)
  await expect(page.locator('.doc-tabs').getByText('API', { exact: true })).toHaveCount(0)

  // Pages are bilingual: there the selector stays, in Korean.
  await page.goto('/admin/collections/pages')
  await expect(page.locator('.app-header__localizer')).toBeVisible()
  await expect(page.locator('.app-header__localizer')).toContainText('언어')

  // Banners: 노출 / 숨김, never 참 / 거짓.
  await page.goto('/admin/collections/banners')
  const shown = page.locator('table tbody td.cell-enabled')
  await expect(shown.first()).toHaveText(/^(노출|숨김)$/)
  for (const text of await shown.allTextContents()) expect(text).toMatch(/^(노출|숨김)$/)
})

test('a weak password on a new account shows the Korean rule under the field', async ({ page }) => {
  await signInToAdmin(page)
  await page.goto('/admin/collections/users/create')
  const main = page.locator('main, .collection-edit').first()
  await main.locator('input[name="username"]').fill(`weak${Date.now() % 100000}`)
  await main.locator('input[name="userName"]').fill('새직원')
  await main.locator('input[name="password"]').fill('weakpassword1')
  await main.locator('input[name="confirm-password"]').fill('weakpassword1')
  const field = main.locator('.field-type.password').first()
  // Pressed again if the first press lands while the form still checks the new id (a busy machine): the account is
  // refused each time, so nothing is created twice.
  await expect(async () => {
    await page.getByRole('button', { name: '저장' }).click()
    await expect(field).toContainText('비밀번호 형식이 올바르지 않습니다.', { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByText('The following field is invalid')).toHaveCount(0)
  await expect(page).toHaveURL(/\/users\/create/)
})
