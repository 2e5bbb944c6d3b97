import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { startSmtpSink } from '../support/smtp-sink'
import { settleBodyEditor, signInToAdmin } from './admin-support'

let sink: Awaited<ReturnType<typeof startSmtpSink>>

test.beforeAll(async () => {
  sink = await startSmtpSink()
})

test.afterAll(async () => {
  await sink?.close()
})

/** A public question written the way the site's form sends it (captcha solved like the widget does). */
async function writeQuestion(request: APIRequestContext, email: string, title: string) {
  const challenge = await (await request.get('/api/captcha/challenge')).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  const categories = (await (await request.get('/api/v1/qna-categories')).json()) as { categories: { id: string }[] }
  const response = await request.post('/api/v1/qna', {
    data: {
      category: categories.categories[0]?.id,
      title,
      content: '외벽 단열재 두께 기준이 지역별로 어떻게 다른지 알고 싶습니다.',
      name: '김현장',
      email,
      password: 'Field2026!',
      isSecret: false,
      consent: true,
      altcha,
    },
  })
  expect(response.status()).toBe(201)
  return String(((await response.json()) as { id: string | number }).id)
}

/** A PDF attachment uploaded by the signed-in admin, as the upload field's drawer does. */
async function uploadAttachment(page: Page) {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
  const response = await page.request.post('/api/cms/attachments', {
    headers: { origin: new URL(page.url()).origin },
    multipart: { file: { name: '단열 기준표.pdf', mimeType: 'application/pdf', buffer: pdf } },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** Saves the admin form and waits for the server to accept it. */
async function save(page: Page, id: string) {
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/api/cms/qna/${id}`) && ['PATCH', 'POST'].includes(r.request().method()),
  )
  await page.getByRole('button', { name: '저장', exact: true }).click()
  expect((await saved).status()).toBe(200)
}

// One width per flow: the same steps at a second width repeat the behaviour, not the layout, which
// admin-layout.spec.ts checks at every width. Flows alternate between 1440 and 1024 px across the specs.
for (const width of [1440]) {
  test(`at ${width}px: the question is read-only, a saved answer stays a draft, 답변 등록 previews and mails once`, async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 1000 })
    const stamp = `${width}-${Date.now()}`
    const email = `asker-${stamp}@example.com`
    const title = `단열재 기준 문의 ${stamp}`
    const id = await writeQuestion(page.request, email, title)
    await signInToAdmin(page)
    const fileId = await uploadAttachment(page)
    // The file is attached through the CMS API; the form below then shows it in the answer's 첨부파일 field.
    const attached = await page.request.patch(`/api/cms/qna/${id}`, {
      headers: { origin: new URL(page.url()).origin },
      data: { answer: { attachments: [fileId] } },
    })
    expect(attached.status()).toBe(200)

    await page.goto(`/admin/collections/qna/${id}`)
    // The visitor's words: shown, not editable.
    for (const name of ['title', 'content', 'name', 'email', 'phone']) {
      await expect(page.locator(`[name="${name}"]`)).toBeDisabled()
    }
    await expect(page.locator('[name="title"]')).toHaveValue(title)
    await expect(page.getByText('단열 기준표.pdf').first()).toBeVisible()

    // A draft answer: rich text (bold), saved, still 답변대기, no mail, not on the public page.
    const editor = page.locator('.field-type.rich-text-lexical [contenteditable="true"]').first()
    await editor.click()
    await page.keyboard.type('지역별 기준은 ')
    await page.keyboard.press('ControlOrMeta+b')
    await page.keyboard.type('중부 1지역')
    await page.keyboard.press('ControlOrMeta+b')
    await page.keyboard.type('부터 제주까지 다릅니다.')
    await settleBodyEditor(page)
    await save(page, id)
    await expect(page.getByText('답변 초안입니다.', { exact: false }).first()).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`qna-answer-draft-${width}.png`), fullPage: true })

    const visitor = await browser.newContext({ viewport: { width, height: 1000 } })
    const publicPage = await visitor.newPage()
    await publicPage.goto(`/media/media02/view/${id}`)
    await expect(publicPage.getByRole('heading', { name: title })).toBeVisible()
    await expect(publicPage.locator('#answer-heading')).toHaveCount(0)
    await expect(publicPage.getByText('중부 1지역')).toHaveCount(0)
    expect(sink.mails.filter((m) => m.to.includes(email))).toHaveLength(0)

    // 답변 등록: the dialog previews the mail; confirming registers and sends one mail.
    await page.getByRole('button', { name: '답변 등록', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: /답변 등록/ })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(email)
    await expect(dialog).toContainText('[녹색기후기술원] 문의하신 현장 Q&A에 답변이 등록되었습니다')
    await expect(dialog).toContainText(`/media/media02/view/${id}`)
    await expect(dialog).toContainText(title)
    await page.screenshot({ path: testInfo.outputPath(`qna-answer-preview-${width}.png`) })
    await dialog.getByRole('button', { name: '등록하고 메일 보내기' }).click()
    await expect(page.getByText('등록된 답변입니다.', { exact: false })).toBeVisible()
    const mail = await sink.waitFor(email)
    expect(mail.text).toContain(`/media/media02/view/${id}`)

    // Editing the registered answer changes the public answer and sends nothing more.
    await editor.click()
    await page.keyboard.press('End')
    await page.keyboard.type(' 자세한 표를 첨부합니다.')
    await settleBodyEditor(page)
    await save(page, id)
    await page.screenshot({ path: testInfo.outputPath(`qna-answer-registered-${width}.png`), fullPage: true })

    // The visitor sees the rich answer and downloads its file; the cached page refreshes within a moment.
    await expect
      .poll(
        async () => {
          await publicPage.reload()
          return publicPage.getByText('자세한 표를 첨부합니다.').count()
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0)
    const answer = publicPage.locator('section[aria-labelledby="answer-heading"]')
    await expect(answer.locator('strong', { hasText: '중부 1지역' })).toBeVisible()
    const link = answer.getByRole('link', { name: /단열 기준표\.pdf/ })
    await expect(link).toBeVisible()
    const download = await visitor.request.get((await link.getAttribute('href')) as string)
    expect(download.status()).toBe(200)
    await publicPage.screenshot({ path: testInfo.outputPath(`qna-answer-public-${width}.png`), fullPage: true })
    expect(sink.mails.filter((m) => m.to.includes(email))).toHaveLength(1)
    await visitor.close()
  })
}

test('where answers need approval, 답변 등록 waits as a request; approved, the asker gets the one mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 1000 })
  const stamp = `appr-${Date.now() % 100000}`
  const email = `asker-${stamp}@example.com`
  const title = `승인받는 답변 문의 ${stamp}`
  const id = await writeQuestion(page.request, email, title)
  await signInToAdmin(page)
  const origin = { origin: new URL(page.url()).origin }
  const password = 'QnaApproval2026!ok'
  const groupSaved = await page.request.post('/api/cms/auth-groups', {
    headers: origin,
    data: {
      name: `답변 승인 ${stamp}`,
      permissions: { qna: { read: true, write: true } },
      approval: { qnaAnswers: true },
    },
  })
  expect(groupSaved.status(), await groupSaved.text()).toBe(201)
  const group = ((await groupSaved.json()) as { doc: { id: number } }).doc.id
  const writerSaved = await page.request.post('/api/cms/users', {
    headers: origin,
    data: { username: `qa${stamp}`.replace('-', ''), userName: `답변 담당 ${stamp}`, password, authGroup: group },
  })
  expect(writerSaved.status(), await writerSaved.text()).toBe(201)
  const writer = ((await writerSaved.json()) as { doc: { id: number } }).doc.id

  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } })
    const asWriter = await context.newPage()
    await signInToAdmin(asWriter, { username: `qa${stamp}`.replace('-', ''), password })
    await asWriter.goto(`/admin/collections/qna/${id}`)
    const editor = asWriter.locator('.field-type.rich-text-lexical [contenteditable="true"]').first()
    await editor.click()
    await asWriter.keyboard.type('승인 뒤에 공개되는 답변입니다.')
    await settleBodyEditor(asWriter)
    await save(asWriter, id)
    await asWriter.getByRole('button', { name: '답변 등록', exact: true }).click()
    const dialog = asWriter.getByRole('dialog', { name: /답변 등록/ })
    await dialog.getByRole('button', { name: '등록하고 메일 보내기' }).click()
    await expect(asWriter.getByRole('status').filter({ hasText: '답변 승인을 요청했습니다.' })).toBeVisible()
    const link = asWriter.getByRole('link', { name: '답변 승인 요청 보기' })
    const href = await link.getAttribute('href')
    await asWriter.screenshot({ path: 'test-results/qna-answer-approval-requested-1280.png' })
    await context.close()
    expect(sink.mails.filter((m) => m.to.includes(email))).toHaveLength(0)

    // The 최고관리자 approves on the request's page: the answer is registered and the asker mailed once.
    await page.goto(href as string)
    await expect(page.getByText('승인하면 저장된 답변이 공개되고')).toBeVisible()
    await page.getByRole('button', { name: '승인', exact: true }).click()
    await expect(page.getByRole('button', { name: '승인', exact: true })).toHaveCount(0)
    const mail = await sink.waitFor(email)
    expect(mail.text).toContain(`/media/media02/view/${id}`)
    await page.goto(`/admin/collections/qna/${id}`)
    await expect(page.getByText('등록된 답변입니다.', { exact: false })).toBeVisible()
  } finally {
    await page.request.delete(`/api/cms/users/${writer}`, { headers: origin })
    await page.request.delete(`/api/cms/auth-groups/${group}`, { headers: origin })
  }
})
