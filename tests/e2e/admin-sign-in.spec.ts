import { expect, test } from '@playwright/test'

test('staff sign in at /admin/login, see the Korean dashboard and open the accounts list', async ({ page }) => {
  await page.goto('/admin/collections/users')
  await expect(page).toHaveURL(/\/admin\/login\?.*error=SessionRequired/)
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/admin/collections/users')

  await page.locator('input[name="username"]').fill('admin')
  await page.locator('input[name="password"]').fill('Admin2026!test')
  await page.getByRole('button', { name: '로그인' }).click()

  // Back where the session was required, signed in.
  await expect(page).toHaveURL(/\/admin\/collections\/users/)
  await expect(page.getByRole('form', { name: '계정 검색' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'admin' }).or(page.getByText('최고관리자').first())).toBeVisible()

  await page.goto('/admin')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  await expect(page.getByText('계정 관리').first()).toBeVisible()
  await page.getByRole('link', { name: '관리자 계정 모두 표시' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/users/)

  // The new-account form checks the id while it is typed.
  await page.goto('/admin/collections/users/create')
  await page.locator('input[name="username"]').fill('admin')
  await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeVisible()
  await page.locator('input[name="username"]').fill('newstaff')
  await expect(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible()
})

test('/admin-login leads to the Korean sign-in form', async ({ page }) => {
  await page.goto('/admin-login')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible()
})
