import { expect, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'

test('staff preview a draft notice as visitors will see it; visitors cannot open it', async ({ page, browser }) => {
  await signInToAdmin(page)
  // A cookie-authenticated write must say where it comes from (CSRF protection), as the admin's own requests do.
  const origin = new URL(page.url()).origin
  const created = await page.request.post('/api/cms/posts?draft=true', {
    headers: { origin },
    data: { boardSeq: 1, title: '발행 전 미리보기 공지', _status: 'draft', publishedAt: new Date().toISOString() },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await page.goto(`/admin/collections/posts/${doc.id}`)
    // The edit view's 미리보기 opens the post's preview address, which switches draft mode on and shows the post.
    const link = page.getByRole('link', { name: '미리보기' })
    await expect(link).toHaveAttribute('href', `/api/preview?post=${doc.id}`)
    const preview = page
    await preview.goto(`/api/preview?post=${doc.id}`)
    await expect(preview).toHaveURL(new RegExp(`/media/media01/view/${doc.id}$`))
    await expect(preview.getByRole('status').filter({ hasText: '미리보기' })).toHaveText(
      '미리보기: 저장된 초안을 보고 있습니다.',
    )
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('발행 전 미리보기 공지')

    const visitor = await browser.newContext()
    const response = await (await visitor.newPage()).goto(`/media/media01/view/${doc.id}`)
    expect(response?.status()).toBe(404)
    const forged = await visitor.request.get(`/api/preview?post=${doc.id}`, { maxRedirects: 0 })
    expect(forged.status()).toBe(401)
    await visitor.close()
  } finally {
    await page.request.delete(`/api/cms/posts/${doc.id}`, { headers: { origin } })
  }
})
