import { expect, test } from '@playwright/test'
import { pasteImageIntoEditor, signInToAdmin } from './admin-support'

test('an image pasted into a notice as a data: address is stored as an upload in the image library, not inline', async ({
  page,
}) => {
  await signInToAdmin(page)
  // The admin session cookie is honoured only with the request's origin (Payload's CSRF check), as in a browser.
  const origin = new URL(page.url()).origin
  await page.goto('/admin/collections/posts/create')
  await page.getByRole('textbox', { name: '제목 *' }).fill('붙여 넣은 사진이 있는 공지')
  await page.getByRole('combobox', { name: '게시판 *' }).selectOption({ label: '공지사항' })
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await editor.click()
  await page.keyboard.type('현장 사진입니다.')
  const drawer = await pasteImageIntoEditor(page, editor, '현장 점검 사진', '<p>사진</p>')
  await expect(drawer).toBeHidden()
  await expect(editor.locator('img').first()).toHaveAttribute('src', /\/api\/cms\/media\/file\//)

  await page.getByRole('button', { name: '초안 저장' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
  const id = page.url().match(/posts\/(\d+)/)?.[1]
  const saved = await page.request.get(`/api/cms/posts/${id}?draft=true&depth=0`, { headers: { origin } })
  expect(saved.status()).toBe(200)
  const post = (await saved.json()) as {
    content: { root: { children: { type: string; relationTo?: string; value?: number }[] } }
  }
  const uploads = post.content.root.children.filter((node) => node.type === 'upload')
  expect(uploads.map((node) => node.relationTo)).toEqual(['media'])
  expect(JSON.stringify(post.content)).not.toContain('data:image')
  const media = await page.request.get(`/api/cms/media/${uploads[0]?.value}`, { headers: { origin } })
  expect(await media.json()).toMatchObject({ alt: '현장 점검 사진', mimeType: 'image/png' })

  // The image library names the notice among the image's uses, though only its body shows it.
  await page.goto(`/admin/collections/media?where[id][equals]=${uploads[0]?.value}`)
  const row = page.locator('.table table tbody tr').first()
  await expect(row).toContainText('게시글: 붙여 넣은 사진이 있는 공지')

  await page.request.delete(`/api/cms/posts/${id}`, { headers: { origin } })
  await page.request.delete(`/api/cms/media/${uploads[0]?.value}`, { headers: { origin } })
})
