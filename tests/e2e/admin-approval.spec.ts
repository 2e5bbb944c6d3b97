import { type Browser, expect, type Page, test } from '@playwright/test'
import { clickThrough, signInToAdmin } from './admin-support'

/**
 * 게시 승인 as staff meet it: an editor whose group needs approval on 공지사항 publishes a change, which waits as a
 * request while visitors keep seeing the live notice; an approver rejects it with a reason, then approves the next
 * one, and only then does the site change.
 */

const password = 'Approval2026!ok'
const originOf = (page: Page) => ({ origin: new URL(page.url()).origin })

/** A 권한 그룹 made through the CMS API by the administrator signed in on `page`; its id. */
async function makeGroup(
  page: Page,
  name: string,
  permissions: Record<string, unknown>,
  approval: Record<string, unknown>,
) {
  const response = await page.request.post('/api/cms/auth-groups', {
    headers: originOf(page),
    data: { name, permissions, approval },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** A staff account in `authGroup` with the shared test password, made by the administrator on `page`; its id. */
async function makeAccount(page: Page, authGroup: number, username: string, userName = username) {
  const response = await page.request.post('/api/cms/users', {
    headers: originOf(page),
    data: { username, userName, password, authGroup },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

async function adminAs(browser: Browser, username: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await signInToAdmin(page, { username, password })
  return page
}

const liveTitle = async (page: Page, id: number) => {
  const visitor = await page.context().browser()?.newContext()
  const site = await visitor?.newPage()
  const response = await site?.goto(`/media/media01/view/${id}`)
  const title = response?.ok() ? ((await site?.locator('h1').first().textContent()) ?? '') : ''
  await visitor?.close()
  return title.trim()
}

// One width per flow: the same steps at a second width repeat the behaviour, not the layout, which
// admin-layout.spec.ts checks at every width. Flows alternate between 1440 and 1024 px across the specs.
for (const width of [1440] as const) {
  test(`an editor's change waits for approval; rejected, then approved, the site changes only then (${width}px)`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    await signInToAdmin(page)
    const staff = originOf(page)
    const stamp = `${width}-${Date.now()}`
    const group = (name: string, approval: Record<string, unknown>) =>
      makeGroup(page, name, { boards: { read: true, write: true } }, approval)
    const account = (username: string, authGroup: number) => makeAccount(page, authGroup, username)
    const editorGroup = await group(`승인 필요 편집 ${stamp}`, { boardSeqs: [1] })
    const approverGroup = await group(`승인권자 ${stamp}`, { approver: true })
    const editorName = `ed${width}${Date.now() % 100000}`
    const approverName = `ap${width}${Date.now() % 100000}`
    const ids = [await account(editorName, editorGroup), await account(approverName, approverGroup)]
    const created = await page.request.post('/api/cms/posts', {
      headers: staff,
      data: { boardSeq: 1, title: `승인 전 공지 ${stamp}`, _status: 'published' },
    })
    expect(created.status()).toBe(201)
    const postId = ((await created.json()) as { doc: { id: number } }).doc.id

    try {
      // The editor changes the title and presses the publish button.
      const editor = await adminAs(browser, editorName, width)
      await editor.goto(`/admin/collections/posts/${postId}`)
      await editor.getByRole('textbox', { name: '제목 *' }).fill(`고친 제목 ${stamp}`)
      const [published] = await Promise.all([
        editor.waitForResponse(
          (response) => response.url().includes(`/api/cms/posts/${postId}`) && response.request().method() === 'PATCH',
        ),
        editor.getByRole('button', { name: /^(게시|변경 사항 게시)$/ }).click(),
      ])
      await expect(editor.getByRole('status').filter({ hasText: '승인 대기 중' })).toBeVisible()
      await editor.screenshot({ path: `test-results/approval-editor-saved-${width}.png` })
      expect(published.status(), `${published.request().method()} ${published.url()}: ${await published.text()}`).toBe(
        200,
      )
      await expect
        .poll(async () => {
          const response = await editor.request.get('/api/cms/approval-requests?depth=0&limit=5&sort=-id', {
            headers: originOf(editor),
          })
          const { docs } = (await response.json()) as { docs: { targetId: number; status: string }[] }
          return docs.filter((d) => d.targetId === postId && d.status === 'pending').length
        })
        .toBe(1)
      expect(await liveTitle(page, postId)).toBe(`승인 전 공지 ${stamp}`)
      await editor.context().close()

      // The approver finds it in 게시 승인, opens it, and rejects it: first without a reason, then with one.
      const approver = await adminAs(browser, approverName, width)
      await approver.goto('/admin/collections/approval-requests')
      const row = approver.locator('.table tbody tr').filter({ hasText: `고친 제목 ${stamp}` })
      await expect(row).toContainText('승인요청')
      await expect(row).toContainText('공지사항')
      // 작성자 names the editor, though an approver may not read other accounts.
      await expect(row).toContainText(editorName)
      await approver.screenshot({ path: `test-results/approval-queue-${width}.png` })
      await row.locator('a').first().click()
      await expect(approver.getByRole('link', { name: /바뀐 내용 비교/ })).toBeVisible()
      await approver.getByRole('button', { name: '반려', exact: true }).click()
      await expect(approver.getByRole('alert').filter({ hasText: '반려 사유를 입력해 주세요.' })).toBeVisible()
      await approver.getByLabel(/결정 의견/).fill('게시 기간을 본문에 적어 주세요.')
      await approver.screenshot({ path: `test-results/approval-decision-${width}.png` })
      await approver.getByRole('button', { name: '반려', exact: true }).click()
      await expect(approver.getByRole('button', { name: '반려', exact: true })).toHaveCount(0)
      expect(await liveTitle(page, postId)).toBe(`승인 전 공지 ${stamp}`)

      // The editor's next save is a new request; approved, it is what visitors see.
      const saved = await page.request.post(
        `/api/v1/signin?userId=${editorName}&password=${encodeURIComponent(password)}`,
      )
      const { accessToken } = (await saved.json()) as { accessToken: string }
      const again = await page.request.patch(`/api/v1/boards/1/posts/${postId}`, {
        headers: { authorization: `Bearer ${accessToken}` },
        data: { title: `승인된 제목 ${stamp}`, status: 'published' },
      })
      expect(again.status(), await again.text()).toBe(200)
      // The rejection and its reason stay in the list; the new request waits on the approver's admin home.
      await approver.goto('/admin/collections/approval-requests')
      await expect(approver.locator('.table tbody tr').filter({ hasText: `고친 제목 ${stamp}` })).toContainText(
        '게시 기간을 본문에 적어 주세요.',
      )
      await approver.goto('/admin')
      const waiting = approver.getByRole('region', { name: '승인 대기' })
      await expect(waiting.getByRole('link', { name: `승인된 제목 ${stamp}` })).toBeVisible()
      await expect(waiting).toContainText('공지사항')
      await clickThrough(
        approver,
        waiting.getByRole('link', { name: `승인된 제목 ${stamp}` }),
        /\/admin\/collections\/approval-requests\/\d+/,
      )
      await approver.getByRole('button', { name: '승인', exact: true }).click()
      await expect(approver.getByRole('button', { name: '승인', exact: true })).toHaveCount(0)
      await expect.poll(() => liveTitle(page, postId), { timeout: 15_000 }).toBe(`승인된 제목 ${stamp}`)
      await approver.context().close()
    } finally {
      await page.request.delete(`/api/cms/posts/${postId}`, { headers: staff })
      for (const id of ids) await page.request.delete(`/api/cms/users/${id}`, { headers: staff })
      for (const id of [editorGroup, approverGroup])
        await page.request.delete(`/api/cms/auth-groups/${id}`, { headers: staff })
    }
  })
}

test('an editor asks for a notice’s deletion with a reason; approved, it leaves the site and the register keeps it', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInToAdmin(page)
  const staff = originOf(page)
  const stamp = `del-${Date.now()}`
  const group = (name: string, approval: Record<string, unknown>) =>
    makeGroup(page, name, { boards: { read: true, write: true, delete: true } }, approval)
  const account = (username: string, authGroup: number) => makeAccount(page, authGroup, username)
  const editorGroup = await group(`삭제 승인 필요 ${stamp}`, { boardSeqs: [1] })
  const approverGroup = await group(`삭제 승인권자 ${stamp}`, { approver: true })
  const editorName = `de${Date.now() % 100000}`
  const approverName = `da${Date.now() % 100000}`
  const ids = [await account(editorName, editorGroup), await account(approverName, approverGroup)]
  const title = `지울 공지 ${stamp}`
  const created = await page.request.post('/api/cms/posts', {
    headers: staff,
    data: { boardSeq: 1, title, _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const postId = ((await created.json()) as { doc: { id: number } }).doc.id

  try {
    // The editor cannot delete the live notice; the sidebar's 삭제 요청 asks for a reason and sends the request.
    const editor = await adminAs(browser, editorName, 1280)
    await editor.goto(`/admin/collections/posts/${postId}`)
    const box = editor.locator('fieldset.deletion-request')
    await expect(box).toContainText('게시된 글은 승인을 받아 삭제합니다.')
    await box.getByRole('button', { name: '삭제 요청' }).click()
    await expect(box.getByRole('alert')).toHaveText('삭제 사유를 입력해 주세요.')
    await box.getByLabel('삭제 사유 (필수)').fill('같은 공지를 두 번 올렸습니다.')
    await box.getByRole('button', { name: '삭제 요청' }).click()
    await expect(box.getByRole('status')).toContainText('을 올렸습니다. 승인되면 사이트에서 내려갑니다.')
    await editor.screenshot({ path: 'test-results/approval-deletion-request-1280.png' })
    expect(await liveTitle(page, postId)).toBe(title)
    await editor.context().close()

    // The approver reads the reason on the request and approves.
    const approver = await adminAs(browser, approverName, 1280)
    await approver.goto('/admin/collections/approval-requests')
    const row = approver.locator('.table tbody tr').filter({ hasText: title })
    await expect(row).toContainText('삭제')
    await clickThrough(approver, row.locator('a').first(), /\/admin\/collections\/approval-requests\/\d+/)
    await expect(approver.getByText('삭제 요청 사유:')).toBeVisible()
    await expect(approver.getByText('같은 공지를 두 번 올렸습니다.').first()).toBeVisible()
    await approver.screenshot({ path: 'test-results/approval-deletion-decision-1280.png' })
    await approver.getByRole('button', { name: '승인', exact: true }).click()
    await expect(approver.getByRole('button', { name: '승인', exact: true })).toHaveCount(0)
    await expect.poll(() => liveTitle(page, postId), { timeout: 15_000 }).toBe('')
    await approver.context().close()

    // The register names the notice, its reason, the editor and the approver.
    await page.goto('/admin/collections/deletion-records')
    const record = page.locator('.table tbody tr').filter({ hasText: title })
    await expect(record).toContainText('같은 공지를 두 번 올렸습니다.')
    await expect(record).toContainText(editorName)
    await expect(record).toContainText(approverName)
    await page.screenshot({ path: 'test-results/deletion-register-1280.png' })
  } finally {
    await page.request.delete(`/api/cms/posts/${postId}?trash=true`, { headers: staff })
    for (const id of ids) await page.request.delete(`/api/cms/users/${id}`, { headers: staff })
    for (const id of [editorGroup, approverGroup])
      await page.request.delete(`/api/cms/auth-groups/${id}`, { headers: staff })
  }
})

test('with 2단계 승인 an approver’s 1차 승인 leaves the site as it was until the 그룹장 gives the 최종 승인', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInToAdmin(page)
  const staff = originOf(page)
  const stamp = `two-${Date.now() % 100000}`
  const group = (name: string, permissions: Record<string, unknown>, approval: Record<string, unknown>) =>
    makeGroup(page, name, permissions, approval)
  const account = (username: string, userName: string, authGroup: number) =>
    makeAccount(page, authGroup, username, userName)
  const editorGroup = await group(`2단계 편집 ${stamp}`, { boards: { read: true, write: true } }, { boardSeqs: [1] })
  const approverGroup = await group(`1차 승인 ${stamp}`, { boards: { read: true, write: true } }, { approver: true })
  // The 부서장 is an approver who may only read the boards: they decide no first step there.
  const headGroup = await group(`부서장 ${stamp}`, { boards: { read: true } }, { approver: true })
  const names = { editor: `te${stamp}`, approver: `ta${stamp}`, head: `th${stamp}` }
  const ids = [
    await account(names.editor, `편집 ${stamp}`, editorGroup),
    await account(names.approver, `담당 ${stamp}`, approverGroup),
    await account(names.head, `부서장 ${stamp}`, headGroup),
  ]
  const title = `두 번 승인받는 공지 ${stamp}`

  try {
    // The administrator turns on 2단계 승인 for the editors' group and names its 그룹장 on the group's screen.
    await page.goto(`/admin/collections/auth-groups/${editorGroup}`)
    await page.getByLabel('2단계 승인 (담당 → 부서장)').check()
    const lead = page.locator('#field-lead')
    await lead.locator('.rs__control').click()
    await lead.locator('input').fill(`부서장 ${stamp}`)
    await page
      .locator('.rs__option')
      .filter({ hasText: `부서장 ${stamp}` })
      .click()
    await page.getByRole('button', { name: '저장', exact: true }).click()
    await expect
      .poll(async () => {
        const saved = (await (
          await page.request.get(`/api/cms/auth-groups/${editorGroup}?depth=0`, { headers: staff })
        ).json()) as { lead?: number | null; approval?: { twoStep?: boolean } }
        return [saved.lead, saved.approval?.twoStep]
      })
      .toEqual([ids[2], true])

    // The editor publishes through the API: it waits.
    const signedIn = await page.request.post(
      `/api/v1/signin?userId=${names.editor}&password=${encodeURIComponent(password)}`,
    )
    const { accessToken } = (await signedIn.json()) as { accessToken: string }
    const posted = await page.request.post('/api/v1/boards/1/posts', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { title, content: '본문', status: 'published' },
    })
    expect(posted.status(), await posted.text()).toBe(201)
    const postId = ((await posted.json()) as { id: number }).id

    // The approver gives the 1차 승인 on the request's page.
    const approver = await adminAs(browser, names.approver, 1280)
    await approver.goto('/admin/collections/approval-requests')
    const row = approver.locator('.table tbody tr').filter({ hasText: title })
    await expect(row).toContainText('승인요청 · 1차 승인 대기')
    await clickThrough(approver, row.locator('a').first(), /\/admin\/collections\/approval-requests\/\d+/)
    const steps = approver.getByRole('list', { name: '2단계 승인' })
    await expect(steps).toContainText('1차 승인 (담당): 기다리는 중')
    await approver.getByLabel(/결정 의견/).fill('내용을 확인했습니다.')
    await approver.getByRole('button', { name: '1차 승인', exact: true }).click()
    await expect(steps).toContainText(`최종 승인 (부서장): 부서장 ${stamp} (${names.head}) (기다리는 중)`)
    await expect(steps).toContainText('의견: 내용을 확인했습니다.')
    await expect(approver.getByText('최종 승인권자의 결정을 기다리고 있습니다.')).toBeVisible()
    await approver.screenshot({ path: 'test-results/approval-two-step-first-1280.png', fullPage: true })
    expect(await liveTitle(page, postId)).toBe('')
    await approver.goto('/admin/collections/approval-requests')
    await expect(approver.locator('.table tbody tr').filter({ hasText: title })).toContainText(
      '1차 승인 · 최종 승인 대기',
    )
    await approver.context().close()

    // The 그룹장 finds it on the admin home and gives the 최종 승인; only now does the notice reach the site.
    const head = await adminAs(browser, names.head, 1280)
    const waiting = head.getByRole('region', { name: '승인 대기' })
    await expect(waiting.getByRole('link', { name: title })).toBeVisible()
    await expect(waiting.getByRole('listitem').filter({ hasText: title })).toContainText('[최종 승인]')
    await head.screenshot({ path: 'test-results/approval-two-step-home-1280.png' })
    await clickThrough(head, waiting.getByRole('link', { name: title }), /\/admin\/collections\/approval-requests\/\d+/)
    await head.getByRole('button', { name: '최종 승인', exact: true }).click()
    await expect(head.getByRole('button', { name: '최종 승인', exact: true })).toHaveCount(0)
    await expect.poll(() => liveTitle(page, postId), { timeout: 15_000 }).toBe(title)
    await head.context().close()
    await page.request.delete(`/api/cms/posts/${postId}`, { headers: staff })
  } finally {
    for (const id of ids) await page.request.delete(`/api/cms/users/${id}`, { headers: staff })
    for (const id of [editorGroup, approverGroup, headGroup])
      await page.request.delete(`/api/cms/auth-groups/${id}`, { headers: staff })
  }
})

test('a 메인 배너 change waits for approval while the home page keeps the live slide', async ({ browser, page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInToAdmin(page)
  const staff = originOf(page)
  const stamp = `bn-${Date.now() % 100000}`
  const permissions = { banners: { read: true, write: true, delete: true } }
  const group = (name: string, approval: Record<string, unknown>) => makeGroup(page, name, permissions, approval)
  const account = (username: string, authGroup: number) => makeAccount(page, authGroup, username)
  const groups = [
    await group(`배너 편집 ${stamp}`, { banners: true }),
    await group(`배너 승인 ${stamp}`, { approver: true }),
  ]
  const names = { editor: `be${stamp}`, approver: `ba${stamp}` }
  const ids = [await account(names.editor, groups[0] as number), await account(names.approver, groups[1] as number)]
  const media = (await (await page.request.get('/api/cms/media?limit=1&depth=0', { headers: staff })).json()) as {
    docs: { id: number }[]
  }
  const created = await page.request.post('/api/cms/banners', {
    headers: staff,
    data: { title: `지금 배너 ${stamp}`, alt: '배너 그림', imagePc: media.docs[0]?.id, sortOrder: 0 },
  })
  expect(created.status(), await created.text()).toBe(201)
  const bannerId = ((await created.json()) as { doc: { id: number } }).doc.id
  /** The slide titles visitors get on the home page now. */
  const slides = async () => {
    const response = await page.request.get('/api/v1/banners?locale=ko')
    return ((await response.json()) as { items: { title: string }[] }).items.map((item) => item.title)
  }

  try {
    expect(await slides()).toContain(`지금 배너 ${stamp}`)
    // The editor changes the slide's title and presses 게시: it is kept as a request, the live slide stays.
    const editor = await adminAs(browser, names.editor, 1280)
    await editor.goto(`/admin/collections/banners/${bannerId}`)
    await editor.getByRole('textbox', { name: '제목 *' }).fill(`새 배너 ${stamp}`)
    const [published] = await Promise.all([
      editor.waitForResponse(
        (response) =>
          response.url().includes(`/api/cms/banners/${bannerId}`) && response.request().method() === 'PATCH',
      ),
      editor.getByRole('button', { name: /^(게시|변경 사항 게시)$/ }).click(),
    ])
    expect(published.status(), await published.text()).toBe(200)
    // The save's toast says it succeeded; the sidebar says it waits, and links the request.
    const notice = editor.getByRole('status').filter({ hasText: '승인 대기 중' })
    await expect(notice).toContainText('승인권자가 승인하면 사이트에 게시됩니다')
    await expect(notice.getByRole('link', { name: /승인 요청 #\d+ 보기/ })).toBeVisible()
    await editor.screenshot({ path: 'test-results/approval-banner-editor-1280.png', fullPage: true })
    expect(await slides()).toContain(`지금 배너 ${stamp}`)
    expect(await slides()).not.toContain(`새 배너 ${stamp}`)
    await editor.context().close()

    // The approver finds it on the admin home under 메인 배너 and approves it: the home page changes only now.
    const approver = await adminAs(browser, names.approver, 1280)
    const waiting = approver.getByRole('region', { name: '승인 대기' })
    await expect(waiting.getByRole('link', { name: `새 배너 ${stamp}` })).toBeVisible()
    await expect(waiting.getByRole('listitem').filter({ hasText: `새 배너 ${stamp}` })).toContainText('메인 배너')
    await clickThrough(
      approver,
      waiting.getByRole('link', { name: `새 배너 ${stamp}` }),
      /\/admin\/collections\/approval-requests\/\d+/,
    )
    await approver.screenshot({ path: 'test-results/approval-banner-decision-1280.png', fullPage: true })
    // 바뀐 내용 비교 opens the live slide against the proposed one.
    const requestPage = approver.url()
    await clickThrough(
      approver,
      approver.getByRole('link', { name: /바뀐 내용 비교/ }),
      new RegExp(`/admin/collections/banners/${bannerId}/versions/\\d+\\?versionFrom=\\d+`),
    )
    await expect(approver.getByText(`지금 배너 ${stamp}`).first()).toBeVisible()
    await expect(approver.getByText(`새 배너 ${stamp}`).first()).toBeVisible()
    await approver.screenshot({ path: 'test-results/approval-banner-diff-1280.png', fullPage: true })
    await approver.goto(requestPage)
    await approver.getByRole('button', { name: '승인', exact: true }).click()
    await expect(approver.getByRole('button', { name: '승인', exact: true })).toHaveCount(0)
    await expect.poll(slides, { timeout: 15_000 }).toContain(`새 배너 ${stamp}`)
    expect(await slides()).not.toContain(`지금 배너 ${stamp}`)
    await approver.context().close()
  } finally {
    await page.request.delete(`/api/cms/banners/${bannerId}`, { headers: staff })
    for (const id of ids) await page.request.delete(`/api/cms/users/${id}`, { headers: staff })
    for (const id of groups) await page.request.delete(`/api/cms/auth-groups/${id}`, { headers: staff })
  }
})
