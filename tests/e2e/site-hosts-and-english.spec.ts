import { expect, type Page, test } from '@playwright/test'
import { brokenImages, watchPage } from './site-support'

/**
 * The site under each host name the server answers to (the browser tests' SITE_URL is 127.0.0.1, so `localhost` is
 * the other name, and the reverse when BASE_URL says localhost), the English Q&A, section roots and highlighted board
 * search results.
 */

const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/

/** The same server under its other loopback name. */
function otherHost(baseURL: string): string {
  const url = new URL(baseURL)
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
  return url.origin
}

for (const path of ['/index', '/en/index']) {
  test(`${path} loads every image without a console error under both host names`, async ({ page, baseURL }) => {
    for (const origin of [new URL(baseURL as string).origin, otherHost(baseURL as string)]) {
      const watch = watchPage(page, origin)
      const response = await page.goto(`${origin}${path}`)
      expect(response?.status(), origin).toBe(200)
      await page.waitForLoadState('networkidle')
      expect(await page.locator('img').count(), `${origin}${path} has images`).toBeGreaterThan(0)
      expect(await brokenImages(page), `${origin}${path}`).toEqual([])
      // Nothing in the page points at another host name for the site's own files.
      const html = await page.content()
      expect(html).not.toMatch(/(src|srcset|href)="https?:\/\/(localhost|127\.0\.0\.1)[:/][^"]*\/api\/cms\//)
      watch.expectClean()
      page.removeAllListeners('console')
      page.removeAllListeners('pageerror')
      page.removeAllListeners('request')
    }
  })
}

/**
 * The words of the page's own interface in `main`: headings, labels, buttons, captions, table heads, hints. Category
 * options other than the prompt are staff content, as are the visitors' titles.
 */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page
    .locator(
      'main :is(h1, h2, label, legend, button, caption, th, dt, summary, option[value=""], [role="status"]), main p.text-muted',
    )
    .allTextContents()
}

test('the English Q&A list shows no Korean in its own words', async ({ page }) => {
  await page.goto('/en/media/media02')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Field Q&A')
  const korean = (await interfaceTexts(page)).filter((text) => hangul.test(text))
  expect(korean).toEqual([])
  // Status words are English; titles are visitors' own words and stay as written.
  const statuses = await page.locator('main tbody td:nth-child(4)').allTextContents()
  for (const status of statuses) expect(['Awaiting answer', 'Answered']).toContain(status.trim())
})

test('the English Q&A form, consent and captcha are in English, and so are its refusals', async ({ page }) => {
  await page.goto('/en/media/media02/qna-write')
  await expect(page).toHaveTitle(/Ask a question/)
  const korean = (await interfaceTexts(page)).filter((text) => hangul.test(text))
  expect(korean).toEqual([])
  const consent = await page.locator('main fieldset dd').allTextContents()
  expect(consent.length).toBeGreaterThan(0)
  for (const text of consent) expect(text).not.toMatch(hangul)
  await expect(page.locator('altcha-widget')).not.toContainText(hangul)

  const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/qna') && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Send' }).click()
  expect((await refused).status()).toBe(400)
  await expect(page.getByRole('alert').first()).not.toHaveText('')
  const messages = await page.locator('main [id$="-error"], main [role="alert"]').allTextContents()
  expect(messages.join(' ')).not.toMatch(hangul)
})

test('section roots lead to their first page in both languages', async ({ page }) => {
  const firstPages: [string, RegExp][] = [
    ['/company', /\/company\/about$/],
    ['/certification', /\/certification\/certification01$/],
    ['/diagnosis', /\/diagnosis\/[a-z0-9-]+$/],
    ['/carbon', /\/carbon\/[a-z0-9-]+$/],
    ['/rnd', /\/rnd\/[a-z0-9-]+$/],
    ['/performance', /\/performance\/[a-z0-9-]+$/],
    ['/media', /\/media\/media01$/],
    ['/policy', /\/policy\/policy01$/],
  ]
  for (const [root, target] of firstPages) {
    for (const prefix of ['', '/en']) {
      const response = await page.goto(`${prefix}${root}`)
      expect(response?.status(), `${prefix}${root}`).toBe(200)
      await expect(page).toHaveURL(target)
      expect(new URL(page.url()).pathname.startsWith(`${prefix}/`)).toBe(true)
    }
  }
})

test('board search marks the searched words in the result titles', async ({ page }) => {
  await page.goto(`/media/media01?field=title&q=${encodeURIComponent('교육')}`)
  const marks = page.locator('main table a mark')
  await expect(marks.first()).toBeVisible()
  for (const text of await marks.allTextContents()) expect(text).toBe('교육')
  // A search of the contents alone says nothing about the titles: none is marked.
  await page.goto(`/media/media01?field=content&q=${encodeURIComponent('교육')}`)
  await expect(page.locator('main table tbody tr').first()).toBeVisible()
  await expect(page.locator('main table a mark')).toHaveCount(0)
})

test('the newsletter’s confirm and unsubscribe pages speak the page’s language', async ({ page }) => {
  await page.goto('/en/media/media03/subscribe/confirm?token=not-a-token')
  await expect(page).toHaveTitle(/Newsletter subscription/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter subscription')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This confirmation link is not valid or has expired. Please sign up again.',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the newsletters' })).toHaveAttribute(
    'href',
    '/en/media/media03',
  )
  await page.goto('/en/media/media03/subscribe/unsubscribe')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This unsubscribe link is not valid.')
  // The English pages left the language cookie: a Korean reader's browser has none.
  await page.context().clearCookies()
  await page.goto('/media/media03/subscribe/unsubscribe?token=x')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('뉴스레터 구독 해지')
  await expect(page.getByRole('main').getByRole('button', { name: '구독 해지' })).toBeVisible()
})
