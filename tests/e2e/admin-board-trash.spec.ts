import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { boardListUrl, boardTrashUrl } from '@/modules/admin/route-map'
import { clickThrough, signInToAdmin } from './admin-support'

// Deleting, the trash and restoring, board by board: staff stay in the board they work in, and a restored post comes
// back in the state it had (src/modules/admin/board-return.ts, src/modules/boards/trash-status.ts).

// One width per flow: the same steps at a second width repeat the behaviour, not the layout, which
// admin-layout.spec.ts checks at every width. Flows alternate between 1440 and 1024 px across the specs.
const widths = [1440] as const

type Admin = { request: APIRequestContext; origin: string }

async function asAdmin(page: Page): Promise<Admin> {
  await signInToAdmin(page)
  return { request: page.request, origin: new URL(page.url()).origin }
}

async function createPost(admin: Admin, boardSeq: number, title: string) {
  const res = await admin.request.post('/api/cms/posts', {
    headers: { origin: admin.origin },
    data: { boardSeq, title, publishedAt: new Date().toISOString(), _status: 'published' },
  })
  expect(res.status(), await res.text()).toBe(201)
  return String(((await res.json()) as { doc: { id: number } }).doc.id)
}

async function trash(admin: Admin, id: string) {
  const res = await admin.request.patch(`/api/cms/posts/${id}`, {
    headers: { origin: admin.origin },
    data: { deletedAt: new Date().toISOString() },
  })
  expect(res.status(), await res.text()).toBe(200)
}

async function stored(admin: Admin, id: string) {
  const res = await admin.request.get(`/api/cms/posts/${id}?depth=0&trash=true`, { headers: { origin: admin.origin } })
  return { status: res.status(), doc: (await res.json()) as { _status?: string; deletedAt?: string | null } }
}

async function removeAll(admin: Admin, ids: string[]) {
  for (const id of ids)
    await admin.request.delete(`/api/cms/posts/${id}?trash=true`, { headers: { origin: admin.origin } })
}

const main = (page: Page) => page.locator('.template-default__wrap')
const rows = (page: Page) => main(page).locator('table tbody tr')
const boardOneAddress =
  /\/admin\/collections\/posts\?.*(where%5BboardSeq%5D%5Bequals%5D=1|where\[boardSeq\]\[equals\]=1)(&|$)/
const boardOneTrash =
  /\/admin\/collections\/posts\/trash\?.*(where%5BboardSeq%5D%5Bequals%5D=1|where\[boardSeq\]\[equals\]=1)(&|$)/

for (const width of widths) {
  test.describe(`the trash board by board at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
    })

    test('deleting a notice from its form returns to 공지사항 with the Korean confirmation', async ({ page }, info) => {
      const admin = await asAdmin(page)
      const title = `삭제할 공지 ${width}-${Date.now()}`
      const id = await createPost(admin, 1, title)
      try {
        await page.goto(`/admin/collections/posts/${id}`)
        await expect(page.getByRole('textbox', { name: '제목 *' })).toHaveValue(title)
        await page.locator('.doc-controls__dots').click()
        await page.locator('#action-delete').click()
        const dialog = page.getByRole('dialog').filter({ hasText: '휴지통으로 옮깁니다' })
        await expect(dialog).toContainText(title)
        await dialog.locator('#confirm-action').click()

        await expect(page).toHaveURL(boardOneAddress)
        await expect(main(page).getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible()
        await expect(page.getByText(/"삭제할 공지 [^"]*"[을를] 휴지통으로 옮겼습니다/)).toBeVisible()
        await expect(rows(page).filter({ hasText: title })).toHaveCount(0)
        await page.screenshot({ path: info.outputPath(`deleted-back-on-board-${width}.png`) })
        expect((await stored(admin, id)).doc.deletedAt).toBeTruthy()
      } finally {
        await removeAll(admin, [id])
      }
    })

    test('휴지통 of 공지사항 lists only its posts; deleting one for good stays in that trash', async ({
      page,
    }, info) => {
      const admin = await asAdmin(page)
      const stamp = `${width}-${Date.now()}`
      const notice = await createPost(admin, 1, `휴지통의 공지 ${stamp}`)
      const gone = await createPost(admin, 1, `영구 삭제할 공지 ${stamp}`)
      const recruit = await createPost(admin, 8, `휴지통의 채용 공고 ${stamp}`)
      for (const id of [notice, gone, recruit]) await trash(admin, id)
      try {
        await page.goto(boardListUrl(1))
        await expect(main(page).getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible()
        await clickThrough(page, main(page).getByRole('button', { name: '휴지통', exact: true }), boardOneTrash)
        await expect(main(page).getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible()
        await expect(rows(page).filter({ hasText: `휴지통의 공지 ${stamp}` })).toHaveCount(1)
        await expect(rows(page).filter({ hasText: `휴지통의 채용 공고 ${stamp}` })).toHaveCount(0)
        await page.screenshot({ path: info.outputPath(`board-trash-${width}.png`) })
        // The board's crumb leads back to the board's own list.
        const crumbs = page.locator('.step-nav')
        await expect(crumbs).toContainText('휴지통')
        await clickThrough(page, crumbs.getByRole('link', { name: '공지사항', exact: true }), boardOneAddress)

        // A post deleted for good from its page in the trash returns to 공지사항's trash.
        await page.goto(boardTrashUrl(1) as string)
        await clickThrough(
          page,
          rows(page)
            .filter({ hasText: `영구 삭제할 공지 ${stamp}` })
            .getByRole('link')
            .first(),
          new RegExp(`/admin/collections/posts/trash/${gone}`),
        )
        await page.locator('#action-permanently-delete').click()
        await page.getByRole('dialog').locator('#confirm-action').click()
        await expect(page).toHaveURL(boardOneTrash)
        await expect(rows(page).filter({ hasText: `휴지통의 공지 ${stamp}` })).toHaveCount(1)
        expect((await stored(admin, gone)).status).toBe(404)
      } finally {
        await removeAll(admin, [notice, gone, recruit])
      }
    })

    test('복원 brings a published notice back published, on the public board', async ({ page, browser }, info) => {
      const admin = await asAdmin(page)
      const title = `복원할 공지 ${width}-${Date.now()}`
      const id = await createPost(admin, 1, title)
      await trash(admin, id)
      try {
        await page.goto(boardTrashUrl(1) as string)
        await clickThrough(
          page,
          rows(page).filter({ hasText: title }).getByRole('link').first(),
          new RegExp(`/admin/collections/posts/trash/${id}`),
        )
        await page.locator('#action-restore').click()
        const dialog = page.getByRole('dialog').filter({ hasText: '복원합니다' })
        await expect(dialog.getByRole('heading', { name: '휴지통에서 복원' })).toBeVisible()
        await expect(dialog).toContainText('휴지통으로 옮기기 전 상태(게시 또는 초안) 그대로 복원합니다')
        // No "restore as draft / published" choice: the post keeps the state it had.
        await expect(dialog.getByText('게시된 버전으로 복원')).toBeHidden()
        await page.screenshot({ path: info.outputPath(`restore-dialog-${width}.png`) })
        await dialog.locator('#confirm-action').click()

        await expect(page).toHaveURL(boardOneTrash)
        await expect(page.getByText(/"복원할 공지 [^"]*"[을를] 복원했습니다/)).toBeVisible()
        await expect(rows(page).filter({ hasText: title })).toHaveCount(0)
        const { doc } = await stored(admin, id)
        expect(doc._status).toBe('published')
        expect(doc.deletedAt ?? null).toBeNull()

        await page.goto(boardListUrl(1))
        await expect(rows(page).filter({ hasText: title })).toContainText('게시')
        const visitor = await browser.newContext({ baseURL: admin.origin, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
        try {
          const guest = await visitor.newPage()
          await expect
            .poll(async () => {
              await guest.goto('/media/media01')
              return guest.getByText(title).count()
            })
            .toBe(1)
        } finally {
          await visitor.close()
        }
      } finally {
        await removeAll(admin, [id])
      }
    })
  })
}
