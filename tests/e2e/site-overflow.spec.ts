import { expect, type Page, test } from '@playwright/test'
import { allPages, homePage, sitemapPage } from '../../src/modules/site/site-map'
import { localePrefix } from './site-support'

/**
 * No page is wider than the screen and no tab label is cut, at every width from a small phone to a wide desktop, in
 * both languages (issue #34, item 3). The routes are the site map's own list, so a page added there is checked too.
 * A section's tab strip that does not fit either wraps (desktop) or scrolls with a visible ‹ › for each side that
 * has tabs behind it (phones and tablets); a tab hidden past an edge without that sign counts as cut.
 */

const widths = [320, 360, 768, 1024, 1440, 1920]
const paths = [homePage, sitemapPage, ...allPages].map((page) => `/${page.path}`)

type Facts = { overflow: number; cut: string[] }

function measure(page: Page): Promise<Facts> {
  return page.evaluate(async () => {
    await document.fonts.ready
    // One frame, so the strip's buttons have answered the fonts' and the scroll position's last change.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const cut: string[] = []
    for (const strip of document.querySelectorAll<HTMLElement>('[data-enhance="section-nav"]')) {
      const box = strip.getBoundingClientRect()
      const shown = (side: string) => {
        const button = strip.parentElement?.querySelector<HTMLElement>(`[data-section-scroll="${side}"]`)
        return !!button && !button.hidden && button.getBoundingClientRect().width > 0
      }
      for (const link of strip.querySelectorAll<HTMLElement>('a')) {
        const label = link.textContent?.trim() ?? ''
        const rect = link.getBoundingClientRect()
        if (link.scrollWidth > link.clientWidth + 1 || link.scrollHeight > link.clientHeight + 1)
          cut.push(`${label} (its own box)`)
        else if (rect.right > box.right + 1 && !shown('forward')) cut.push(`${label} (right edge, no ›)`)
        else if (rect.left < box.left - 1 && !shown('back')) cut.push(`${label} (left edge, no ‹)`)
      }
    }
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, cut }
  })
}

for (const locale of ['ko', 'en'] as const) {
  test(`${locale}: no page of the site map overflows or cuts a tab label from 320 to 1920 px`, async ({ page }) => {
    test.setTimeout(240_000)
    const problems: string[] = []
    for (const path of paths) {
      // Opened at the narrowest width, then widened as a window is (the strips follow `resize`): one load per page.
      const address = `${localePrefix[locale]}${path}`
      await page.setViewportSize({ width: widths[0] as number, height: 900 })
      const response = await page.goto(address, { waitUntil: 'domcontentloaded' })
      if (response?.status() !== 200) problems.push(`${address}: status ${response?.status()}`)
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 })
        const facts = await measure(page)
        if (facts.overflow > 0) problems.push(`${width}px ${address}: ${facts.overflow}px wider than the screen`)
        for (const label of facts.cut) problems.push(`${width}px ${address}: tab "${label}" is cut`)
      }
    }
    expect(problems).toEqual([])
  })
}

test('the certification tabs: every label whole at 1440 and 1920 px; on a phone › scrolls to the rest', async ({
  page,
}) => {
  for (const width of [1440, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    for (const prefix of ['', '/en']) {
      await page.goto(`${prefix}/certification/certification01`)
      const strip = page.locator('[data-enhance="section-nav"]')
      const box = await strip.boundingBox()
      const tabs = strip.getByRole('link')
      await expect(tabs).toHaveCount(8)
      // All eight in view, inside the strip, none scrolled away.
      expect(await strip.evaluate((ul) => ul.scrollWidth - ul.clientWidth)).toBeLessThanOrEqual(0)
      for (const tab of await tabs.all()) {
        const rect = await tab.boundingBox()
        expect(rect && box && rect.x + rect.width <= box.x + box.width + 1).toBe(true)
        await expect(tab).toBeInViewport({ ratio: 1 })
      }
    }
  }
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/en/diagnosis/diagnosis01')
  const nav = page.getByRole('navigation', { name: 'Diagnosis pages' })
  const last = nav.getByRole('link', { name: 'Performance Improvement & Green Remodelling' })
  await expect(last).not.toBeInViewport({ ratio: 1 })
  const forward = nav.locator('[data-section-scroll="forward"]')
  const back = nav.locator('[data-section-scroll="back"]')
  await expect(forward).toBeVisible()
  await expect(back).toBeHidden()
  // Pointer aids only: the keyboard reaches every tab itself.
  await expect(forward).toHaveAttribute('tabindex', '-1')
  await expect(forward).toHaveAttribute('aria-hidden', 'true')
  for (let i = 0; i < 6 && !(await last.evaluate((a) => a.getBoundingClientRect().right <= window.innerWidth)); i++) {
    await forward.click()
    await page.waitForTimeout(400)
  }
  await expect(last).toBeInViewport({ ratio: 1 })
  await expect(back).toBeVisible()
  await expect(forward).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  await page.screenshot({ path: 'test-results/tabs-360-en-diagnosis.png' })
})
