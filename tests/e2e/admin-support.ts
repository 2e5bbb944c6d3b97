import { expect, type Page } from '@playwright/test'

/** The seeded first admin of the browser-test server (scripts/test.mjs). */
export const seededAdmin = { username: 'admin', password: 'Admin2026!test' } as const

/** Signs in through the Korean admin sign-in form and waits for the admin to open. */
export async function signInToAdmin(page: Page, account: { username: string; password: string } = seededAdmin) {
  await page.goto('/admin/login')
  await page.locator('input[name="username"]').fill(account.username)
  await page.locator('input[name="password"]').fill(account.password)
  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/admin(?!\/login)/)
}
