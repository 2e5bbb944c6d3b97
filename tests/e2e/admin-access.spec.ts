import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'

// What staff of a narrower group, and suspended staff, can no longer reach in the admin.

const password = 'Limited2026!'
const inactiveMessage = '정지되었거나 휴면 상태인 계정입니다. 관리자에게 문의해 주세요. (정지)'

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

async function groupIdBySeq(admin: Admin, authGroupSeq: number) {
  const response = await admin.request.get(`/api/cms/auth-groups?where[authGroupSeq][equals]=${authGroupSeq}`, {
    headers: { origin: admin.origin },
  })
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]?.id as number
}

/** A second browser, signed in as someone else; its own cookies. */
async function otherBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  return context.newPage()
}

test('an editor of the notice board sees neither the accounts nor the posts of other boards', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = String(Date.now())
  const admin = await asAdmin(page)
  const group = await created(admin, 'auth-groups', {
    authGroupSeq: 100 + (Date.now() % 1_000_000),
    name: `공지 담당 ${stamp.slice(-6)}`,
    permissions: { boards: { read: true, write: true, delete: true }, pages: { read: true } },
    boardSeqs: [1],
  })
  const username = `notice${stamp.slice(-8)}`
  const account = await created(admin, 'users', {
    username,
    password,
    userName: '공지 담당자',
    authGroup: group.id,
    accountStatus: 'active',
  })
  const draft = (boardSeq: number, title: string) =>
    created(admin, 'posts', { boardSeq, title, publishedAt: new Date().toISOString(), _status: 'draft' })
  const notice = await draft(1, `공지 초안 ${stamp}`)
  const newsletter = await draft(4, `뉴스레터 초안 ${stamp}`)

  const editor = await otherBrowser(browser, baseURL)
  try {
    await signInToAdmin(editor, { username, password })
    const origin = new URL(editor.url()).origin

    // No accounts in the menu, and the accounts list answers "not found".
    const nav = editor.locator('nav')
    await expect(nav.getByRole('link', { name: '공지사항', exact: true })).toBeVisible()
    await expect(nav.getByRole('button', { name: '계정 관리' })).toHaveCount(0)
    await expect(nav.locator('a[href*="/admin/collections/users"]')).toHaveCount(0)
    await expect(nav.locator('a[href*="/admin/collections/auth-groups"]')).toHaveCount(0)
    for (const address of ['/admin/collections/users', '/admin/content/user']) {
      await editor.goto(address)
      await expect(editor.getByRole('heading', { level: 1, name: '찾을 수 없습니다' })).toBeVisible()
      await expect(editor.getByText(username)).toHaveCount(0)
    }
    // Their own account stays theirs to edit.
    await editor.goto('/admin/account')
    await expect(editor.getByRole('textbox', { name: '이름 *', exact: true })).toHaveValue('공지 담당자')

    // The posts list holds the notice board only.
    await editor.goto(`/admin/collections/posts?search=${stamp}`)
    await expect(editor.locator('table tbody')).toContainText(`공지 초안 ${stamp}`)
    await expect(editor.locator('table tbody')).not.toContainText(`뉴스레터 초안 ${stamp}`)

    // Nor does the CMS API hand out the other board's post, by id or by query.
    const read = (path: string) => editor.request.get(path, { headers: { origin } })
    expect((await read(`/api/cms/posts/${notice.id}?draft=true`)).status()).toBe(200)
    expect([403, 404]).toContain((await read(`/api/cms/posts/${newsletter.id}?draft=true`)).status())
    const listed = await read(`/api/cms/posts?draft=true&where[boardSeq][equals]=4&limit=1`)
    expect(((await listed.json()) as { totalDocs: number }).totalDocs).toBe(0)
    const versions = await read(`/api/cms/posts/versions?where[parent][equals]=${newsletter.id}`)
    expect(((await versions.json()) as { totalDocs?: number }).totalDocs ?? 0).toBe(0)
  } finally {
    await editor.context().close()
    for (const [collection, id] of [
      ['posts', notice.id],
      ['posts', newsletter.id],
      ['users', account.id],
      ['auth-groups', group.id],
    ] as const) {
      await admin.request.delete(`/api/cms/${collection}/${id}`, { headers: { origin: admin.origin } })
    }
  }
})

test('a suspended account cannot sign in, and a session suspended meanwhile can no longer act', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = String(Date.now()).slice(-8)
  const admin = await asAdmin(page)
  const editors = await groupIdBySeq(admin, 3)
  const account = (username: string, accountStatus: string) =>
    created(admin, 'users', { username, password, userName: '편집 담당자', authGroup: editors, accountStatus })
  const stopped = await account(`stopped${stamp}`, 'suspended')
  const active = await account(`active${stamp}`, 'active')

  const staff = await otherBrowser(browser, baseURL)
  try {
    // Signing in is refused with the reason, and the form stays.
    await staff.goto('/admin/login')
    await staff.locator('input[name="username"]').fill(`stopped${stamp}`)
    await staff.locator('input[name="password"]').fill(password)
    await staff.getByRole('button', { name: '로그인' }).click()
    await expect(staff.getByText(inactiveMessage)).toBeVisible()
    await expect(staff).toHaveURL(/\/admin\/login/)

    // Signed in while active, then suspended by an administrator: the session can do nothing more.
    await signInToAdmin(staff, { username: `active${stamp}`, password })
    const origin = new URL(staff.url()).origin
    const write = () =>
      staff.request.post('/api/cms/posts', {
        headers: { origin },
        data: { boardSeq: 1, title: `정지 후 작성 ${stamp}`, publishedAt: new Date().toISOString() },
      })
    const before = await staff.request.get('/api/cms/users/me', { headers: { origin } })
    expect(((await before.json()) as { user: { id: number } | null }).user?.id).toBe(active.id)
    const suspend = await admin.request.patch(`/api/cms/users/${active.id}`, {
      headers: { origin: admin.origin },
      data: { accountStatus: 'suspended' },
    })
    expect(suspend.status()).toBe(200)

    expect([401, 403]).toContain((await write()).status())
    const after = await staff.request.get('/api/cms/users/me', { headers: { origin } })
    expect(((await after.json()) as { user: unknown }).user).toBeNull()
    await staff.goto('/admin/collections/posts')
    await expect(staff).toHaveURL(/\/admin\/login/)
    const written = await admin.request.get(
      `/api/cms/posts?where[title][equals]=${encodeURIComponent(`정지 후 작성 ${stamp}`)}`,
      {
        headers: { origin: admin.origin },
      },
    )
    expect(((await written.json()) as { totalDocs: number }).totalDocs).toBe(0)
  } finally {
    await staff.context().close()
    for (const id of [stopped.id, active.id]) {
      await admin.request.delete(`/api/cms/users/${id}`, { headers: { origin: admin.origin } })
    }
  }
})
