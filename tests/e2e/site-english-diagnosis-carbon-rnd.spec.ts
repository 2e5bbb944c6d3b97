import { expect, test } from '@playwright/test'
import { englishDiagnosisCarbonRndPages } from '../../src/seed/site-pages/english-diagnosis-carbon-rnd'

// Issue #34 item 2: the English Diagnosis, Carbon Neutrality and R&D pages showed "available in Korean only" above the
// Korean text. Each now reads in English, in an article marked lang="en", with an English meta description.

const widths = [360, 1024, 1440] as const
const screenshotted = ['diagnosis/diagnosis01', 'carbon/carbon03', 'rnd/rnd04']
const hangul = /[\uAC00-\uD7A3]/

/** The text without its parenthesised parts: a law's Korean name may stand there. */
function outsideParentheses(text: string): string {
  let rest = text
  for (let before = ''; before !== rest; ) {
    before = rest
    rest = rest.replace(/\([^()]*\)/g, '')
  }
  return rest
}

for (const width of widths) {
  test(`the English diagnosis, carbon and R&D pages are in English (${width} px)`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 900 })
    for (const seeded of englishDiagnosisCarbonRndPages) {
      const response = await page.goto(`/en/${seeded.path}`)
      expect(response?.status(), seeded.path).toBe(200)
      const article = page.locator('main article')
      await expect(article, seeded.path).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('note').filter({ hasText: 'Korean only' }), seeded.path).toHaveCount(0)
      await expect(page.locator('h1'), seeded.path).toHaveText(seeded.title)
      await expect(page.locator('meta[name="description"]'), seeded.path).toHaveAttribute('content', seeded.summary)
      // The title, lead and blocks; the page information below them belongs to the site, not to this text.
      const text = (await article.locator(':scope > header, :scope > div').allInnerTexts()).join('\n')
      const korean = text.split('\n').filter((line) => hangul.test(outsideParentheses(line)))
      expect(korean, seeded.path).toEqual([])
      // The blocks' own words follow the text: a table's date reads "As of", not 기준일.
      if (seeded.layout.some((block) => block.blockType === 'table'))
        await expect(article.locator('caption').first(), seeded.path).toContainText('As of')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${seeded.path} scrolls sideways`).toBeLessThanOrEqual(0)
      if (screenshotted.includes(seeded.path))
        await page.screenshot({
          path: test.info().outputPath(`${seeded.path.replace('/', '-')}-en-${width}.png`),
          fullPage: true,
        })
    }
  })
}
