import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'

// Payload texts that read as English or in English word order, put into Korean (docs/decisions/0024-korean-admin.md):
// the lock notice's date, the sidebar toggle, the empty-cell placeholder.

type Admin = { request: APIRequestContext; origin: string }

async function asAdmin(page: Page): Promise<Admin> {
  await signInToAdmin(page)
  return { request: page.request, origin: new URL(page.url()).origin }
}

async function created(admin: Admin, collection: string, data: Record<string, unknown>) {
  const response = await admin.request.post(`/api/cms/${collection}`, { headers: { origin: admin.origin }, data })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc
}

async function noticePost(admin: Admin, title: string) {
  return created(admin, 'posts', { boardSeq: 1, title, publishedAt: new Date().toISOString(), _status: 'published' })
}

const removePost = (admin: Admin, id: number | undefined) =>
  id ? admin.request.delete(`/api/cms/posts/${id}`, { headers: { origin: admin.origin } }) : Promise.resolve()

/** A 편집자 account signed in in a browser of its own. */
async function editorPage(admin: Admin, browser: Browser, baseURL: string | undefined) {
  const groups = await admin.request.get('/api/cms/auth-groups?where[authGroupSeq][equals]=3', {
    headers: { origin: admin.origin },
  })
  const editorGroup = ((await groups.json()) as { docs: { id: number }[] }).docs[0]?.id
  const username = `lock${String(Date.now()).slice(-8)}`
  const password = 'Editor2026!'
  await created(admin, 'users', {
    username,
    password,
    userName: '잠금 편집자',
    authGroup: editorGroup,
    accountStatus: 'active',
  })
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  const page = await context.newPage()
  await signInToAdmin(page, { username, password })
  return { page, context, username }
}

test("a colleague's lock names them and dates the last edit as 2026.11.25 05:41", async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await asAdmin(page)
  const post = await noticePost(admin, `잠금 시험 ${Date.now()}`)
  const editor = await editorPage(admin, browser, baseURL)
  try {
    // The colleague starts editing: Payload takes the lock with the first change.
    await editor.page.goto(`/admin/collections/posts/${post.id}`)
    await editor.page.getByRole('textbox', { name: '제목 *' }).fill(`잠금 시험 편집 중 ${Date.now()}`)

    const dialog = page.locator('.document-locked')
    await expect(async () => {
      await page.goto(`/admin/collections/posts/${post.id}`)
      await expect(dialog).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await expect(dialog).toContainText(`잠금 편집자 (${editor.username})`)
    await expect(dialog).toContainText(/편집됨\s*\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/)
    await expect(dialog).not.toContainText(/\b(AM|PM)\b|[A-Z][a-z]{2} \d{1,2}, \d{4}/)
  } finally {
    await editor.context.close()
    await removePost(admin, post.id)
  }
})

test('the sidebar toggle reads 메뉴 열기 / 메뉴 닫기', async ({ page }) => {
  await signInToAdmin(page)
  await page.goto('/admin')
  // Every toggle (in the header and in the sidebar) reads Korean before and after one is used; the sidebar starts
  // open or closed depending on the width (decision 0041).
  const labels = () =>
    page.locator('button.nav-toggler').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))
  const before = await labels()
  expect(before.length).toBeGreaterThan(0)
  for (const label of before) expect(label).toMatch(/^메뉴 (열기|닫기)$/)
  await page.locator('button.nav-toggler').filter({ visible: true }).first().click()
  await expect.poll(async () => (await labels()).join('|')).not.toBe(before.join('|'))
  for (const label of await labels()) expect(label).toMatch(/^메뉴 (열기|닫기)$/)
  await expect(page.getByRole('button', { name: /^(열기|닫기) 메뉴$/ })).toHaveCount(0)
})

test('an empty category reads 분류 없음 in the board list, not <분류 없음>', async ({ page }) => {
  const admin = await asAdmin(page)
  const title = `분류 없는 공지 ${Date.now()}`
  const post = await noticePost(admin, title)
  try {
    const query = new URLSearchParams({
      'where[and][0][boardSeq][equals]': '1',
      'where[and][1][title][equals]': title,
      columns: JSON.stringify(['title', 'category', 'publishedAt']),
    })
    await page.goto(`/admin/collections/posts?${query}`)
    // The admin's content column (Payload renders no <main> landmark).
    const main = page.locator('.template-default__wrap')
    await expect(main.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible()
    const row = main.locator('table tbody tr').filter({ hasText: title })
    await expect(row.locator('td.cell-category')).toHaveText('분류 없음')
    await expect(main.getByText(/<[^>]* 없음>/)).toHaveCount(0)
    // The tab beside 휴지통 reads 전체 공지사항, not "모두 공지사항".
    await expect(main.getByRole('button', { name: '전체 공지사항' })).toBeVisible()
  } finally {
    await removePost(admin, post.id)
  }
})
