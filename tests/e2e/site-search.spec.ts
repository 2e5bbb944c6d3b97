import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { adminAuth, watchPage } from './site-support'

/** A two-syllable word no seeded page or post holds, so its results are this test's posts. */
const word = '뭉게'

test('통합검색 from the header: a short Korean term, grouped with counts and marks, paged, hidden posts never', async ({
  page,
  request,
}) => {
  const run = String(Date.now() % 1_000_000)
  const headers = await adminAuth(request)
  const post = (data: Record<string, unknown>, draft = false) =>
    request.post(`/api/cms/posts${draft ? '?draft=true' : ''}`, {
      headers,
      data: { boardSeq: 1, publishedAt: new Date().toISOString(), _status: draft ? 'draft' : 'published', ...data },
    })
  for (let n = 1; n <= 12; n++) expect((await post({ title: `${word} 안내 ${run}-${n}` })).status()).toBe(201)
  const hiddenTitle = `${word} 숨김 ${run}`
  expect((await post({ title: hiddenTitle }, true)).status()).toBe(201)

  await page.goto('/index')
  const box = page.locator('#header-search-q')
  if (await box.isVisible()) {
    await box.fill(word)
    await box.press('Enter')
  } else {
    await page.goto(`/search?q=${encodeURIComponent(word)}`)
  }
  await expect(page).toHaveURL(/\/search\?q=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('통합검색')
  await expect(page.getByRole('status')).toContainText(`‘${word}’ 검색 결과`)

  const notices = page.locator('section[data-group="media01"]')
  await expect(notices.getByRole('heading', { level: 2 })).toContainText('공지사항')
  await expect(notices.getByRole('heading', { level: 2 })).toContainText(/\d+건/)
  await expect(notices.locator('mark').first()).toHaveText(word)
  await expect(
    page.getByRole('navigation', { name: '검색 범위' }).getByRole('link', { name: /공지사항 \(\d+\)/ }),
  ).toBeVisible()
  await expect(page.getByText(hiddenTitle)).toHaveCount(0)

  // The group's own pages: ten results, then the rest on the next page, the hidden post on none.
  await notices.getByRole('link', { name: '공지사항 결과 더보기' }).click()
  await expect(page).toHaveURL(/section=media01/)
  const list = page.locator('section[data-group="media01"] li')
  await expect(list).toHaveCount(10)
  const firstPage = await list.locator('a').allTextContents()
  await page.getByRole('link', { name: '다음' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(list.first()).toBeVisible()
  const secondPage = await list.locator('a').allTextContents()
  expect(secondPage.some((title) => firstPage.includes(title))).toBe(false)
  await expect(page.getByText(hiddenTitle)).toHaveCount(0)

  // A draft's words find nothing, and say so.
  await page.goto(`/search?q=${encodeURIComponent(`숨김 ${run}`)}`)
  await expect(page.getByText(`‘숨김 ${run}’에 대한 검색 결과가 없습니다.`)).toBeVisible()

  // Too long a term is refused on the page, not with an error.
  const response = await page.goto(`/search?q=${'가'.repeat(60)}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('검색어는 50자 이내로 입력해 주세요.')
})

test('/en/search speaks English and searches the English text of the pages', async ({ page }) => {
  await page.goto('/en/search?q=efficiency')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
  await expect(page.getByRole('status')).toContainText('results for “efficiency”')
  await expect(page.getByRole('navigation', { name: 'Search in' }).getByRole('link', { name: /^All/ })).toBeVisible()
  const certification = page.locator('section[data-group="certification"]')
  await expect(certification.locator('h2')).toContainText('Certification')
  await expect(certification.getByRole('link', { name: 'Building Energy Efficiency Rating' })).toHaveAttribute(
    'href',
    '/en/certification/certification01',
  )
  await expect(certification.locator('mark').first()).toHaveText(/efficiency/i)
  await page.goto('/en/search')
  await expect(page.getByText('Please enter a search term.')).toBeVisible()
})

test('search results, a group page and the empty state pass axe and log nothing, in both languages', async ({
  page,
  baseURL,
}) => {
  const watch = watchPage(page, new URL(baseURL as string).origin)
  for (const url of ['/search?q=인증', '/search?q=인증&section=certification', '/search', '/en/search?q=energy']) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(200)
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(axe.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    )
  }
  watch.expectClean()
})

test('a search is served from the page’s cached shell with the same results, box and title in both languages', async ({
  page,
  request,
}) => {
  // The first /search rendered loads the code that fills its islands.
  expect((await request.get('/search')).ok()).toBe(true)
  const term = '인증'
  const filled = await page.goto(`/search?q=${encodeURIComponent(term)}&section=certification`)
  expect(filled?.headers()['x-page-islands']).toBe('filled')
  await expect(page).toHaveTitle(/통합검색/)
  const main = page.getByRole('main')
  await expect(main.getByRole('searchbox', { name: '검색어' })).toHaveValue(term)
  // The section stays chosen when the term changes.
  await expect(main.locator('input[type="hidden"][name="section"]')).toHaveValue('certification')
  await expect(main.getByRole('status')).toContainText(`‘${term}’ 검색 결과`)
  await expect(main.locator('section[data-group="certification"] mark').first()).toHaveText(term)
  await expect(main.getByRole('navigation', { name: '검색 범위' }).locator('[aria-current="true"]')).toContainText(
    '인증',
  )

  // A new term from the filled page's own box.
  await main.getByRole('searchbox', { name: '검색어' }).fill('탄소')
  await main.getByRole('button', { name: '검색' }).click()
  await expect(page).toHaveURL(/\/search\?q=%ED%83%84%EC%86%8C&section=certification$/)
  await expect(main.getByRole('searchbox', { name: '검색어' })).toHaveValue('탄소')

  const english = await page.goto('/en/search?q=energy')
  expect(english?.headers()['x-page-islands']).toBe('filled')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(main.getByRole('status')).toContainText('results for “energy”')
})
