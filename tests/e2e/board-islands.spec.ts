import { expect, type Page, test } from '@playwright/test'

/**
 * Board lists are served as the board's cached page shell with the list filled in per request (src/lib/page-islands.ts,
 * docs/decisions/0016-board-list-islands.md). What a visitor must not notice: the results, the search box and the
 * page links are there, stay there once the page's scripts have started, and come back with Back.
 */

const search = `/media/media01?field=title&q=${encodeURIComponent('교육')}`

/** Errors the page reports: a script error or a failed request shows up here. */
function pageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

/**
 * Waits until the page's script has run: the site's own script marks what it enhanced (the header's menus). Board
 * lists carry no client runtime (docs/decisions/0017-public-pages-without-react.md), so nothing else starts.
 */
async function untilInteractive(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-enhance="mega-menu"][data-enhanced]') !== null)
  // One more turn for anything the script started.
  await page.waitForTimeout(300)
}

async function expectSearchShown(page: Page) {
  await expect(page.getByRole('searchbox', { name: '검색어' })).toHaveValue('교육')
  await expect(page.getByRole('combobox', { name: '검색 항목' })).toHaveValue('title')
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows.nth(1)).toContainText('교육')
  await expect(page.getByText(/^전체 \d+건 · 1\/\d+ 페이지$/)).toBeVisible()
}

test.beforeAll(async ({ request }) => {
  // The first list page rendered loads the code that fills the islands.
  expect((await request.get('/media/media01')).ok()).toBe(true)
})

test('a board search comes from the page shell with its results, which stay once the page is interactive', async ({
  page,
}) => {
  const errors = pageErrors(page)
  const response = await page.goto(search)
  expect(response?.headers()['x-page-islands']).toBe('filled')
  await expectSearchShown(page)
  await untilInteractive(page)
  await expectSearchShown(page)
  for (const link of await page.getByRole('table').getByRole('link').all())
    expect(await link.getAttribute('href')).toMatch(/^\/media\/media01\/view\/\d+\?field=title&q=%EA%B5%90%EC%9C%A1$/)
  expect(errors).toEqual([])

  // The search form still works from the filled page.
  await page.getByRole('searchbox', { name: '검색어' }).fill('안내')
  await page.getByRole('combobox', { name: '검색 항목' }).selectOption('all')
  // The board's own form (the header holds the site-wide search too).
  await page.getByRole('main').getByRole('button', { name: '검색' }).click()
  await expect(page).toHaveURL(/\?field=all&q=%EC%95%88%EB%82%B4$/)
  await expect(page.getByRole('searchbox', { name: '검색어' })).toHaveValue('안내')
  await expect(page.getByRole('combobox', { name: '검색 항목' })).toHaveValue('all')
})

test('Back after moving on within the site shows the search results again', async ({ page }) => {
  await page.goto(search)
  await untilInteractive(page)
  // A page load of its own; Back restores the list from the back/forward cache, or asks the site for it again.
  await page.getByRole('contentinfo').getByRole('link', { name: '사이트맵' }).click()
  await expect(page).toHaveURL(/\/sitemap$/)
  await page.goBack()
  await expect(page).toHaveURL(search)
  await expectSearchShown(page)
})

test('later pages of a list, and the English list, are filled the same way', async ({ page }) => {
  const second = await page.goto('/media/media01?page=2')
  expect(second?.headers()['x-page-islands']).toBe('filled')
  const pagination = page.getByRole('navigation', { name: '페이지 이동' })
  await expect(pagination.locator('[aria-current="page"]')).toContainText('2')
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11)

  // The English address is the English page, even for a visitor whose language cookie says Korean.
  const english = await page.goto(`/en${search}`)
  expect(english?.headers()['x-page-islands']).toBe('filled')
  await expect(page.getByRole('searchbox', { name: 'Search term' })).toHaveValue('교육')
  await expect(page.getByText(/^\d+ posts · Page 1 of \d+$/)).toBeVisible()
})

test.describe('a visitor whose browser asks for English', () => {
  test.use({ locale: 'en-US' })

  // A Korean address is honoured whatever the browser's language (decision 0040): only the site's root follows it.
  test('gets the Korean list at a Korean list address, with the search filled in', async ({ page }) => {
    const response = await page.goto(search)
    await expect(page).toHaveURL(/\/media\/media01\?field=title&q=%EA%B5%90%EC%9C%A1$/)
    expect(new URL(page.url()).pathname.startsWith('/en')).toBe(false)
    expect(response?.headers()['x-page-islands']).toBe('filled')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    await expect(page.getByRole('searchbox', { name: '검색어' })).toHaveValue('교육')
  })
})
