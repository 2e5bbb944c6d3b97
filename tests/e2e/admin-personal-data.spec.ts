import { expect, test } from '@playwright/test'
import { signInToAdmin, typeInBodyEditor } from './admin-support'

/**
 * 개인정보 확인 (decision 0045): staff publishing a notice with a mobile number in its body are stopped with the
 * number named, digits hidden, under the 개인정보 확인 box; ticking it publishes the notice.
 */
test.use({ viewport: { width: 1280, height: 900 } })
// Two saves and a reload of Payload's edit view: as long as the other admin flows on a loaded machine.
test.slow()

test('a notice with a mobile number is published only after 개인정보 확인', async ({ page }) => {
  await signInToAdmin(page)
  const origin = new URL(page.url()).origin
  const title = `연락처 안내 ${Date.now()}`
  let postId: string | undefined
  try {
    await page.goto('/admin/collections/posts/create?boardSeq=1')
    await page.getByRole('textbox', { name: '제목 *' }).fill(title)
    await typeInBodyEditor(page, '신청 문의는 담당자 010-1234-5678로 해 주세요.')
    await page.getByRole('button', { name: '게시', exact: true }).click()

    // Stopped: the box says what matched, with the middle digits hidden, and nothing was stored.
    const box = page.locator('.field-type.checkbox').filter({ hasText: '개인정보 확인' })
    await expect(box).toContainText('휴대전화번호 010-****-5678(본문)')
    await expect(box).not.toContainText('1234')
    // Shown whole, not cut to one line: the message is several lines high inside the sidebar.
    const message = box.locator('.field-error')
    const size = await message.boundingBox()
    expect(size?.height ?? 0).toBeGreaterThan(40)
    expect(size?.width ?? 0).toBeLessThanOrEqual((await box.boundingBox())?.width ?? 0)
    await expect(page).toHaveURL(/\/admin\/collections\/posts\/create/)
    // Still there after the form asks the server for its state again, as it does after any change: the refusal
    // comes from a save hook, which that state knows nothing of.
    const stateRefreshed = page.waitForResponse(
      (r) => r.request().method() === 'POST' && Boolean(r.request().headers()['next-action']),
    )
    await page.getByRole('textbox', { name: '제목 *' }).press('End')
    await page.keyboard.type(' (수정)')
    await stateRefreshed
    await expect(box).toContainText('휴대전화번호 010-****-5678(본문)')
    await page.screenshot({ path: 'test-results/personal-data-stopped-1280.png', fullPage: true })

    await box.getByRole('checkbox').check()
    await page.getByRole('button', { name: '게시', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
    postId = page.url().match(/posts\/(\d+)/)?.[1]
    const saved = await page.request.get(`/api/cms/posts/${postId}?depth=0`, { headers: { origin } })
    expect(await saved.json()).toMatchObject({
      title: `${title} (수정)`,
      _status: 'published',
      personalDataConfirm: false,
    })
  } finally {
    if (postId) await page.request.delete(`/api/cms/posts/${postId}`, { headers: { origin } })
  }
})
