import { type BrowserContextOptions, expect, test } from '@playwright/test'

// Issue #34 item 1: an explicit address is honoured; the cookie and Accept-Language only decide where `/` sends a
// first visitor.
test.describe('a Korean link opens in Korean', () => {
  const deepLink = '/company/about'

  for (const width of [1440, 1024]) {
    test(`with the English cookie or an English browser, a Korean deep link stays Korean (${width} px)`, async ({
      browser,
    }) => {
      const variants: BrowserContextOptions[] = [
        { extraHTTPHeaders: { cookie: 'i18n_redirected=en' } },
        { extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' }, locale: 'en-US' },
      ]
      for (const options of variants) {
        const context = await browser.newContext({ ...options, viewport: { width, height: 900 } })
        const page = await context.newPage()
        const response = await page.goto(deepLink)
        expect(response?.status()).toBe(200)
        expect(new URL(page.url()).pathname).toBe(deepLink)
        await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
        // Visiting a page writes no language cookie: only the switcher does.
        expect((await context.cookies()).find((c) => c.name === 'i18n_redirected' && c.value !== 'en')).toBeUndefined()
        await context.close()
      }
    })
  }

  test('Accept-Language: en at the root goes to the English site', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'en' }, locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/')
    expect(new URL(page.url()).pathname).toMatch(/^\/en(\/|$)/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')).toBeUndefined()
    await context.close()
  })

  test('an English page visited by link sets no cookie, and a Korean link afterwards is Korean', async ({
    page,
    context,
  }) => {
    await page.goto('/en/company/about')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')).toBeUndefined()
    await page.goto(deepLink)
    expect(new URL(page.url()).pathname).toBe(deepLink)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  })

  test('the switcher still remembers English, and the root then opens in English', async ({ page, context }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(deepLink)
    await page.getByRole('navigation', { name: '언어 선택' }).getByRole('link', { name: 'ENG' }).click()
    await expect(page).toHaveURL(/\/en\/company\/about$/)
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en')
    await page.goto('/')
    await expect(page).toHaveURL(/\/en\/index$/)
    // The Korean address is still Korean for this visitor, and a second visitor without the cookie gets it too.
    await page.goto(deepLink)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    await page.screenshot({ path: 'test-results/language-ko-after-en-1440.png' })
  })

  test('the page cache never serves one visitor the other language of a deep link', async ({ request, playwright }) => {
    const english = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { cookie: 'i18n_redirected=en', 'accept-language': 'en' },
    })
    for (let i = 0; i < 2; i++) {
      const ko = await english.get(deepLink)
      expect(ko.status()).toBe(200)
      expect(await ko.text()).toMatch(/<html[^>]*lang="ko"/)
      const en = await request.get(`/en${deepLink}`)
      expect(en.status()).toBe(200)
      expect(await en.text()).toMatch(/<html[^>]*lang="en"/)
      const plain = await request.get(deepLink)
      expect(await plain.text()).toMatch(/<html[^>]*lang="ko"/)
    }
    await english.dispose()
  })
})
