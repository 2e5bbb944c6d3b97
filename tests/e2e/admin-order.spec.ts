import { expect, test } from '@playwright/test'

// The slider stays on its first slide while it is read: no autoplay under reduced motion.
test.use({ reducedMotion: 'reduce' })

test('staff move the second banner to the top with the keyboard, and the home slider opens on it', async ({ page }) => {
  await page.goto('/admin/login')
  await page.locator('input[name="username"]').fill('admin')
  await page.locator('input[name="password"]').fill('Admin2026!test')
  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/admin(?!\/login)/)

  // The order as it was, put back at the end so the other browser tests see the seed's slider.
  const origin = new URL(page.url()).origin
  // Banners are staff-only through the CMS API: the read carries the page's origin, as the admin's own requests do.
  const before = await page.request.get('/api/cms/banners?sort=sortOrder&limit=500&depth=0', { headers: { origin } })
  expect(before.ok()).toBe(true)
  const originalIds = ((await before.json()) as { docs: { id: number }[] }).docs.map((d) => d.id)
  expect(originalIds.length).toBeGreaterThanOrEqual(2)

  try {
    await page.goto('/admin/collections/banners')
    const opener = page.getByRole('button', { name: '순서 변경' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: '메인 배너 순서 변경' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')

    // Escape closes the dialog and gives the keyboard back to the button that opened it.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    await opener.press('Enter')
    await expect(dialog).toBeVisible()

    const rows = dialog.getByRole('listitem')
    await expect(rows).toHaveCount(originalIds.length)
    const firstTitle = (await rows.nth(0).locator('strong').textContent()) as string
    const secondTitle = (await rows.nth(1).locator('strong').textContent()) as string
    expect(secondTitle).not.toBe(firstTitle)

    const up = dialog.getByRole('button', { name: `${secondTitle} 위로`, exact: true })
    await up.focus()
    await page.keyboard.press('Enter')
    await expect(rows.nth(0).locator('strong')).toHaveText(secondTitle)
    await expect(rows.nth(1).locator('strong')).toHaveText(firstTitle)
    // The keyboard stays with the moved banner: at the top its "아래로" button takes the focus.
    await expect(dialog.getByRole('button', { name: `${secondTitle} 아래로`, exact: true })).toBeFocused()

    await dialog.getByRole('button', { name: '저장' }).click()
    await expect(dialog.getByRole('status')).toHaveText('순서를 저장했습니다.')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    // The list behind the dialog now starts with the moved banner.
    await expect(page.locator('table tbody tr').first()).toContainText(secondTitle)

    // The home slider follows at once: its first slide is the moved banner.
    await page.goto('/index')
    const firstSlide = page.getByRole('group', { name: /개 중 1번째 슬라이드$/ })
    await expect(firstSlide.getByRole('heading', { level: 2 })).toHaveText(secondTitle)
    await expect(page.locator('.swiper-slide-active h2')).toHaveText(secondTitle)
  } finally {
    const restored = await page.request.put('/api/v1/banners/order', {
      headers: { origin, 'content-type': 'application/json' },
      data: { ids: originalIds },
    })
    expect(restored.ok()).toBe(true)
  }
})
