import { expect, type Page, test } from '@playwright/test'
import { keepTogetherPattern } from '@/modules/text/keep-together'

// Scheme names ("(G-SEED)", "re-assessment") and numbers with their units ("1,000㎡") never break across lines
// (issue #34, item 9): each run of every text on the page is measured where the browser laid it out.

/** Runs of the main content that the browser put on more than one line, with the width and the page. */
async function splitRuns(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, 'g')
    const split: string[] = []
    const main = document.querySelector('main') ?? document.body
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? ''
      const element = node.parentElement
      if (!element || element.closest('script, style, [hidden], .sr-only')) continue
      for (const match of text.matchAll(pattern)) {
        const range = document.createRange()
        range.setStart(node, match.index ?? 0)
        range.setEnd(node, (match.index ?? 0) + match[0].length)
        const rects = [...range.getClientRects()].filter((r) => r.width > 0)
        const tops = new Set(rects.map((r) => Math.round(r.top)))
        // A run wider than the whole line it sits in may wrap inside (it cannot fit); any other must not.
        let block: Element | null = element
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement
        const width = rects.reduce((sum, r) => sum + r.width, 0)
        const room = block ? block.clientWidth : window.innerWidth
        if (tops.size > 1 && width <= room) split.push(match[0])
      }
    }
    return split
  }, keepTogetherPattern.source)
}

const pages = [
  '/company/about',
  '/certification/certification01',
  '/certification/certification02',
  '/performance/performance',
  '/search?q=G-SEED',
  '/en/company/about',
  '/en/certification/certification01',
  // Lists whose titles may hold a long code ("문의 1024-1795865164108"): kept whole where it fits, wrapped inside
  // where it cannot, and never wider than the screen.
  '/media/media02',
  '/en/media/media02',
]

for (const width of [360, 390, 768, 1024]) {
  test(`no scheme name or number with its unit breaks across lines at ${width}px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const found: string[] = []
    let checked = 0
    for (const path of pages) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      checked += await page.evaluate(
        (source) => (document.querySelector('main')?.textContent ?? '').match(new RegExp(source, 'g'))?.length ?? 0,
        keepTogetherPattern.source,
      )
      for (const run of await splitRuns(page)) found.push(`${path}: ${run}`)
      // Kept on one line, a run must not push the page sideways either.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      if (overflow > 0) found.push(`${path}: the page scrolls sideways by ${overflow}px`)
      if (path.endsWith('/company/about') && width === 360) {
        await page.screenshot({
          path: `test-results/line-breaks-${path.replaceAll('/', '_')}-${width}.png`,
          fullPage: true,
        })
      }
    }
    // The pages do hold such runs (the check is not vacuous), and none is split.
    expect(checked).toBeGreaterThan(20)
    expect(found).toEqual([])
  })
}
