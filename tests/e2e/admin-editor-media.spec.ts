import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { signInToAdmin } from './admin-support'

const widths = [1440, 1024] as const
/** The editor's machine Korean and English words staff used to meet in the `/` menu. */
const badSlashTexts = ['주문된 목록', '기본적인', '수평 규칙', '관계', '비정렬 목록', 'Table', 'Basic']

async function openNewPost(page: Page) {
  await page.goto('/admin/collections/posts/create')
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await expect(editor).toBeVisible()
  return editor
}

for (const width of widths) {
  test(`the body editor has a fixed toolbar with Korean names and a Korean / menu (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInToAdmin(page)
    const editor = await openNewPost(page)
    const toolbar = page.locator('.fixed-toolbar').first()
    await expect(toolbar).toBeVisible()
    for (const name of ['굵게', '기울임', '링크']) {
      await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible()
    }
    // Headings and lists sit in the 제목 dropdown, tables, images and dividers in 넣기.
    await toolbar.getByRole('button', { name: '제목', exact: true }).click()
    for (const name of ['제목 1', '글머리 목록', '번호 목록', '인용']) {
      await expect(page.getByRole('button', { name, exact: true }).first()).toBeVisible()
    }
    await page.keyboard.press('Escape')
    await toolbar.getByRole('button', { name: '넣기', exact: true }).click()
    for (const name of ['표', '이미지', '구분선']) {
      await expect(page.getByRole('button', { name, exact: true }).first()).toBeVisible()
    }
    await page.screenshot({ path: `test-results/editor-toolbar-${width}.png` })
    await page.keyboard.press('Escape')

    await editor.click()
    await page.keyboard.type('/')
    const menu = page.locator('.slash-menu-popup')
    await expect(menu).toBeVisible()
    await expect(menu).toContainText('번호 목록')
    await expect(menu).toContainText('글머리 목록')
    await expect(menu).toContainText('구분선')
    await expect(menu).toContainText('다른 글 연결')
    await expect(menu).toContainText('기본')
    await expect(menu.locator('.slash-menu-popup__item-table')).toHaveText('표')
    const texts = await menu.locator('.slash-menu-popup__item-text, .slash-menu-popup__group-title').allInnerTexts()
    expect(texts.length).toBeGreaterThan(8)
    for (const text of texts) {
      expect(badSlashTexts).not.toContain(text.trim())
      // Every item reads in Korean: none is made of Latin letters only.
      expect(text, `slash menu item "${text}"`).toMatch(/[가-힣]/)
    }
    await page.screenshot({ path: `test-results/editor-slash-${width}.png` })
  })

  test(`the image picker shows a thumbnail, file name, size, date and where each image is used (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInToAdmin(page)
    const origin = new URL(page.url()).origin
    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2b6cb0' } })
      .png()
      .toBuffer()
    const stamp = `${width}-${Date.now()}`
    const upload = await page.request.post('/api/cms/media', {
      headers: { origin },
      multipart: {
        file: { name: `picker-${stamp}.png`, mimeType: 'image/png', buffer: png },
        _payload: JSON.stringify({ alt: '같은 설명의 사진' }),
      },
    })
    expect(upload.status()).toBe(201)
    const media = ((await upload.json()) as { doc: { id: number; filename: string } }).doc
    const bannerTitle = `사용처 확인 배너 ${stamp}`
    const banner = await page.request.post('/api/cms/banners', {
      headers: { origin },
      data: { title: bannerTitle, alt: '배너 설명', imagePc: media.id },
    })
    expect(banner.status()).toBe(201)
    const bannerId = ((await banner.json()) as { doc: { id: number } }).doc.id

    // The image list itself.
    // Narrowed to this image: other tests leave many images behind.
    await page.goto(`/admin/collections/media?where[id][equals]=${media.id}`)
    const table = page.locator('.table table').first()
    await expect(table).toBeVisible()
    const headers = await table.locator('thead th').allInnerTexts()
    expect(headers.join('|')).not.toMatch(/Prefix|_object Key|Object Key/i)
    for (const header of ['파일 이름', '대체 텍스트', '크기', '사용처']) {
      expect(headers.join('|')).toContain(header)
    }
    const row = table.locator('tbody tr').filter({ hasText: media.filename })
    await expect(row).toBeVisible()
    await expect(row.locator('img').first()).toHaveAttribute('src', /\/api\/cms\/media\/file\//)
    await expect(row).toContainText(/\d+ (B|KB|MB)/)
    await expect(row).toContainText(/20\d\d/)
    await expect(row).toContainText(`메인 배너: ${bannerTitle}`)
    await page.screenshot({ path: `test-results/media-list-${width}.png` })

    // The picker drawer, opened from the editor's 넣기 → 이미지.
    await openNewPost(page)
    const toolbar = page.locator('.fixed-toolbar').first()
    await toolbar.getByRole('button', { name: '넣기', exact: true }).click()
    await page.getByRole('button', { name: '이미지', exact: true }).first().click()
    const drawer = page.locator('.list-drawer').last()
    await expect(drawer).toBeVisible()
    // The drawer's table arrives after the drawer itself.
    await expect(drawer.locator('thead th').filter({ hasText: '사용처' })).toBeVisible()
    const drawerHeaders = (await drawer.locator('thead th').allInnerTexts()).join('|')
    expect(drawerHeaders).not.toMatch(/Prefix|_object Key|Object Key/i)
    expect(drawerHeaders).toContain('사용처')
    const drawerRow = drawer.locator('tbody tr').filter({ hasText: media.filename })
    await expect(drawerRow).toBeVisible()
    await expect(drawerRow.locator('img').first()).toBeVisible()
    await expect(drawerRow).toContainText(/\d+ (B|KB|MB)/)
    await expect(drawerRow).toContainText(`메인 배너: ${bannerTitle}`)
    await page.screenshot({ path: `test-results/media-picker-${width}.png` })

    await page.request.delete(`/api/cms/banners/${bannerId}`, { headers: { origin } })
    await page.request.delete(`/api/cms/media/${media.id}`, { headers: { origin } })
  })
}
