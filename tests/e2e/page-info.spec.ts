import { expect, type Page, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'

// 페이지 정보 and 만족도 평가 under a CMS content page, as a visitor (without a script) and as staff see them.

const path = 'certification/certification05'

// The admin test reads the answer the visitor test gives.
test.describe.configure({ mode: 'serial' })

/** Sets the page's 담당부서 and 연락처 (Korean) and publishes it through the admin's CMS API. */
async function setPageInfo(page: Page, pageInfo: { department: string; contact: string }) {
  await signInToAdmin(page)
  const origin = new URL(page.url()).origin
  const found = await page.request.get(`/api/cms/pages?where[path][equals]=${path}&depth=0`, { headers: { origin } })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  const saved = await page.request.patch(`/api/cms/pages/${id}?locale=ko`, {
    headers: { origin },
    data: { pageInfo, _status: 'published' },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

test('a content page shows 담당부서, 연락처 and 최종 수정일, in Korean and in English', async ({ page }) => {
  await setPageInfo(page, { department: '인증사업본부', contact: '02-0000-0505' })
  await page.context().clearCookies()
  await expect(async () => {
    await page.goto(`/${path}`)
    await expect(page.getByRole('region', { name: '페이지 정보' })).toContainText('인증사업본부', { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  const info = page.getByRole('region', { name: '페이지 정보' })
  await expect(info).toContainText('담당부서')
  await expect(info).toContainText('02-0000-0505')
  await expect(info.locator('time')).toHaveText(/^\d{4}\.\d{2}\.\d{2}$/)

  await page.goto(`/en/${path}`)
  const english = page.getByRole('region', { name: 'Page information' })
  await expect(english).toContainText('Department')
  await expect(english).toContainText('Contact')
  await expect(english.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
  await expect(page.getByText('Are you satisfied with the information on this page?')).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('만족도 평가 is answered once a day: thanks first, then "already rated"', async ({ page }) => {
    await page.goto(`/${path}`)
    const rating = page.locator('#page-rating')
    await expect(rating.getByText('이 페이지에서 제공하는 정보에 만족하십니까?')).toBeVisible()
    await expect(page.locator('#page-rating-thanks')).toBeHidden()

    await rating.getByLabel('만족', { exact: true }).check()
    await rating.getByLabel('의견 (선택, 500자 이내)').fill('표가 보기 좋습니다.')
    await rating.getByRole('button', { name: '평가하기' }).click()
    await expect(page).toHaveURL(new RegExp(`/${path}#page-rating-thanks$`))
    await expect(page.locator('#page-rating-thanks')).toBeVisible()
    await expect(page.locator('#page-rating-duplicate')).toBeHidden()

    await page.locator('#page-rating').getByLabel('보통').check()
    await page.locator('#page-rating').getByRole('button', { name: '평가하기' }).click()
    await expect(page).toHaveURL(new RegExp(`/${path}#page-rating-duplicate$`))
    await expect(page.locator('#page-rating-duplicate')).toHaveText('오늘 이미 이 페이지를 평가하셨습니다.')
  })
})

test('staff see the results per page in the admin', async ({ page }) => {
  await signInToAdmin(page)
  await page.goto('/admin/collections/page-ratings')
  const results = page.getByRole('region', { name: '페이지별 만족도 평가 결과' })
  await expect(results).toBeVisible()
  const row = results.locator(`tr[data-rating-path="${path}"]`)
  await expect(row).toContainText(`/${path}`)
  await expect(row).toContainText('표가 보기 좋습니다.')
})
