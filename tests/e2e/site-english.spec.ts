/**
 * Issue 34, item 2: the English site reads in English. Every content page of the English menus (header and footer)
 * has English text and no "available in Korean only" notice; that notice is for board posts, which are written in
 * Korean only; every English route of the site map describes itself in English in its meta description.
 */
import { expect, type Page, test } from '@playwright/test'
import { homePage, searchPage, sitemapPage, siteSections } from '../../src/modules/site/site-map'

const hangulShare = (text: string) =>
  (text.match(/\p{Script=Hangul}/gu)?.length ?? 0) / Math.max(1, text.match(/\p{L}/gu)?.length ?? 0)
const share = (text: string) => `${Math.round(hangulShare(text) * 100)}% Hangul`

const menuPages = siteSections.flatMap((section) => section.pages).filter((page) => !page.hiddenFromMenu)
/** Pages whose text is the site's own. Board lists and the home page list posts, which are written in Korean. */
const contentPages = [sitemapPage, ...menuPages.filter((page) => page.source === 'cms')]
const koreanOnlyNotice = (page: Page) => page.getByRole('note').filter({ hasText: 'available in Korean only' })
const shots = new Set(['company/ci', 'certification/certification04', 'policy/policy01'])

for (const width of [1440, 1024]) {
  test.describe(`English menu pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const entry of contentPages) {
      test(`/en/${entry.path} reads in English, without the Korean-only notice`, async ({ page }, info) => {
        const response = await page.goto(`/en/${entry.path}`)
        expect(response?.status()).toBe(200)
        const main = (await page.locator('main').allInnerTexts()).join('\n')
        expect(hangulShare(main), `main text of /en/${entry.path}: ${share(main)}`).toBeLessThanOrEqual(0.2)
        await expect(koreanOnlyNotice(page)).toHaveCount(0)
        if (shots.has(entry.path))
          await page.screenshot({
            path: info.outputPath(`${entry.path.replace('/', '-')}-${width}.png`),
            fullPage: true,
          })
      })
    }

    for (const entry of menuPages.filter((page) => page.source === 'board')) {
      test(`/en/${entry.path}: an English board page without the Korean-only notice`, async ({ page }) => {
        const response = await page.goto(`/en/${entry.path}`)
        expect(response?.status()).toBe(200)
        const heading = (await page.locator('h1').allInnerTexts()).join(' ')
        expect(hangulShare(heading), heading).toBe(0)
        await expect(koreanOnlyNotice(page)).toHaveCount(0)
      })
    }

    test('an English notice post says it is in Korean only; the Korean one does not', async ({ page }) => {
      await page.goto('/en/media/media01')
      const first = page.locator('main a[href*="/en/media/media01/view/"]').first()
      const href = await first.getAttribute('href')
      expect(href).toMatch(/^\/en\/media\/media01\/view\/\d+/)
      await page.goto(href as string)
      await expect(koreanOnlyNotice(page)).toHaveCount(1)
      await expect(koreanOnlyNotice(page)).toBeVisible()
      await page.goto((href as string).replace(/^\/en/, ''))
      await expect(koreanOnlyNotice(page)).toHaveCount(0)
    })
  })
}

test('at 360 px the English pages read in English too', async ({ page }, info) => {
  await page.setViewportSize({ width: 360, height: 780 })
  for (const path of shots) {
    await page.goto(`/en/${path}`)
    const main = (await page.locator('main').allInnerTexts()).join('\n')
    expect(hangulShare(main), `main text of /en/${path}: ${share(main)}`).toBeLessThanOrEqual(0.2)
    await page.screenshot({ path: info.outputPath(`${path.replace('/', '-')}-360.png`), fullPage: true })
  }
})

test('every English route of the site map has an English meta description', async ({ request }) => {
  const routes = [homePage, sitemapPage, searchPage, ...siteSections.flatMap((section) => section.pages)]
  const failures: string[] = []
  for (const route of routes) {
    const response = await request.get(`/en/${route.path}`)
    expect(response.status(), `/en/${route.path}`).toBe(200)
    const html = await response.text()
    const content = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''
    if (content.length < 20 || hangulShare(content) > 0.2)
      failures.push(`/en/${route.path}: "${content}" (${share(content)})`)
  }
  expect(failures).toEqual([])
})
