import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'

// Performance 구분 chosen from the board's own list, and scheduled posts shown as 예약 and dated when they go live.

// One width per flow: the same steps at a second width repeat the behaviour, not the layout, which
// admin-layout.spec.ts checks at every width. Flows alternate between 1440 and 1024 px across the specs.
const widths = [1024] as const

type Admin = { request: APIRequestContext; origin: string }

async function asAdmin(page: Page): Promise<Admin> {
  await signInToAdmin(page)
  return { request: page.request, origin: new URL(page.url()).origin }
}

const headers = (admin: Admin) => ({ origin: admin.origin })

async function certificationBoard(admin: Admin) {
  const res = await admin.request.get('/api/cms/boards?where[boardSettingSeq][equals]=5&depth=0', {
    headers: headers(admin),
  })
  const board = ((await res.json()) as { docs: { id: number; recordTypes: { name: string }[] }[] }).docs[0]
  if (!board) throw new Error('no board 5')
  return board
}

/** "11.29 09:00" in Korean time, as the admin shows a start. */
function koreanShort(iso: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('ko-KR', {
      timeZone: 'Asia/Seoul',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.month}.${parts.day} ${parts.hour}:${parts.minute}`
}

test.describe('performance 구분 from the board list', () => {
  for (const width of widths) {
    test(`구분 is a choice of the board's list, and a value staff add in the board settings becomes choosable (${width}px)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 })
      const admin = await asAdmin(page)
      const board = await certificationBoard(admin)
      const added = `녹색건축 본인증 ${width}`
      let postId: string | undefined
      try {
        await page.goto('/admin/collections/posts/create?boardSeq=5')
        const recordType = page.getByRole('combobox', { name: '구분', exact: true })
        // The performance fields show once the form knows its board (the first form of a fresh server is slow).
        await expect(recordType).toBeVisible({ timeout: 30_000 })
        await expect(recordType.locator('option')).toHaveText(['구분 없음', ...board.recordTypes.map((t) => t.name)])
        // No free text: the only way to give a 구분 is to pick one.
        await expect(page.getByRole('textbox', { name: '구분', exact: true })).toHaveCount(0)
        await expect(recordType.locator('option', { hasText: added })).toHaveCount(0)
        await recordType.scrollIntoViewIfNeeded()
        await page.screenshot({ path: testInfo.outputPath(`record-type-select-${width}.png`), fullPage: false })

        // Staff add a 구분 in 게시판 관리 › 게시판 설정.
        await page.goto(`/admin/collections/boards/${board.id}`)
        const rows = board.recordTypes.length
        await page.getByRole('button', { name: '구분 추가' }).click()
        const input = page.locator(`#field-recordTypes__${rows}__name`)
        await input.fill(added)
        await input.scrollIntoViewIfNeeded()
        await page.screenshot({ path: testInfo.outputPath(`board-record-types-${width}.png`), fullPage: false })
        await page.getByRole('button', { name: '저장', exact: true }).click()
        await expect(page.getByText('성공적으로 업데이트되었습니다').first()).toBeVisible()

        // …and the post form offers it at once.
        await page.goto('/admin/collections/posts/create?boardSeq=5')
        const offered = page.getByRole('combobox', { name: '구분', exact: true })
        await expect(offered.locator('option', { hasText: added })).toHaveCount(1)
        await page.waitForLoadState('networkidle')
        await offered.selectOption({ label: added })
        await page.getByRole('textbox', { name: '제목 *' }).fill(`구분 선택 실적 ${width}`)
        await page.getByRole('button', { name: '게시', exact: true }).click()
        await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
        postId = page.url().match(/posts\/(\d+)/)?.[1]
        const saved = await admin.request.get(`/api/cms/posts/${postId}?depth=0`, { headers: headers(admin) })
        expect(((await saved.json()) as { performance: { recordType: string } }).performance.recordType).toBe(added)

        // Any other value is refused by the server too, in Korean.
        const refused = await admin.request.post('/api/cms/posts', {
          headers: headers(admin),
          data: {
            boardSeq: 5,
            title: '자유 입력 구분',
            _status: 'published',
            performance: { recordType: '녹색건축 본인증' },
          },
        })
        expect(refused.status()).toBe(400)
        expect(await refused.text()).toContain('구분은 게시판에 등록된 값 중에서 고르세요')
      } finally {
        if (postId) await admin.request.delete(`/api/cms/posts/${postId}`, { headers: headers(admin) })
        await admin.request.patch(`/api/cms/boards/${board.id}`, {
          headers: headers(admin),
          data: { recordTypes: board.recordTypes.map((t) => ({ name: t.name })) },
        })
      }
    })
  }
})

test.describe('scheduled posts', () => {
  for (const width of widths) {
    test(`a notice starting tomorrow shows 예약 with its date in the list and the form, dated at its start (${width}px)`, async ({
      page,
      browser,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 })
      const admin = await asAdmin(page)
      // Tomorrow 09:00 in Korea.
      const start = new Date(Date.now() + 24 * 60 * 60 * 1000)
      start.setUTCHours(0, 0, 0, 0)
      const displayFrom = start.toISOString()
      const title = `내일 게시할 공지 ${width} ${Date.now()}`
      let postId: number | undefined
      try {
        // The 게시일 is left empty, as a new form leaves it.
        const res = await admin.request.post('/api/cms/posts', {
          headers: headers(admin),
          data: { boardSeq: 1, title, category: '공지', _status: 'published', displayFrom },
        })
        expect(res.status(), await res.text()).toBe(201)
        const doc = ((await res.json()) as { doc: { id: number; publishedAt: string } }).doc
        postId = doc.id
        expect(doc.publishedAt).toBe(displayFrom)

        const label = `예약 ${koreanShort(displayFrom)}`
        // The columns are named: another test may have left this account's list showing fewer (a preference).
        const columns = encodeURIComponent(
          JSON.stringify(['title', 'category', '_status', 'displayFrom', 'publishedAt']),
        )
        await page.goto(`/admin/collections/posts?where[boardSeq][equals]=1&columns=${columns}`)
        const row = page.locator('.template-default__wrap table tbody tr', { hasText: title })
        await expect(row).toHaveCount(1)
        await expect(row).toContainText(label)
        await expect(row).not.toContainText('게시됨')
        await page.screenshot({ path: testInfo.outputPath(`scheduled-list-${width}.png`), fullPage: false })

        await page.goto(`/admin/collections/posts/${postId}`)
        const status = page.getByRole('status', { name: '게시 상태' })
        await expect(status).toContainText(label)
        // The 게시일 a visitor will read is the start, and the two fields say which is which.
        const published = page.locator('#field-publishedAt input').first()
        const from = page.locator('#field-displayFrom input').first()
        const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(start).replaceAll('-', '.')
        await expect(from).toHaveValue(`${day} 09:00`)
        await expect(published).toHaveValue(`${day} 09:00`)
        await expect(page.getByText('방문자에게 보이는 작성일입니다.', { exact: false })).toBeVisible()
        await expect(page.getByText("그 전에는 목록에 '예약'으로 표시됩니다.", { exact: false })).toBeVisible()
        await status.scrollIntoViewIfNeeded()
        await page.screenshot({ path: testInfo.outputPath(`scheduled-form-${width}.png`), fullPage: false })

        // Visitors do not see it before its time.
        const visitor = await browser.newContext({ baseURL: admin.origin, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
        try {
          const guest = await visitor.newPage()
          await guest.goto('/media/media01')
          await expect(guest.getByRole('heading', { level: 1 })).toBeVisible()
          await expect(guest.getByText(title)).toHaveCount(0)
        } finally {
          await visitor.close()
        }
      } finally {
        if (postId) await admin.request.delete(`/api/cms/posts/${postId}`, { headers: headers(admin) })
      }
    })
  }
})
