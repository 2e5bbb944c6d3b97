import { expect, type Page, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'

/**
 * Issue 34, items 6, 7, 8 and 12: the recruitment board's period and status, the performance records as cards and
 * their view, the one filter form with pagination that fits a phone, and the seeded notices' attachments.
 */

const shots = 'test-results/records-recruitment'
const widths = [360, 1440] as const

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/** Screenshots of a page at 360, 1024 and 1440 px, kept for review. */
async function screenshots(page: Page, path: string, name: string) {
  for (const width of [360, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(path)
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true })
  }
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
    })

    test('채용정보 lists each posting with its status and D-day, closed ones muted, and filters 접수중만', async ({
      page,
    }) => {
      await page.goto('/media/media04')
      const rows = page.locator('main tbody tr')
      await expect(page.locator('main th', { hasText: '접수 상태' })).toBeVisible()
      const open = rows.filter({ has: page.locator('[data-recruit-status="open"]') })
      await expect(open.first()).toBeVisible()
      await expect(open.first().locator('[data-d-day]')).toHaveText(/^D-(\d+|day)$/)
      const closed = rows.filter({ has: page.locator('[data-recruit-status="closed"]') })
      expect(await closed.count()).toBeGreaterThan(3)
      await expect(closed.first().locator('[data-recruit-status]')).toHaveText('마감')
      await expect(closed.first()).toHaveClass(/text-muted/)
      await page.getByRole('link', { name: '접수중만' }).click()
      await expect(page).toHaveURL(/\/media\/media04\?status=open$/)
      await expect(page.getByRole('link', { name: '접수중만' })).toHaveAttribute('aria-current', 'true')
      expect(await rows.count()).toBeGreaterThan(0)
      await expect(rows.locator('[data-recruit-status="closed"]')).toHaveCount(0)
      await expect(rows.locator('[data-recruit-status="upcoming"]')).toHaveCount(0)
      expect(await overflow(page)).toBeLessThanOrEqual(0)

      // The view: status, period, employment type and place of work.
      await rows.first().getByRole('link').click()
      const facts = page.getByRole('definition')
      await expect(page.getByRole('term').filter({ hasText: '접수 기간' })).toBeVisible()
      await expect(facts.filter({ hasText: /^\d{4}\.\d\d\.\d\d ~ \d{4}\.\d\d\.\d\d$/ })).toBeVisible()
      await expect(page.getByRole('term').filter({ hasText: '고용형태' })).toBeVisible()
      await expect(page.getByRole('term').filter({ hasText: '근무지' })).toBeVisible()
      await expect(page.locator('main [data-recruit-status="open"]')).toHaveText('접수중')
    })

    test('the English careers list says Open / Closed and works without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } })
      const page = await context.newPage()
      await page.goto('/en/media/media04')
      await expect(page.locator('main th', { hasText: 'Application status' })).toBeVisible()
      await expect(page.locator('main [data-recruit-status="closed"]').first()).toHaveText('Closed')
      await page.getByRole('link', { name: 'Open only' }).click()
      await expect(page).toHaveURL(/\/en\/media\/media04\?status=open$/)
      await expect(page.locator('main [data-recruit-status="open"]').first()).toHaveText('Open')
      await expect(page.locator('main [data-recruit-status="closed"]')).toHaveCount(0)
      await context.close()
    })

    test('performance records: text cards without a green box, full rows, one filter form, no sideways scroll', async ({
      page,
    }) => {
      for (const prefix of ['', '/en']) {
        await page.goto(`${prefix}/performance/performance`)
        const cards = page.locator('main ul > li[data-card]')
        await expect(cards.first()).toBeVisible()
        // 12 a page: full rows at 1, 2 and 3 columns.
        expect(await cards.count()).toBe(12)
        const textCards = page.locator('main li[data-card="text"]')
        expect(await textCards.count()).toBeGreaterThan(0)
        await expect(textCards.locator('.aspect-video')).toHaveCount(0)
        // One form, one button; the keyword is in it.
        const forms = page.locator('main form')
        await expect(forms).toHaveCount(1)
        await expect(forms.locator('button[type="submit"]')).toHaveCount(1)
        await expect(forms.locator('input[name="q"]')).toHaveCount(1)
        await expect(forms.locator('select[name="year"]')).toHaveCount(1)
        expect(await overflow(page), `${prefix}/performance/performance`).toBeLessThanOrEqual(0)
        if (width === 360) {
          // Two rows: year and type side by side, then keyword and the button.
          const tops = await forms
            .locator('select, input[name="q"], button')
            .evaluateAll((els) => [...new Set(els.map((el) => Math.round(el.getBoundingClientRect().top)))])
          expect(tops).toHaveLength(2)
        }
      }
      // The one button sends year, type and keyword together.
      await page.goto('/performance/performance')
      await page.locator('main select[name="year"]').selectOption({ index: 1 })
      await page.locator('main input[name="q"]').fill('세종')
      await page.locator('main form button[type="submit"]').click()
      await expect(page).toHaveURL(/year=\d{4}/)
      await expect(page).toHaveURL(/q=%EC%84%B8%EC%A2%85/)
    })

    test('a record view shows its facts, not who typed it in', async ({ page }) => {
      await page.goto('/performance/performance01')
      await page.locator('main a[href*="/view/"]').first().click()
      const facts = page.locator('main dl[aria-label="실적 정보"]')
      await expect(facts).toBeVisible()
      for (const term of ['구분', '연도', '사업명', '발주처', '위치', '등급·결과'])
        await expect(facts.getByText(term, { exact: true })).toBeVisible()
      await expect(page.locator('main')).not.toContainText('작성자')
      await expect(page.locator('main')).not.toContainText('조회 0')
    })
  })
}

// The ellipsis itself (1 … 4 5 6 … 9) is checked in tests/unit/page-links.test.ts: the seeded lists have at most
// seven pages of 12 records, which show without a gap.
test('pagination fits a 320 px phone on one line', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  for (const path of [
    '/performance/performance?page=4',
    '/media/media03?page=2',
    '/en/performance/performance?page=4',
  ]) {
    await page.goto(path)
    const nav = page.locator('main nav[aria-label="페이지 이동"], main nav[aria-label="Pages"]')
    await expect(nav).toBeVisible()
    const items = nav.locator(':scope > a:visible, :scope > span')
    const tops = await items.evaluateAll((els) => [
      ...new Set(els.map((el) => Math.round(el.getBoundingClientRect().top))),
    ])
    expect(tops, path).toHaveLength(1)
    if (path.includes('performance')) expect(await nav.locator(':scope > a:visible').count(), path).toBe(6)
    expect(await overflow(page), path).toBeLessThanOrEqual(0)
  }
})

test('a seeded notice that mentions an attachment has one, a PDF that downloads', async ({ page }) => {
  await page.goto('/media/media01')
  await page.locator('main a[href*="/view/"]').filter({ hasText: '인증 수수료 안내' }).first().click()
  await expect(page.locator('main')).toContainText('첨부한 수수료표')
  const file = page.locator('main a[href^="/api/files/"]')
  await expect(file).toContainText('.pdf')
  const response = await page.request.get((await file.getAttribute('href')) as string)
  expect(response.status()).toBe(200)
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await expect(page.locator('main')).not.toContainText('담당 부서(대표 전화)')
})

test('the admin shows 채용 정보 fields only on a recruitment posting', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInToAdmin(page)
  await page.goto('/admin/collections/posts/create?boardSeq=8')
  // Payload renders the fields below the fold once they are scrolled to.
  await page.getByRole('heading', { name: '채용 정보' }).scrollIntoViewIfNeeded()
  await expect(page.getByText('접수 시작', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('고용형태', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('근무지', { exact: true }).first()).toBeVisible()
  await page.goto('/admin/collections/posts/create?boardSeq=1')
  await expect(page.getByRole('textbox', { name: '제목' }).or(page.locator('#field-title'))).toBeVisible()
  await expect(page.getByText('접수 시작', { exact: true })).toHaveCount(0)
})

test('screenshots of the recruitment and performance lists and views', async ({ page }) => {
  test.setTimeout(300_000)
  for (const [prefix, lang] of [
    ['', 'ko'],
    ['/en', 'en'],
  ] as const) {
    await screenshots(page, `${prefix}/media/media04`, `recruit-list-${lang}`)
    await page.goto(`${prefix}/media/media04?status=open`)
    const view = await page.locator('main a[href*="/view/"]').first().getAttribute('href')
    await screenshots(page, view as string, `recruit-view-${lang}`)
    await screenshots(page, `${prefix}/performance/performance`, `performance-list-${lang}`)
    await page.goto(`${prefix}/performance/performance01`)
    const record = await page.locator('main a[href*="/view/"]').first().getAttribute('href')
    await screenshots(page, record as string, `performance-view-${lang}`)
  }
})
