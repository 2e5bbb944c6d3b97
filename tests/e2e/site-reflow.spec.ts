import { type Browser, expect, type Page, test } from '@playwright/test'
import { localePrefix, siteName } from './site-support'

/**
 * Reflow (WCAG 1.4.10, issue #34 item 4) at 320 CSS px and at 200 % zoom on a 390 px phone. Browser zoom divides the
 * CSS pixels of the screen by the zoom factor, so a 390 px phone at 200 % lays pages out in 195 CSS px: that is what
 * the second context is (a 195 × 422 viewport), drawn at twice the device scale so its screenshots look as the phone
 * shows them. Geometry is asserted, not only visibility: the header's name stays whole words beside or above the
 * buttons and never runs over them, and a board list gives each post's title the card's whole width.
 */

const screens = [
  { name: '320px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '200% zoom on a 390px phone', viewport: { width: 195, height: 422 }, deviceScaleFactor: 2 },
] as const

type Box = { left: number; right: number; top: number; bottom: number }
const overlap = (a: Box, b: Box) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1

async function open(browser: Browser, screen: (typeof screens)[number]) {
  const context = await browser.newContext({
    viewport: screen.viewport,
    deviceScaleFactor: screen.deviceScaleFactor,
    locale: 'ko-KR',
  })
  return { context, page: await context.newPage() }
}

async function headerGeometry(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('body header') as HTMLElement
    const name = header.querySelector('a[href] > span > span') as HTMLElement
    const rect = (element: Element | null) => {
      const r = (element as Element).getBoundingClientRect()
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }
    }
    // Every word of the name on one line: a word whose pieces sit at two heights was broken inside.
    const text = name.firstChild as Text
    const brokenWords: string[] = []
    for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange()
      range.setStart(text, match.index ?? 0)
      range.setEnd(text, (match.index ?? 0) + match[0].length)
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
      if (tops.size > 1) brokenWords.push(match[0])
    }
    const visible = (selector: string) =>
      [...header.querySelectorAll(selector)].find((element) => element.getBoundingClientRect().width > 0) ?? null
    return {
      text: name.textContent,
      name: rect(name),
      header: rect(header),
      search: rect(visible('a[href*="search"]')),
      language: rect(visible('nav:has([hreflang])')),
      menu: rect(visible('[data-mobile-nav="open"]')),
      brokenWords,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    }
  })
}

for (const screen of screens) {
  for (const locale of ['ko', 'en'] as const) {
    test(`${locale} at ${screen.name}: the header's name keeps whole words and leaves the buttons alone`, async ({
      browser,
    }) => {
      const { context, page } = await open(browser, screen)
      await page.goto(`${localePrefix[locale]}/company/about`)
      const facts = await headerGeometry(page)
      expect(facts.text).toBe(siteName[locale])
      expect(facts.brokenWords).toEqual([])
      for (const part of ['search', 'language', 'menu'] as const) {
        expect(overlap(facts.name, facts[part]), `the name runs over the ${part} button`).toBe(false)
        expect(facts[part].right).toBeLessThanOrEqual(screen.viewport.width)
        expect(facts[part].bottom).toBeLessThanOrEqual(facts.header.bottom + 1)
      }
      expect(facts.name.bottom).toBeLessThanOrEqual(facts.header.bottom + 1)
      // Korean: the one word of the name on one line.
      if (locale === 'ko') expect(facts.name.bottom - facts.name.top).toBeLessThan(30)
      expect(facts.overflow).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `test-results/reflow-header-${locale}-${screen.viewport.width}.png` })
      await context.close()
    })
  }

  for (const path of ['/media/media01', '/media/media02', '/en/media/media01', '/en/media/media02']) {
    test(`${path} at ${screen.name}: posts are cards, each title as wide as its card, the facts below it`, async ({
      browser,
    }) => {
      const { context, page } = await open(browser, screen)
      await page.goto(path)
      const rows = await page.locator('main table tbody tr').evaluateAll((trs) =>
        trs
          .filter((tr) => tr.querySelector('[data-cell="title"]'))
          .map((tr) => {
            const row = tr.getBoundingClientRect()
            const title = (tr.querySelector('[data-cell="title"]') as HTMLElement).getBoundingClientRect()
            const date = (tr.querySelector('[data-cell="date"]') as HTMLElement).getBoundingClientRect()
            return {
              row: row.width,
              title: title.width,
              titleBottom: title.bottom,
              dateTop: date.top,
              date: date.width,
            }
          }),
      )
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        // The title takes the card's width (less its padding), not a column beside the date.
        expect(row.title).toBeGreaterThanOrEqual(row.row - 24)
        expect(row.date).toBeGreaterThan(0)
        expect(row.dateTop).toBeGreaterThanOrEqual(row.titleBottom - 1)
      }
      // The column headings stay for screen readers, out of sight.
      await expect(page.locator('main table thead')).toHaveCSS('position', 'absolute')
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await page.screenshot({
        path: `test-results/reflow-list${path.replaceAll('/', '-')}-${screen.viewport.width}.png`,
        fullPage: true,
      })
      await context.close()
    })
  }
}

test('from 640 px up a board list is still a table with its columns', async ({ page }) => {
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/media/media01')
    await expect(page.locator('main table thead')).not.toHaveCSS('position', 'absolute')
    const cells = await page
      .locator('main table tbody tr')
      .first()
      .evaluate((tr) => [...tr.children].map((td) => getComputedStyle(td).display))
    expect(cells).toContain('table-cell')
  }
})
