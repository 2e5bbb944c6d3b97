import { readFile } from 'node:fs/promises'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'
import { adminAuth } from './site-support'

// 접속자 통계 (docs/decisions/0023-visitor-statistics.md): a visitor's page views reach the admin screen through the
// page's beacon, also when the page comes from the page cache, and the CSV of the period downloads.

const path = '/company/ci'
/** How 접속자 통계 names `path`: its menu section and page (src/modules/visitor-stats/page-titles.ts). */
const pageName = '기관소개 › CI 소개'

/** Today in Korea, as the statistics name days. */
const koreanDay = () => new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** Today's page views of `path`, read as staff through Payload's REST API (staff may read the counts). */
async function viewsToday(request: APIRequestContext, headers: Record<string, string>): Promise<number> {
  const query = new URLSearchParams({
    'where[day][equals]': koreanDay(),
    'where[kind][equals]': 'page',
    'where[item][equals]': path,
    depth: '0',
  })
  const response = await request.get(`/api/cms/visit-counts?${query}`, { headers })
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: { views: number }[] }
  return Number(docs[0]?.views ?? 0)
}

/** Opens the page as a visitor and waits for its beacon to be answered. */
async function visit(page: Page) {
  const beacon = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/visits')
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  expect((await beacon).status()).toBe(204)
  return response
}

async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  return context.newPage()
}

test('two views of a cached page show in 접속자 통계, and the CSV downloads', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const auth = await adminAuth(request)
  const before = await viewsToday(request, auth)

  const visitor = await visitorPage(browser, baseURL)
  await visit(visitor)
  const second = await visit(visitor)
  // The second view is one the page cache in front of Next answers (a hit, or a miss just stored when another test's
  // content save emptied the cache), so the server never renders it, and it is still counted below.
  expect(second?.headers()['x-page-cache']).toMatch(/^(hit|miss)$/)
  await visitor.context().close()
  await expect.poll(() => viewsToday(request, auth)).toBe(before + 2)

  await signInToAdmin(page)
  await expect(page.getByRole('region', { name: '접속자 통계' })).toContainText('최근 30일 방문자')
  // The sidebar's link, followed by its address (Payload may start with the sidebar slid out of view).
  const statsLink = page.locator('nav').getByRole('link', { name: '접속자 통계', exact: true })
  await expect(statsLink).toHaveAttribute('href', '/admin/visitor-stats')
  await page.goto('/admin/visitor-stats')
  await expect(page).toHaveURL(/\/admin\/visitor-stats/)
  await expect(page.getByRole('heading', { level: 1, name: '접속자 통계' })).toBeVisible()
  await page.getByRole('navigation', { name: '기간 선택' }).getByRole('link', { name: '최근 7일' }).click()
  await expect(page).toHaveURL(/days=7/)
  const pages = page.getByRole('region', { name: '많이 본 페이지' })
  // A page outside the twenty most viewed (the test run views many) is found by its address.
  const lookup = pages.getByRole('search', { name: '페이지 찾기' })
  await lookup.getByLabel('페이지 주소로 찾기').fill(path)
  await lookup.getByRole('button', { name: '찾기' }).click()
  await expect(page).toHaveURL(/days=7&page=%2Fcompany%2Fci/)
  // The particle follows the address as it is read ("ci" ends in a vowel): 가, not 이(가).
  await expect(pages).toContainText(`주소에 ‘${path}’가 들어간 페이지`)
  // Named as staff know the page, with its address under the name (the English page's address also contains it).
  const row = pages
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${pageName} ?${path}$`) }) })
  await expect(row.getByRole('rowheader')).toHaveText(new RegExp(`^${pageName} ?${path}$`))
  await expect(row.getByRole('cell').first()).toHaveText(String(before + 2))
  // The chart's numbers are also a table.
  await page.getByText('표로 보기').click()
  await expect(
    page.getByRole('region', { name: '일별 방문자·페이지뷰' }).getByRole('row', { name: new RegExp(koreanDay()) }),
  ).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'CSV 내려받기' }).click()
  const file = await (await download).path()
  const bytes = await readFile(file)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.subarray(3).toString('utf8')
  expect(text.split('\r\n')[0]).toBe('"날짜 (KST, UTC+09:00)","구분","항목","방문자","페이지뷰·유입"')
  expect(text).toContain(`"${koreanDay()}","페이지","${path}"`)
})

test('visitors get no statistics: the screen sends them to sign in and the CSV answers 401', async ({
  browser,
  baseURL,
}) => {
  const visitor = await visitorPage(browser, baseURL)
  const csv = await visitor.request.get('/api/visits/export?days=7')
  expect(csv.status()).toBe(401)
  await visitor.goto('/admin/visitor-stats')
  await expect(visitor).toHaveURL(/\/admin\/login/)
  await visitor.context().close()
})

for (const width of [1440, 1024]) {
  test(`staff choose a month or a range of days for a report, and download that period (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInToAdmin(page)
    await page.goto('/admin/visitor-stats')
    const today = koreanDay()
    const month = today.slice(0, 7)

    // A month: the report is named by it, runs from its first day, and its CSV is that month's.
    const byMonth = page.getByRole('form', { name: '월별 통계' })
    await byMonth.getByLabel('월별').fill(month)
    await byMonth.getByRole('button', { name: '월 통계 보기' }).click()
    await expect(page).toHaveURL(new RegExp(`month=${month}`))
    const [year, monthNumber] = month.split('-').map(Number)
    await expect(page.getByRole('heading', { level: 2, name: `${year}년 ${monthNumber}월` })).toBeVisible()
    await expect(page.getByText(`${month}-01 ~ ${today} (한국 시간)`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'CSV 내려받기' })).toHaveAttribute(
      'href',
      `/api/visits/export?month=${month}`,
    )
    // No preset is marked while a month is shown.
    await expect(page.getByRole('navigation', { name: '기간 선택' }).locator('[aria-current="page"]')).toHaveCount(0)

    // A range typed the wrong way round is refused in Korean, and the fields keep what was typed.
    const byRange = page.getByRole('form', { name: '기간 지정 통계' })
    await byRange.getByLabel('시작일').fill(today)
    await byRange.getByLabel('종료일').fill(`${month}-01`)
    await byRange.getByRole('button', { name: '기간 통계 보기' }).click()
    if (today !== `${month}-01`) {
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
        '시작일은 종료일보다 늦을 수 없습니다.',
      )
      await expect(page.getByRole('region', { name: '요약' })).toHaveCount(0)
      await expect(byRange.getByLabel('시작일')).toHaveValue(today)
    }

    // A range of one day: today.
    await byRange.getByLabel('시작일').fill(today)
    await byRange.getByLabel('종료일').fill(today)
    await byRange.getByRole('button', { name: '기간 통계 보기' }).click()
    await expect(page.getByRole('heading', { level: 2, name: today.replaceAll('-', '.') })).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'CSV 내려받기' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`접속자통계-${today}.csv`)
    const lines = (await readFile(await file.path())).subarray(3).toString('utf8').trim().split('\r\n').slice(1)
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.every((line) => line.startsWith(`"${today}"`))).toBe(true)
    await page.screenshot({ path: `test-results/visitor-stats-range-${width}.png`, fullPage: true })
  })
}
