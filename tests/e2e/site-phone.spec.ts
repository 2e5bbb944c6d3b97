import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { cmsPages } from '../../src/modules/site/site-map'
import { brokenImages, localePrefix, watchPage } from './site-support'

/**
 * Every public page on a phone (390 × 844), in both languages: no console error, every image loaded, nothing wider
 * than the screen. The desktop pass with axe is tests/e2e/site-pages.spec.ts; most visitors of the site come by phone.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const paths = ['/index', '/sitemap', ...cmsPages.map((page) => `/${page.path}`)]

for (const locale of ['ko', 'en'] as const) {
  test(`${locale}: every page on a phone loads cleanly and fits the screen`, async ({ page, baseURL }) => {
    test.setTimeout(paths.length * 6_000)
    const origin = new URL(baseURL as string).origin
    const problems: string[] = []
    for (const path of paths) {
      const watch = watchPage(page, origin)
      const response = await page.goto(`${localePrefix[locale]}${path}`)
      await page.waitForLoadState('load')
      if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      if (overflow > 0) problems.push(`${path}: ${overflow}px wider than the screen`)
      for (const src of await brokenImages(page)) problems.push(`${path}: image ${src} did not load`)
      // A table of up to three columns fits the phone; only wider ones may scroll sideways in their own region.
      const scrollingShortTables = await page.evaluate(() =>
        [...document.querySelectorAll('main section[aria-label] > table')]
          .filter((table) => table.querySelectorAll('thead th').length <= 3)
          .filter(
            (table) => (table.parentElement as Element).scrollWidth > (table.parentElement as Element).clientWidth + 1,
          )
          .map((table) => table.querySelector('caption')?.textContent?.trim() ?? '(no caption)'),
      )
      for (const caption of scrollingShortTables) problems.push(`${path}: table "${caption}" scrolls sideways`)
      for (const error of watch.consoleErrors) problems.push(`${path}: console ${error}`)
      for (const url of watch.foreign) problems.push(`${path}: request to ${url}`)
      page.removeAllListeners('console')
      page.removeAllListeners('pageerror')
      page.removeAllListeners('request')
    }
    expect(problems).toEqual([])
  })

  test(`${locale}: the open phone menu passes axe`, async ({ page }) => {
    await page.goto(`${localePrefix[locale]}/index`)
    await page.locator('[data-mobile-nav="open"]').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('a section page opens with its own tab of the sub-navigation in view', async ({ page }) => {
  // The fifth of the certification section's tabs: beyond the right edge of a phone's screen unless scrolled to.
  await page.goto('/certification/certification04')
  const strip = page.getByRole('navigation', { name: '인증업무 하위 메뉴' }).locator('ul')
  const current = strip.locator('[aria-current="page"]')
  await expect(current).toHaveText('장애물 없는 생활환경(BF)')
  const [stripBox, tabBox] = [await strip.boundingBox(), await current.boundingBox()]
  expect(await strip.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true)
  expect(tabBox?.x).toBeGreaterThanOrEqual(stripBox?.x ?? 0)
  expect((tabBox?.x ?? 0) + (tabBox?.width ?? 0)).toBeLessThanOrEqual((stripBox?.x ?? 0) + (stripBox?.width ?? 0))
  // The page itself did not scroll sideways or down to get there.
  expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0])
})
