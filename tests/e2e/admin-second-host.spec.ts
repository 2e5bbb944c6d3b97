import { type Browser, expect, type Page, test } from '@playwright/test'
import { pasteImageIntoEditor } from './admin-support'
import { brokenImages } from './site-support'

/**
 * Staff reach the admin by the name in SITE_URL and by any other name the server answers to (an internal IP, a
 * second domain). Under each, at 1440 and 1024 px: the banner order saves, an image added to a notice's body shows
 * in the editor, and nothing the admin loads goes to the other name (the CSP refuses it there, so a preview breaks).
 * The browser tests' SITE_URL is 127.0.0.1, so `localhost` is the other name, and the reverse when BASE_URL says
 * localhost.
 */

function otherHost(baseURL: string): string {
  const url = new URL(baseURL)
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
  return url.origin
}

/** Requests to any origin but the page's own, and the CSP's refusals, while the admin is used. */
function watchAdmin(page: Page, origin: string) {
  const elsewhere: string[] = []
  const refused: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  return { elsewhere, refused }
}

async function openAdmin(browser: Browser, origin: string, width: number) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  const watch = watchAdmin(page, origin)
  await page.goto('/admin/login')
  await page.locator('input[name="username"]').fill('admin')
  await page.locator('input[name="password"]').fill('Admin2026!test')
  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/admin(?!\/login)/)
  return { context, page, watch }
}

/** Loaded images inside the body editor, and those that did not load. */
async function editorImages(page: Page) {
  const editor = page.locator('[data-lexical-editor="true"]').first()
  // Lexical puts an empty <img> beside each decorator node as a caret boundary; the picture is the other one.
  const picture = 'img:not([data-lexical-decorator-boundary])'
  // A reopened form hydrates before the editor asks for its pictures: on a machine busy with other test lanes that
  // took 13 s, past the default 10.
  await expect(editor.locator(picture).first()).toBeVisible({ timeout: 30_000 })
  return editor.evaluate(async (element, selector) => {
    const images = [...element.querySelectorAll<HTMLImageElement>(selector)]
    const results = await Promise.all(
      images.map(async (image) => {
        try {
          await image.decode()
        } catch {}
        return { src: image.getAttribute('src') ?? '', loaded: image.naturalWidth > 0 }
      }),
    )
    return results
  }, picture)
}

// One width per name: a second width would repeat the behaviour, not the layout (admin-layout.spec.ts).
const names = [
  { which: 'the SITE_URL name', origin: (baseURL: string) => new URL(baseURL).origin, widths: [1440] },
  { which: 'another host name', origin: otherHost, widths: [1024] },
]

for (const { which, origin: originFor, widths } of names) {
  for (const width of widths) {
    test(`under ${which} at ${width} px, staff reorder banners and see the image they add to a notice`, async ({
      browser,
      baseURL,
    }) => {
      const origin = originFor(baseURL as string)
      const { context, page, watch } = await openAdmin(browser, origin, width)
      const api = { origin }
      const before = await page.request.get('/api/cms/banners?sort=sortOrder&limit=500&depth=0', { headers: api })
      expect(before.status()).toBe(200)
      const originalIds = ((await before.json()) as { docs: { id: number }[] }).docs.map((d) => d.id)
      expect(originalIds.length).toBeGreaterThanOrEqual(2)
      let postId: string | undefined
      let mediaId: number | undefined
      try {
        // The banner order: the dialog's save goes to /api/v1/banners/order with this page's Origin.
        await page.goto('/admin/collections/banners')
        await page.getByRole('button', { name: '순서 변경' }).click()
        const dialog = page.getByRole('dialog', { name: '메인 배너 순서 변경' })
        const rows = dialog.getByRole('listitem')
        await expect(rows).toHaveCount(originalIds.length)
        const secondTitle = (await rows.nth(1).locator('strong').textContent()) as string
        await dialog.getByRole('button', { name: `${secondTitle} 위로`, exact: true }).click()
        await dialog.getByRole('button', { name: '저장' }).click()
        await expect(dialog.getByRole('status')).toHaveText('순서를 저장했습니다.')
        await page.keyboard.press('Escape')
        await expect(page.locator('table tbody tr').first()).toContainText(secondTitle)

        // An image added to a notice's body: uploaded through the editor's drawer, then shown in the editor.
        await page.goto('/admin/collections/posts/create')
        await page.getByRole('textbox', { name: '제목 *' }).fill(`두 이름으로 여는 관리자 ${width}`)
        await page.getByRole('combobox', { name: '게시판 *' }).selectOption({ label: '공지사항' })
        const editor = page.locator('[data-lexical-editor="true"]').first()
        await editor.click()
        await page.keyboard.type('현장 사진입니다.')
        const drawer = await pasteImageIntoEditor(page, editor, `두 이름 점검 사진 ${width}`, '<p>사진</p>')
        await expect(drawer).toBeHidden()
        const added = await editorImages(page)
        expect(
          added.map((image) => image.loaded),
          JSON.stringify(added),
        ).toEqual([true])
        expect(added[0]?.src).toMatch(/^\/api\/cms\/media\/file\//)

        await page.getByRole('button', { name: '초안 저장' }).click()
        await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
        postId = page.url().match(/posts\/(\d+)/)?.[1]
        const saved = await page.request.get(`/api/cms/posts/${postId}?draft=true&depth=0`, { headers: api })
        const post = (await saved.json()) as { content: { root: { children: { type: string; value?: number }[] } } }
        mediaId = post.content.root.children.find((node) => node.type === 'upload')?.value
        expect(mediaId).toBeGreaterThan(0)

        // Opened again, the saved draft previews its image from this host name.
        await page.reload()
        const reopened = await editorImages(page)
        expect(
          reopened.map((image) => image.loaded),
          JSON.stringify(reopened),
        ).toEqual([true])

        // The image library's thumbnails load too.
        await page.goto('/admin/collections/media')
        await expect(page.locator('table tbody tr').first()).toBeVisible()
        expect(await brokenImages(page)).toEqual([])

        expect(watch.elsewhere, 'requests to another host name').toEqual([])
        expect(watch.refused, 'refused by the CSP').toEqual([])
      } finally {
        const restored = await page.request.put('/api/v1/banners/order', {
          headers: { ...api, 'content-type': 'application/json' },
          data: { ids: originalIds },
        })
        expect(restored.status()).toBe(200)
        if (postId) await page.request.delete(`/api/cms/posts/${postId}`, { headers: api })
        if (mediaId) await page.request.delete(`/api/cms/media/${mediaId}`, { headers: api })
        await context.close()
      }
    })
  }
}
