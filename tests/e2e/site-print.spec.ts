import { expect, type Page, test } from '@playwright/test'

/**
 * Printing a page (issue #34, item 5): the 인쇄 page utility on content pages and post views, and a print stylesheet
 * that puts on paper only the title, the content, the page information and the page's address.
 */

async function firstPostOf(page: Page, list: string): Promise<string> {
  await page.goto(list)
  const href = await page
    .locator('main table tbody td[data-cell="title"] a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')).find((h) => h && !h.includes('undefined')))
  expect(href, `a post on ${list}`).toMatch(/\/view\/\d+/)
  return href as string
}

async function expectPrinted(page: Page, { url, title }: { url: RegExp; title: string | RegExp }) {
  await page.emulateMedia({ media: 'print' })
  // Gone from paper: the header (with the menus), the title band and tabs, the footer, every form.
  await expect(page.locator('body header').first()).toBeHidden()
  await expect(page.getByRole('contentinfo').last()).toBeHidden()
  for (const nav of await page.locator('nav').all()) await expect(nav).toBeHidden()
  for (const form of await page.locator('form').all()) await expect(form).toBeHidden()
  await expect(page.locator('#page-rating')).toBeHidden()
  await expect(page.getByRole('button', { name: /^(인쇄|Print)$/ })).toBeHidden()
  // On paper: the title, the content and, after it, the page's address.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const address = page.locator('[data-print-address]')
  await expect(address).toBeVisible()
  await expect(address).toHaveText(url)
  const [content, addressBox] = [await page.locator('main').boundingBox(), await address.boundingBox()]
  expect(addressBox && content && addressBox.y > content.y + 100).toBe(true)
  await page.emulateMedia({ media: 'screen' })
  await expect(address).toBeHidden()
}

async function expectPrintButton(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true })
  await expect(button).toBeVisible()
  await button.focus()
  await expect(button).toBeFocused()
  // The button prints: window.print is called (replaced here, as a headless browser has no print dialog).
  await page.evaluate(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => {
      ;(window as unknown as { printed: number }).printed++
    }
  })
  await page.keyboard.press('Enter')
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
}

for (const width of [1440, 1024]) {
  test(`a certification page at ${width}px: 인쇄 beside the title prints title, content, page information and address`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/certification/certification02')
    await expectPrintButton(page, '인쇄')
    // Beside the title, in its row.
    const [title, button] = [
      await page.getByRole('heading', { level: 1 }).boundingBox(),
      await page.getByRole('button', { name: '인쇄' }).boundingBox(),
    ]
    expect(button && title && Math.abs(button.y - title.y) < 20).toBe(true)
    await page.screenshot({ path: `test-results/print-button-ko-${width}.png` })
    await expectPrinted(page, {
      url: /^이 페이지의 주소: http:\/\/[^/]+\/certification\/certification02$/,
      title: /제로에너지건축물\(ZEB\) 인증/,
    })
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('[data-page-info]')).toBeVisible()
    await expect(page.locator('main article section').first()).toBeVisible()
    await page.screenshot({ path: `test-results/print-ko-${width}.png`, fullPage: true })
  })
}

test('showing 인쇄 moves nothing: on a phone the content starts where it did before the script ran', async ({
  browser,
  page,
}) => {
  const url = '/certification/certification02'
  const contentTop = async (target: Page) =>
    (await target.locator('main article header').boundingBox())?.height ?? Number.NaN
  const scriptless = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } })
  const before = await scriptless.newPage()
  await before.goto(url)
  await expect(before.getByRole('button', { name: '인쇄' })).toBeHidden()
  const withoutScript = await contentTop(before)
  await scriptless.close()
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(url)
  await expect(page.getByRole('button', { name: '인쇄' })).toBeVisible()
  expect(await contentTop(page)).toBe(withoutScript)
})

test('the English page prints the same way with its English button and address', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/en/certification/certification01')
  await expectPrintButton(page, 'Print')
  await expectPrinted(page, {
    url: /^Address of this page: http:\/\/[^/]+\/en\/certification\/certification01$/,
    title: 'Building Energy Efficiency Rating',
  })
  // A PDF of the page, as a visitor's "Save as PDF" makes it.
  const pdf = await page.pdf({ format: 'A4', printBackground: true })
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdf.length).toBeGreaterThan(10_000)
  await page.screenshot({ path: 'test-results/print-en-1440.png', fullPage: true })
})

test('a notice and a Q&A post print their title, text and address; the way back to the list stays off paper', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 })
  const notice = await firstPostOf(page, '/media/media01')
  await page.goto(notice)
  await expectPrintButton(page, '인쇄')
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  await expectPrinted(page, { url: /\/media\/media01\/view\/\d+$/, title: title.trim() })
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('link', { name: '목록' })).toBeHidden()

  await page.emulateMedia({ media: 'screen' })
  const question = await firstPostOf(page, '/en/media/media02')
  await page.goto(question)
  await expectPrintButton(page, 'Print')
  const qTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  await expectPrinted(page, { url: /\/en\/media\/media02\/view\/\d+$/, title: qTitle.trim() })
})

test('on a phone the 인쇄 button sits under the title and the page still fits', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/certification/certification02')
  const [title, button] = [
    await page.getByRole('heading', { level: 1 }).boundingBox(),
    await page.getByRole('button', { name: '인쇄' }).boundingBox(),
  ]
  expect(button && title && button.y >= title.y + title.height - 1).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
})
