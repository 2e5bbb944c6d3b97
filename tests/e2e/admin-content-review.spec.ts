import { expect, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'

/**
 * 콘텐츠 정비 (decision 0046): staff open a page's review row, press 변경 없음 확인, and the row and the page itself
 * show today as 최종 확인일.
 */
test.use({ viewport: { width: 1280, height: 900 } })
// Two saves and a reload of Payload's edit view: as long as the other admin flows on a loaded machine.
test.slow()

const koreanToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .replaceAll('-', '.')

test('변경 없음 확인 stamps 최종 확인일 on the row and under the page', async ({ page }) => {
  await signInToAdmin(page)
  const origin = new URL(page.url()).origin
  const found = await page.request.get('/api/cms/page-reviews?where[pagePath][equals]=company/history&depth=0', {
    headers: { origin },
  })
  const row = ((await found.json()) as { docs: { id: number; nextReviewAt: string }[] }).docs[0]
  expect(row).toBeDefined()

  await page.goto(`/admin/collections/page-reviews/${row?.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('연혁')
  await page.getByRole('button', { name: '변경 없음 확인' }).click()
  await expect(page.getByRole('status').filter({ hasText: '변경 없음을 확인했습니다.' })).toBeVisible()
  await page.screenshot({ path: 'test-results/content-review-confirmed-1280.png', fullPage: true })

  const after = await page.request.get(`/api/cms/page-reviews/${row?.id}?depth=0`, { headers: { origin } })
  const confirmed = (await after.json()) as { lastReviewedAt: string; nextReviewAt: string }
  expect(Date.now() - Date.parse(confirmed.lastReviewedAt)).toBeLessThan(5 * 60_000)
  expect(Date.parse(confirmed.nextReviewAt)).toBeGreaterThan(Date.parse(row?.nextReviewAt as string))

  // The page shows it beside 최종 수정일, within a second (the cached page is dropped).
  await expect(async () => {
    await page.goto(`/company/history?r=${Date.now()}`)
    const reviewed = page.locator('[data-page-info-item="reviewedAt"]')
    await expect(reviewed).toContainText('최종 확인일', { timeout: 1_000 })
    await expect(reviewed).toContainText(koreanToday(), { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
})
