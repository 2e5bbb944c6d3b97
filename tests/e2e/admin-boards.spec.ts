import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { clickThrough, signInToAdmin } from './admin-support'

// Boards as staff know them: each board under its own name with its own columns, new posts landing on it, menus
// following the group, and the dashboard's list of institute facts still to fill in.

type Admin = { request: APIRequestContext; origin: string }

async function asAdmin(page: Page): Promise<Admin> {
  await signInToAdmin(page)
  return { request: page.request, origin: new URL(page.url()).origin }
}

/**
 * Follows the sidebar's link to a board. Payload may start with the sidebar slid out of view (it remembers the last
 * state), where a click cannot reach it; the link itself, with its name and address, is what this checks.
 */
async function followNavLink(page: Page, name: string) {
  const link = page.locator('nav').getByRole('link', { name, exact: true }).first()
  await expect(link).toHaveCount(1)
  await page.goto((await link.getAttribute('href')) as string)
}

async function created(admin: Admin, collection: string, data: Record<string, unknown>) {
  const response = await admin.request.post(`/api/cms/${collection}`, { headers: { origin: admin.origin }, data })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc
}

test('a board opens from the sidebar under its own name, with its columns and no board number', async ({ page }) => {
  await signInToAdmin(page)
  await page.goto('/admin')
  await followNavLink(page, '공지사항')
  await expect(page).toHaveURL(/\/admin\/collections\/posts\?/)
  // The admin's content column (Payload renders no <main> landmark).
  const main = page.locator('.template-default__wrap')
  await expect(main.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible()
  const headers = main.locator('table thead th')
  for (const column of ['제목', '상태', '게시일', '상단 고정 공지', '분류', '첨부파일', '조회수']) {
    await expect(headers.filter({ hasText: column }).first()).toBeVisible()
  }
  await expect(headers.filter({ hasText: /^게시판/ })).toHaveCount(0)
  await expect(headers.filter({ hasText: /^ID$/ })).toHaveCount(0)
  await expect(main.getByText('게시판 번호')).toHaveCount(0)

  // The field Q&A board: its status and answer date.
  await followNavLink(page, '현장 Q&A')
  await expect(page).toHaveURL(/\/admin\/collections\/qna/)
  const qnaHeaders = page.locator('.template-default__wrap table thead th')
  await expect(qnaHeaders.filter({ hasText: '상태' }).first()).toBeVisible()
  await expect(qnaHeaders.filter({ hasText: '답변 일시' }).first()).toBeVisible()
})

test('a new post written from a board list lands on that board, chosen by name', async ({ page }) => {
  const admin = await asAdmin(page)
  const title = `채용 공고 ${Date.now()}`
  let postId: string | undefined
  try {
    await page.goto('/admin')
    await followNavLink(page, '채용정보')
    // The admin's content column (Payload renders no <main> landmark).
    const main = page.locator('.template-default__wrap')
    await expect(main.getByRole('heading', { level: 1, name: '채용정보' })).toBeVisible()
    await clickThrough(
      page,
      main.locator('a[href*="/admin/collections/posts/create?boardSeq=8"]').first(),
      /\/admin\/collections\/posts\/create/,
    )
    // The breadcrumb names the board, as its list does, and leads back to that list.
    const crumbs = page.locator('.step-nav')
    const boardCrumb = crumbs.getByRole('link', { name: '채용정보', exact: true })
    await expect(boardCrumb).toHaveAttribute('href', /where%5BboardSeq%5D%5Bequals%5D=8/)
    await expect(crumbs).toContainText('새 글')
    await expect(crumbs.getByText('게시글', { exact: true })).toHaveCount(0)
    await expect(page.locator('.doc-controls').getByText('채용정보 생성 중')).toBeVisible()
    const board = page.getByRole('combobox', { name: '게시판 *' })
    await expect(board.locator('option:checked')).toHaveText('채용정보')
    // The field Q&A is not offered: it has its own screens.
    await expect(board.locator('option', { hasText: '현장 Q&A' })).toHaveCount(0)
    await page.getByRole('textbox', { name: '제목 *' }).fill(title)
    await page.getByRole('button', { name: '게시', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
    postId = page.url().match(/posts\/(\d+)/)?.[1]
    await expect(crumbs.getByRole('link', { name: '채용정보', exact: true })).toBeVisible()
    await expect(crumbs).toContainText(title)
    const saved = await admin.request.get(`/api/cms/posts/${postId}?depth=0`, { headers: { origin: admin.origin } })
    expect(await saved.json()).toMatchObject({ boardSeq: 8, title })
  } finally {
    if (postId) await admin.request.delete(`/api/cms/posts/${postId}`, { headers: { origin: admin.origin } })
  }
})

test('the category offers only the chosen board’s categories', async ({ page }) => {
  await signInToAdmin(page)
  await page.goto('/admin/collections/posts/create?boardSeq=1')
  const category = page.getByRole('combobox', { name: '분류', exact: true })
  await expect(category.locator('option')).toHaveText(['분류 없음', '공지', '교육', '행사'])
  // A board without categories shows no category field. The choice is made as soon as the field takes it (it is
  // disabled while the form loads its state, as Payload's own fields are) and it holds.
  const board = page.getByRole('combobox', { name: '게시판 *' })
  await board.selectOption({ label: '뉴스레터' })
  await expect(category).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  await expect(board).toHaveValue('4')
})

test('an editor does not see 배너 or 팝업 in the menu', async ({ page, browser, baseURL }) => {
  const admin = await asAdmin(page)
  const groups = await admin.request.get('/api/cms/auth-groups?where[authGroupSeq][equals]=3', {
    headers: { origin: admin.origin },
  })
  const editorGroup = ((await groups.json()) as { docs: { id: number }[] }).docs[0]?.id
  const username = `boards${String(Date.now()).slice(-8)}`
  const password = 'Editor2026!'
  await created(admin, 'users', {
    username,
    password,
    userName: '게시판 편집자',
    authGroup: editorGroup,
    accountStatus: 'active',
  })
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  try {
    const editor = await context.newPage()
    await signInToAdmin(editor, { username, password })
    const nav = editor.locator('nav')
    await expect(nav.getByRole('link', { name: '공지사항', exact: true })).toBeVisible()
    await expect(nav.locator('a[href*="/admin/collections/banners"]')).toHaveCount(0)
    await expect(nav.locator('a[href*="/admin/collections/popups"]')).toHaveCount(0)
    await expect(nav.getByRole('link', { name: /배너|팝업/ })).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test('the dashboard lists an empty institute fact and links to where it is filled in', async ({ page }) => {
  const admin = await asAdmin(page)
  const settingsUrl = '/api/cms/globals/site-settings'
  const before = (await (
    await admin.request.get(`${settingsUrl}?depth=0`, { headers: { origin: admin.origin } })
  ).json()) as {
    fax?: string | null
  }
  const setFax = (fax: string | null) =>
    admin.request.post(settingsUrl, { headers: { origin: admin.origin }, data: { fax } })
  try {
    expect((await setFax(null)).ok()).toBe(true)
    await page.goto('/admin')
    const checklist = page.getByRole('region', { name: '설정 확인' })
    const fax = checklist.getByRole('link', { name: '팩스', exact: true })
    await expect(fax).toHaveAttribute('href', '/admin/globals/site-settings#field-fax')
    await fax.click()
    await expect(page).toHaveURL(/\/admin\/globals\/site-settings/)

    // Filled in, it leaves the list.
    expect((await setFax('02-000-0000')).ok()).toBe(true)
    await page.goto('/admin')
    await expect(
      page.getByRole('region', { name: '설정 확인' }).getByRole('link', { name: '팩스', exact: true }),
    ).toHaveCount(0)
  } finally {
    await setFax(before.fax ?? null)
  }
})
