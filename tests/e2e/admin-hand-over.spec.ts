import { expect, type Page, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'

/**
 * 인사이동 (decision 0048): on a leaving member's account screen, the admin sees what they look after, chooses the
 * successor, confirms, and the pages and board move in one step.
 */
test.use({ viewport: { width: 1280, height: 900 } })
// Several API calls around a Payload edit view and a reload: as long as the other admin flows on a loaded machine.
test.slow()

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin })

test('the admin hands a leaving member’s pages and board to the successor from the account screen', async ({
  page,
}) => {
  await signInToAdmin(page)
  const staff = originOf(page)
  const stamp = Date.now() % 100000
  const account = async (username: string, userName: string) => {
    const response = await page.request.post('/api/cms/users', {
      headers: staff,
      data: { username, userName, password: 'HandOver2026!ok' },
    })
    expect(response.status(), await response.text()).toBe(201)
    return ((await response.json()) as { doc: { id: number } }).doc.id
  }
  const leaving = await account(`leave${stamp}`, '최이동')
  const successor = await account(`next${stamp}`, '정후임')
  const reviews = (await (
    await page.request.get('/api/cms/page-reviews?limit=2&depth=0&sort=id', { headers: staff })
  ).json()) as { docs: { id: number; owner: number | null }[] }
  const boards = (await (
    await page.request.get('/api/cms/boards?limit=1&depth=0&sort=id', { headers: staff })
  ).json()) as {
    docs: { id: number; owner: number | null }[]
  }
  const setOwner = (path: string, owner: number | null) =>
    page.request.patch(path, { headers: staff, data: { owner } }).then((r) => expect(r.status()).toBe(200))
  for (const row of reviews.docs) await setOwner(`/api/cms/page-reviews/${row.id}`, leaving)
  await setOwner(`/api/cms/boards/${boards.docs[0]?.id}`, leaving)

  try {
    await page.goto(`/admin/collections/users/${leaving}`)
    const section = page.getByRole('region', { name: '담당 업무 넘기기' })
    await expect(section).toContainText('지금 맡은 것: 페이지 2개, 게시판 1개, 승인 대기 요청 0건.')
    await section.getByLabel('넘겨받을 계정').selectOption({ label: `정후임 (next${stamp})` })
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('페이지 2개, 게시판 1개, 승인 대기 요청 0건')
      void dialog.accept()
    })
    await section.getByRole('button', { name: '넘기기' }).click()
    await expect(section.getByRole('status')).toHaveText('넘겼습니다: 페이지 2개, 게시판 1개, 승인 요청 0건.')
    await expect(section).toContainText('지금 맡은 것: 페이지 0개, 게시판 0개, 승인 대기 요청 0건.')
    await page.screenshot({ path: 'test-results/hand-over-done-1280.png', fullPage: true })

    for (const row of reviews.docs) {
      const moved = (await (
        await page.request.get(`/api/cms/page-reviews/${row.id}?depth=0`, { headers: staff })
      ).json()) as {
        owner: number
      }
      expect(moved.owner).toBe(successor)
    }
  } finally {
    for (const row of reviews.docs) await setOwner(`/api/cms/page-reviews/${row.id}`, row.owner)
    await setOwner(`/api/cms/boards/${boards.docs[0]?.id}`, boards.docs[0]?.owner ?? null)
    for (const id of [leaving, successor]) await page.request.delete(`/api/cms/users/${id}`, { headers: staff })
  }
})
