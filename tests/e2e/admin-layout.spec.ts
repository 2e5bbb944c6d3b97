import { expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { boardListUrl } from '@/modules/admin/route-map'
import { signInToAdmin } from './admin-support'

/** The box of an element that must be on screen, for assertions on where it is. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box, 'the element has a box on the page').not.toBeNull()
  return box as { x: number; y: number; width: number; height: number }
}

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin })

/** The 공지사항 board's list, at the address the sidebar opens it (with the board's columns). */
async function openNoticeList(page: Page) {
  await page.goto(boardListUrl(1))
  await expect(page.getByRole('heading', { name: '공지사항', level: 1 })).toBeVisible()
}

for (const width of [1440, 1280]) {
  test(`at ${width} px the sidebar is open beside the page on the first sign-in, and stays as staff leave it`, async ({
    browser,
  }) => {
    // A new browser profile: no preference stored for this browser, as on a staff member's first day.
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await signInToAdmin(page)
    const nav = page.getByRole('complementary').getByRole('navigation')
    await expect(nav.getByRole('link', { name: '공지사항' })).toBeInViewport()
    const navBox = await boxOf(nav)
    expect(navBox.x).toBeGreaterThanOrEqual(0)
    // Beside the page, not over it: the dashboard starts right of the sidebar.
    const heading = await boxOf(page.getByRole('heading', { name: '관리자 홈' }))
    expect(heading.x).toBeGreaterThanOrEqual(navBox.x + navBox.width)

    // Closed by the staff member, it stays closed on the next page load; opened again, it stays open. Payload keeps
    // a closed sidebar in the page, out of sight, so where the page's heading starts tells which it is.
    const headingX = async () => (await boxOf(page.getByRole('heading', { name: '관리자 홈' }))).x
    await page.getByRole('button', { name: '메뉴 닫기' }).filter({ visible: true }).first().click()
    await expect.poll(headingX).toBeLessThan(navBox.x + navBox.width)
    await page.waitForTimeout(600)
    await page.reload()
    await expect(page.getByRole('button', { name: '메뉴 열기' }).filter({ visible: true }).first()).toBeVisible()
    await page.waitForTimeout(1000)
    expect(await headingX()).toBeLessThan(navBox.x + navBox.width)
    await page.getByRole('button', { name: '메뉴 열기' }).filter({ visible: true }).first().click()
    await expect.poll(headingX).toBeGreaterThanOrEqual(navBox.x + navBox.width)
    await page.waitForTimeout(600)
    await page.reload()
    await expect.poll(headingX).toBeGreaterThanOrEqual(navBox.x + navBox.width)
    await context.close()
  })
}

for (const width of [1440, 1024]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the notice list shows 상태 and 게시일 on screen, and the board by its name', async ({ page }) => {
      await signInToAdmin(page)
      await openNoticeList(page)
      const table = page.getByRole('table')
      for (const heading of ['제목', '상태', '게시일']) {
        // A header's name includes its sort buttons ("상태 상태 오름차순으로 정렬 …").
        const box = await boxOf(table.getByRole('columnheader', { name: new RegExp(`^${heading} `) }))
        expect(box.x + box.width, `${heading} ends inside the window`).toBeLessThanOrEqual(width)
      }
      await page.screenshot({ path: test.info().outputPath(`notice-list-${width}.png`) })
    })

    test('the list of every board names the board, not its number', async ({ page }) => {
      await signInToAdmin(page)
      const columns = ['title', 'boardSeq', '_status']
      await page.goto(`/admin/collections/posts?columns=${encodeURIComponent(JSON.stringify(columns))}&limit=50`)
      const boardCells = page.getByRole('table').locator('tbody tr td:nth-child(3)')
      await expect(boardCells.first()).toBeVisible()
      const names = await boardCells.allInnerTexts()
      expect(names.length).toBeGreaterThan(0)
      for (const name of names) expect(name.trim()).not.toMatch(/^\d+$/)
      expect(names.map((name) => name.trim())).toContain('공지사항')
    })

    test('the post form puts 분류 and 상단 고정 beside the body, not under it', async ({ page }) => {
      await signInToAdmin(page)
      await page.goto('/admin/collections/posts/create?boardSeq=1')
      const editor = page.locator('[data-lexical-editor="true"]').first()
      await expect(editor).toBeVisible()
      const body = await boxOf(editor)
      for (const field of [
        page.getByRole('combobox', { name: '분류' }),
        page.getByRole('checkbox', { name: '상단 고정 공지' }),
      ]) {
        const label = String(field)
        const box = await boxOf(field)
        // Beside the body and on the first screen, where a stacked form put them after the whole body.
        expect(box.x, `${label} sits right of the body`).toBeGreaterThanOrEqual(body.x + body.width)
        expect(box.y + box.height, `${label} is on screen without scrolling`).toBeLessThanOrEqual(900)
        expect(box.x + box.width, `${label} ends inside the window`).toBeLessThanOrEqual(width)
      }
      await page.screenshot({ path: test.info().outputPath(`post-form-${width}.png`) })
    })
  })
}

test('at 390 px a wide picture in a notice stays inside the page, on the site and in the admin form', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await signInToAdmin(page)
  const png = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#2a7d54' } })
    .png()
    .toBuffer()
  const uploaded = await page.request.post('/api/cms/media', {
    headers: originOf(page),
    multipart: {
      file: { name: 'wide-site-photo.png', mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: '넓은 현장 사진' }),
    },
  })
  expect(uploaded.status()).toBe(201)
  const mediaId = ((await uploaded.json()) as { doc: { id: number } }).doc.id
  const content = {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: null,
      children: [
        { type: 'upload', version: 3, format: '', relationTo: 'media', value: mediaId, fields: null },
        {
          type: 'paragraph',
          version: 1,
          format: '',
          indent: 0,
          direction: null,
          textFormat: 0,
          children: [
            {
              type: 'text',
              version: 1,
              text: '넓은 사진 아래의 본문입니다.',
              format: 0,
              detail: 0,
              mode: 'normal',
              style: '',
            },
          ],
        },
      ],
    },
  }
  const created = await page.request.post('/api/cms/posts', {
    headers: originOf(page),
    data: { boardSeq: 1, title: '넓은 사진이 있는 공지', content, _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const postId = ((await created.json()) as { doc: { id: number } }).doc.id

  try {
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const site = await visitor.newPage()
    await site.goto(`/media/media01/view/${postId}`)
    const picture = site.getByRole('img', { name: '넓은 현장 사진' })
    await expect(picture).toBeVisible()
    const pictureBox = await boxOf(picture)
    expect(pictureBox.x).toBeGreaterThanOrEqual(0)
    expect(pictureBox.x + pictureBox.width).toBeLessThanOrEqual(390)
    expect(await site.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await visitor.close()

    await page.goto(`/admin/collections/posts/${postId}`)
    const editorPicture = page
      .locator('[data-lexical-editor="true"] img:not([data-lexical-decorator-boundary])')
      .first()
    await expect(editorPicture).toBeVisible()
    const editorBox = await boxOf(editorPicture)
    expect(editorBox.x + editorBox.width).toBeLessThanOrEqual(390)
  } finally {
    await page.request.delete(`/api/cms/posts/${postId}`, { headers: originOf(page) })
    await page.request.delete(`/api/cms/media/${mediaId}`, { headers: originOf(page) })
    await context.close()
  }
})
