import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { pasteImageIntoEditor, signInToAdmin, typeInBodyEditor } from './admin-support'

// Each test walks a whole staff task through the admin and then the site: more steps than the default minute allows
// on a busy two-core machine.
test.setTimeout(150_000)

// What a staff member does in the admin, checked where visitors see it. Banner order and newsletter sending have
// their own files (admin-order.spec.ts, newsletter-send.spec.ts).

/** A small valid PDF: attachments are accepted by their content, not their name. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
)

const originOf = (page: Page) => new URL(page.url()).origin

/** The rows of a public board list, pinned notices first. */
const boardRows = (page: Page) => page.locator('table tbody tr')

/** A visitor's browser: no staff session, cookies of its own. */
async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  return context.newPage()
}

/** Picks a day in the date field's calendar: today, or the day after. */
async function pickDay(page: Page, field: Locator, which: 'today' | 'tomorrow') {
  await field.click()
  const today = page.locator('.react-datepicker__day--today').first()
  await expect(today).toBeVisible()
  if (which === 'today') {
    await today.click()
  } else {
    // The next day cell of the calendar; on the last day shown, the first day of the next month.
    const clicked = await today.evaluate((cell) => {
      const days = [...document.querySelectorAll<HTMLElement>('.react-datepicker__day')]
      const next = days[days.indexOf(cell as HTMLElement) + 1]
      next?.click()
      return Boolean(next)
    })
    if (!clicked) {
      await page.locator('.react-datepicker__navigation--next').click()
      await page.locator('.react-datepicker__day:not(.react-datepicker__day--outside-month)').first().click()
    }
  }
  // Picking a day leaves the time list open over the fields below: a click beside the calendar closes it.
  await page.locator('#field-title').click()
  await expect(page.locator('.react-datepicker-popper')).toHaveCount(0)
}

test('staff write a pinned notice with a picture and a PDF, and visitors find it first on 공지사항', async ({
  page,
}) => {
  const title = `현장 점검 일정 안내 ${Date.now()}`
  const fileName = `점검일정-${Date.now()}.pdf`
  await signInToAdmin(page)
  const origin = originOf(page)
  let postId: string | undefined
  try {
    // 새로 생성 on the notice list opens a notice: the board is preset, nobody types its number.
    await page.goto('/admin/content/notice')
    await expect(page).toHaveURL(/\/admin\/collections\/posts\?.*boardSeq/)
    const newNotice = page
      .locator('.template-default__wrap')
      .locator('a[href*="/admin/collections/posts/create?boardSeq=1"]')
      .first()
    // The list rewrites its own address once loaded (`columns=`), which can cancel a click made just before it.
    await expect(async () => {
      if (!/\/posts\/create/.test(page.url())) await newNotice.click({ timeout: 2000 })
      await expect(page).toHaveURL(/\/admin\/collections\/posts\/create/, { timeout: 3000 })
    }).toPass({ timeout: 20_000 })
    const board = page.getByRole('combobox', { name: '게시판 *' })
    await expect(board).toHaveValue('1')
    await expect(board.locator('option:checked')).toHaveText('공지사항')

    await page.getByRole('textbox', { name: '제목 *' }).fill(title)
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await editor.click()
    await page.keyboard.type('다음 주 현장 점검 일정을 알려 드립니다.')
    // A picture pasted into the text goes to the image library through the upload drawer.
    const imageDrawer = await pasteImageIntoEditor(page, editor, '점검 현장 배치도')
    await expect(imageDrawer).toBeHidden()
    await expect(editor.locator('img').first()).toHaveAttribute('src', /\/api\/cms\/media\/file\//)

    // The PDF goes to 첨부파일 through the field's own upload.
    const attachments = page.locator('#field-attachments')
    await attachments.getByRole('button', { name: '새로 생성' }).click()
    const fileDrawer = page.getByRole('dialog').last()
    await fileDrawer
      .locator('input[type="file"]')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf })
    await fileDrawer.getByRole('button', { name: '저장', exact: true }).click()
    // Listed under the name it was uploaded with, not the random name it is stored under.
    await expect(attachments).toContainText(fileName)

    await page.getByRole('checkbox', { name: '상단 고정 공지' }).check()
    await page.getByRole('button', { name: '게시', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
    postId = page.url().match(/posts\/(\d+)/)?.[1]
    const saved = await page.request.get(`/api/cms/posts/${postId}?depth=0`, { headers: { origin } })
    expect(await saved.json()).toMatchObject({ boardSeq: 1, isNotice: true, _status: 'published', title })

    // Visitors: the new pinned notice heads the list, above the older pinned ones and every other post.
    await expect
      .poll(async () => {
        await page.goto('/media/media01')
        return boardRows(page).first().getByRole('link').textContent()
      })
      .toContain(title)
    const first = boardRows(page).first()
    await expect(first).toContainText('공지')
    await expect(first.getByLabel('첨부파일 있음')).toBeVisible()

    await first.getByRole('link', { name: title }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
    await expect(page.getByRole('img', { name: '점검 현장 배치도' })).toBeVisible()
    const download = page.getByRole('link', { name: new RegExp(fileName.replace('.', '\\.')) })
    await expect(download).toHaveAttribute('href', /^\/api\/files\/\d+\/download$/)
    const file = await page.request.get((await download.getAttribute('href')) as string)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toContain('application/pdf')
    expect(decodeURIComponent(file.headers()['content-disposition'] ?? '')).toContain(fileName)
  } finally {
    if (postId) await page.request.delete(`/api/cms/posts/${postId}`, { headers: { origin } })
  }
})

test('staff put up a layer popup for today; a visitor hides it for the day', async ({ page, browser, baseURL }) => {
  const title = `설 연휴 휴무 안내 ${Date.now()}`
  await signInToAdmin(page)
  const origin = originOf(page)
  let popupId: string | undefined
  try {
    await page.goto('/admin/content/popup')
    await expect(page).toHaveURL(/\/admin\/collections\/popups/)
    await page.getByRole('link', { name: '새로운 팝업 생성' }).first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/popups\/create/)
    await page.getByRole('textbox', { name: '제목 *' }).fill(title)
    await expect(page.locator('#field-type')).toContainText('레이어 팝업')
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await editor.click()
    await page.keyboard.type('연휴 기간에는 상담 전화를 받지 않습니다.')
    await pickDay(page, page.locator('#field-startsAt input'), 'today')
    await pickDay(page, page.locator('#field-endsAt input'), 'tomorrow')
    await page.getByRole('button', { name: '게시', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/popups\/\d+/)
    popupId = page.url().match(/popups\/(\d+)/)?.[1]
    const saved = (await (await page.request.get(`/api/cms/popups/${popupId}`, { headers: { origin } })).json()) as {
      startsAt: string
      endsAt: string
    }
    expect(Date.parse(saved.startsAt)).toBeLessThanOrEqual(Date.now())
    expect(Date.parse(saved.endsAt)).toBeGreaterThan(Date.now())

    // A visitor, in a browser of their own.
    const visitor = await visitorPage(browser, baseURL)
    const popup = visitor.getByRole('dialog', { name: title })
    // The popup opens once the page's scripts have run, so each look gives it a moment after the page loads.
    await expect
      .poll(
        async () => {
          await visitor.goto('/index')
          return popup.waitFor({ state: 'visible', timeout: 3000 }).then(
            () => true,
            () => false,
          )
        },
        { timeout: 20_000 },
      )
      .toBe(true)
    await expect(popup).toContainText('연휴 기간에는 상담 전화를 받지 않습니다.')
    await popup.getByRole('button', { name: '오늘 하루 보지 않기' }).click()
    await expect(popup).toBeHidden()
    // Back on the home page the same day: the page is there, the popup is not.
    await visitor.reload()
    await expect(visitor.getByRole('link', { name: '공지사항' }).first()).toBeVisible()
    await expect(popup).toHaveCount(0)
    // Another visitor still gets it: hiding was this visitor's choice only.
    const other = await visitorPage(browser, baseURL)
    await other.goto('/index')
    await expect(other.getByRole('dialog', { name: title })).toBeVisible()
    await visitor.context().close()
    await other.context().close()
  } finally {
    if (popupId) await page.request.delete(`/api/cms/popups/${popupId}`, { headers: { origin } })
  }
})

test('staff answer a visitor question in the Q&A inbox and the public list shows 답변완료', async ({ page }) => {
  const title = `태양광 인증 절차 문의 ${Date.now()}`
  const answer = '인증 신청서와 설계도서를 제출하시면 2주 안에 현장 심사를 진행합니다.'
  await page.goto('/media/media02/qna-write')
  await page.locator('#category').selectOption({ index: 1 })
  await page.locator('#title').fill(title)
  await page.locator('#content').fill('태양광 설비 인증을 받으려면 어떤 서류가 필요한가요?')
  await page.locator('#name').fill('박문의')
  await page.locator('#email').fill('asker@example.com')
  await page.locator('#password').fill('Asker2026!')
  await page.locator('#isSecret').uncheck()
  await page.locator('#consent').check()
  await page.getByRole('button', { name: '등록', exact: true }).click()
  await expect(page).toHaveURL(/\/media\/media02\?written=1$/)
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('답변대기')

  await signInToAdmin(page)
  await page.goto('/admin/content/qna')
  // The list writes its page size into the address once it has loaded; a click before that is overtaken by it.
  await expect(page).toHaveURL(/\/admin\/collections\/qna\?.*limit=/)
  await page.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/qna\/\d+/)
  // The answer is written in the editor, saved as a draft, then registered (답변 등록) after reading the mail.
  await typeInBodyEditor(page, answer)
  const saved = page.waitForResponse(
    (r) => /\/api\/cms\/qna\/\d+/.test(r.url()) && ['PATCH', 'POST'].includes(r.request().method()),
  )
  await page.getByRole('button', { name: '저장', exact: true }).click()
  expect((await saved).status()).toBe(200)
  await page.getByRole('button', { name: '답변 등록', exact: true }).click()
  const preview = page.getByRole('dialog', { name: /답변 등록/ })
  await expect(preview).toContainText('asker@example.com')
  await preview.getByRole('button', { name: '등록하고 메일 보내기' }).click()
  await expect(page.getByText('등록된 답변입니다.', { exact: false })).toBeVisible()

  await page.context().clearCookies()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect
    .poll(async () => {
      await page.goto('/media/media02')
      return row.textContent()
    })
    .toContain('답변완료')
  await row.getByRole('link', { name: title }).click()
  await expect(page.getByText(answer)).toBeVisible()
})

test('staff publish, unpublish and delete several notices at once, each after confirming', async ({ page }) => {
  const tag = `일괄처리${Date.now()}`
  const titles = [1, 2, 3].map((n) => `${tag} 공지 ${n}`)
  await signInToAdmin(page)
  const origin = originOf(page)
  for (const title of titles) {
    const created = await page.request.post('/api/cms/posts', {
      headers: { origin },
      data: { boardSeq: 1, title, publishedAt: new Date().toISOString(), _status: 'draft' },
    })
    expect(created.status()).toBe(201)
  }
  const publicTitles = async () => {
    const visitor = await page.context().browser()?.newPage()
    if (!visitor) throw new Error('no browser')
    try {
      await visitor.goto(`/media/media01?field=title&q=${encodeURIComponent(tag)}`)
      return (await visitor.locator('table tbody tr a').allTextContents()).map((t) => t.trim()).sort()
    } finally {
      await visitor.close()
    }
  }
  /** Opens the admin list and ticks the three test notices. */
  const selectThem = async () => {
    await page.goto(`/admin/content/notice?searchText=${encodeURIComponent(tag)}`)
    await expect(page.locator('table tbody tr')).toHaveCount(titles.length)
    for (const title of titles) {
      // Payload renders the row boxes disabled until the list's selection is ready.
      const box = page.locator('table tbody tr').filter({ hasText: title }).getByRole('checkbox')
      await expect(box).toBeEnabled()
      await box.check()
    }
  }
  /** A bulk action on the ticked rows, answered in its confirmation dialog. */
  const bulk = async (action: '게시' | '게시 해제' | '삭제', answer: '확인' | '취소' = '확인') => {
    await page.getByRole('button', { name: action, exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: answer }).click()
  }

  // Publish: the three drafts reach the public list.
  await selectThem()
  await bulk('게시')
  await expect.poll(publicTitles).toEqual([...titles].sort())

  // Unpublish: they leave it.
  await selectThem()
  await bulk('게시 해제')
  await expect.poll(publicTitles).toEqual([])

  // Publish again, then delete: cancelling keeps them, confirming removes them from the admin and the site.
  await selectThem()
  await bulk('게시')
  await expect.poll(publicTitles).toEqual([...titles].sort())
  await selectThem()
  await bulk('삭제', '취소')
  await expect(page.locator('table tbody tr')).toHaveCount(titles.length)
  await bulk('삭제')
  await expect(page.locator('table tbody tr').filter({ hasText: tag })).toHaveCount(0)
  const left = await page.request.get(`/api/cms/posts?draft=true&where[title][contains]=${encodeURIComponent(tag)}`, {
    headers: { origin },
  })
  expect(((await left.json()) as { totalDocs: number }).totalDocs).toBe(0)
  await expect.poll(publicTitles).toEqual([])
})
