import { expect, test } from '@playwright/test'

test('staff sign in at /admin/login, see the Korean dashboard and open the accounts list', async ({ page }) => {
  // The admin runs under the same nonce-based script policy as the site: nothing of its own may be blocked.
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/admin/collections/users')
  await expect(page).toHaveURL(/\/admin\/login\?.*error=SessionRequired/)
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/admin/collections/users')

  await page.locator('input[name="username"]').fill('admin')
  await page.locator('input[name="password"]').fill('Admin2026!test')
  await page.getByRole('button', { name: '로그인' }).click()

  // Back where the session was required, signed in.
  await expect(page).toHaveURL(/\/admin\/collections\/users/)
  await expect(page.getByRole('form', { name: '계정 검색' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'admin', exact: true })).toBeVisible()

  const dashboard = await page.goto('/admin')
  expect(dashboard?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
  expect(dashboard?.headers()['cache-control']).toContain('no-store')
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

  // The list's query fields narrow the accounts.
  await page.goto('/admin/collections/users')
  const filters = page.getByRole('form', { name: '계정 검색' })
  await filters.getByLabel('검색 구분').selectOption('userId')
  await filters.getByLabel('검색어').fill('nobody-has-this-id')
  await filters.getByRole('button', { name: '검색' }).click()
  await expect(page).toHaveURL(/af_searchText=nobody-has-this-id/)
  await expect(page.getByText('최고관리자')).toHaveCount(0)
  await filters.getByLabel('사용 여부').selectOption('Y')
  await filters.getByLabel('검색어').fill('adm')
  await filters.getByRole('button', { name: '검색' }).click()
  await expect(page.getByRole('link', { name: 'admin', exact: true })).toBeVisible()

  // Changing one's own password first checks the current one.
  await page.goto('/admin/account')
  const change = page.getByRole('group', { name: '내 비밀번호 변경' })
  await change.getByLabel('현재 비밀번호').fill('Wrong2026!x')
  await change.getByLabel(/^새 비밀번호 \(/).fill('Newer2026!x')
  await change.getByLabel('새 비밀번호 확인').fill('Newer2026!x')
  await change.getByRole('button', { name: '비밀번호 변경' }).click()
  await expect(change.getByRole('status')).toHaveText('현재 비밀번호가 올바르지 않습니다.')
  expect(violations).toEqual([])
})

test('/admin-login leads to the Korean sign-in form', async ({ page }) => {
  await page.goto('/admin-login')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible()
})
