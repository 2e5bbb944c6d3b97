import { expect, test } from '@playwright/test'
import { koreanAdminDateTime } from '../../src/modules/time/korea'
import { signInToAdmin } from './admin-support'

// Issue #33, items 10 and 12: every date staff see is Korean time, and the reports sit where staff read them.
// The browser is in Korea, as staff are; the server runs in UTC.
test.use({ timezoneId: 'Asia/Seoul' })

for (const width of [1440, 1024]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the version view names the version by the same Korean time as the versions list', async ({ page }) => {
      await signInToAdmin(page)
      const response = await page.request.get('/api/cms/pages/versions?limit=1&sort=-updatedAt&depth=0', {
        // Payload takes the session cookie only from a request that names the admin's origin.
        headers: { origin: new URL(page.url()).origin },
      })
      expect(response.ok()).toBe(true)
      const { docs } = (await response.json()) as {
        docs: { id: number | string; parent: number | string; updatedAt: string }[]
      }
      const version = docs[0]
      if (!version) throw new Error('the seeded pages have no version')
      const expected = koreanAdminDateTime(version.updatedAt)

      // The versions list (formatted in the browser) shows it in Korean time.
      await page.goto(`/admin/collections/pages/${version.parent}/versions`)
      await expect(page.locator('table tbody').getByText(expected).first()).toBeVisible()

      // The version view's last breadcrumb (formatted on the UTC server before the fix) shows the same.
      await page.goto(`/admin/collections/pages/${version.parent}/versions/${version.id}`)
      const lastCrumb = page.locator('.step-nav > *').last()
      await expect(lastCrumb).toHaveText(expected)
      await page.screenshot({ path: `test-results/screenshots/version-view-${width}.png` })
    })

    test('the 만족도 평가 results sit below the title, inside the content area', async ({ page }) => {
      await signInToAdmin(page)
      await page.goto('/admin/collections/page-ratings')
      const results = page.getByRole('region', { name: '페이지별 만족도 평가 결과' })
      await expect(results).toBeVisible()
      const title = page.getByRole('heading', { level: 1 }).first()
      await expect(title).toBeVisible()
      const titleBox = await title.boundingBox()
      const resultsBox = await results.boundingBox()
      if (!titleBox || !resultsBox) throw new Error('no layout for the title or the results')
      expect(resultsBox.y).toBeGreaterThan(titleBox.y + titleBox.height)
      expect(resultsBox.x).toBeGreaterThanOrEqual(titleBox.x - 0.5)
      await page.screenshot({ path: `test-results/screenshots/page-ratings-${width}.png`, fullPage: true })
    })
  })
}
