import { expect, test } from '@playwright/test'

test('staff open the spec admin addresses, the dashboard and the subscriber export', async ({ page }) => {
  // A spec address asks for sign-in first and leads on to its screen afterwards.
  await page.goto('/admin/content/notice')
  await expect(page).toHaveURL(/\/admin\/login\?.*error=SessionRequired/)
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/admin/content/notice')
  await page.locator('input[name="username"]').fill('admin')
  await page.locator('input[name="password"]').fill('Admin2026!test')
  await page.getByRole('button', { name: '로그인' }).click()

  // The notices list: the posts collection narrowed to board 1, under the board's own name.
  await expect(page).toHaveURL(/\/admin\/collections\/posts\?/)
  expect(new URL(page.url()).searchParams.get('where[boardSeq][equals]')).toBe('1')
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible()

  // Other spec addresses while signed in.
  await page.goto('/admin/content/qna')
  await expect(page).toHaveURL(/\/admin\/collections\/qna/)
  await page.goto('/admin/content-modify?boardSettingSeq=5')
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/create\?boardSeq=5/)

  // The sidebar has the staff's groups and one entry per board (the performance records among them).
  await page.goto('/admin')
  for (const group of ['게시판', '게시판 관리', '미디어센터', '메인 관리', '뉴스레터', '계정 관리']) {
    await expect(page.getByRole('button', { name: group, exact: true }).first()).toBeVisible()
  }
  await expect(page.getByRole('link', { name: '엔지니어링 실적' })).toHaveAttribute('href', /boardSeq.*=6/)

  // The dashboard shows the number of questions waiting for an answer and links to them.
  // Asked from the page, so the browser sends the session cookie with its same-origin headers.
  const totalDocs = await page.evaluate(async () => {
    const response = await fetch('/api/cms/qna?where[status][equals]=waiting&limit=1&depth=0')
    return ((await response.json()) as { totalDocs: number }).totalDocs
  })
  expect(totalDocs).toBeGreaterThanOrEqual(0)
  const panel = page.getByRole('region', { name: '답변대기 Q&A' })
  await expect(panel.getByRole('link', { name: `답변대기 ${totalDocs}건 보기` })).toBeVisible()
  await panel.getByRole('link', { name: `답변대기 ${totalDocs}건 보기` }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/qna\?.*status/)

  // One field finds accounts (and posts and pages) and links to their edit screens.
  await page.goto('/admin')
  const search = page.getByRole('search', { name: '통합 검색' })
  await search.getByLabel('통합 검색').fill('admin')
  await search.getByRole('button', { name: '검색' }).click()
  const results = page.getByRole('region', { name: '검색 결과' })
  await expect(results.getByRole('link', { name: /\(admin\)/ })).toHaveAttribute(
    'href',
    /\/admin\/collections\/users\/\d+/,
  )

  // The subscriber list offers the CSV export with the list's status filter.
  await page.goto('/admin/content/subscribe')
  await expect(page).toHaveURL(/\/admin\/collections\/subscribers/)
  const csv = page.getByRole('link', { name: 'CSV 내려받기' })
  await expect(csv).toHaveAttribute('href', '/api/v1/subscribers/export')
  await page.goto('/admin/collections/subscribers?where[status][equals]=active')
  await expect(csv).toHaveAttribute('href', '/api/v1/subscribers/export?status=active')
  const [download] = await Promise.all([page.waitForEvent('download'), csv.click()])
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
})
