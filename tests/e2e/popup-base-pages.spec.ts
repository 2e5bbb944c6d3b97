import { expect, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'

test('staff list every popup at /popup/base/list, preview one that is switched off, and add-write opens the new-popup form', async ({
  page,
  browser,
}) => {
  await signInToAdmin(page)
  const origin = new URL(page.url()).origin
  const created = await page.request.post('/api/cms/popups?locale=ko', {
    headers: { origin },
    data: {
      title: '점검 중인 팝업',
      type: 'layer',
      device: 'pc',
      enabled: false,
      sortOrder: 99,
      hideForHours: 24,
      width: 520,
      height: 360,
      startsAt: '2026-01-01T00:00:00.000Z',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await page.goto('/popup/base/list')
    const row = page.getByRole('row', { name: /점검 중인 팝업/ })
    await expect(row.getByRole('cell').nth(1)).toHaveText('점검 중인 팝업')
    await expect(row.getByRole('cell').nth(2)).toHaveText('레이어')
    await expect(row.getByRole('cell').nth(3)).toHaveText('PC')
    await expect(row.getByRole('cell').nth(4)).toHaveText('2026. 1. 1. ~ 계속')
    await expect(row.getByRole('cell').nth(5)).toHaveText('꺼짐')

    await row.getByRole('link', { name: '점검 중인 팝업 미리보기' }).click()
    await expect(page).toHaveURL(new RegExp(`/popup/base/${doc.id}$`))
    await expect(page.getByRole('status')).toHaveText('미리보기: 꺼짐 · 2026. 1. 1. ~ 계속 · 레이어 520×360px')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('점검 중인 팝업')

    await page.goto('/popup/base/add-write')
    await expect(page).toHaveURL(/\/admin\/collections\/popups\/create$/)

    // Visitors: a popup that is not showing does not exist for them; the list and add-write ask them to sign in.
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    expect((await visitorPage.goto(`/popup/base/${doc.id}`))?.status()).toBe(404)
    await visitorPage.goto('/popup/base/list')
    await expect(visitorPage).toHaveURL(/\/admin\/login\?error=SessionRequired&callbackUrl=%2Fpopup%2Fbase%2Flist(&|$)/)
    await visitor.close()
  } finally {
    await page.request.delete(`/api/cms/popups/${doc.id}`, { headers: { origin } })
  }
})
