import { expect, type Page, test } from '@playwright/test'
import { type CaughtMail, startSmtpSink } from '../support/smtp-sink'
import { signInToAdmin } from './admin-support'

/** Subscribes through the site's form and confirms through the link the sink caught, as a reader would. */
async function subscribeAndConfirm(page: Page, sink: Awaited<ReturnType<typeof startSmtpSink>>, email: string) {
  await page.goto('/media/media03')
  const form = page.getByRole('form', { name: '뉴스레터 구독 신청' })
  await form.getByLabel('이메일 (필수)').fill(email)
  await form.getByLabel(/개인정보 수집·이용에 동의합니다/).check()
  await form.getByRole('button', { name: '구독 신청' }).click()
  await expect(form.getByRole('status')).toContainText('구독 확인 메일을 보냈습니다')
  const mail = await sink.waitFor(email)
  const link = mail.text.match(/https?:\/\/\S+\/media\/media03\/subscribe\/confirm\?token=[\w-]+/)?.[0]
  expect(link, mail.text).toMatch(/^https?:\/\//)
  await page.goto(link as string)
  await expect(page.getByRole('status')).toHaveText('뉴스레터 구독이 완료되었습니다. 감사합니다.')
}

test('staff send a newsletter issue to two confirmed subscribers, each mailed once with an unsubscribe link', async ({
  page,
}) => {
  const sink = await startSmtpSink()
  try {
    const stamp = Date.now()
    const readers = [`issue-a-${stamp}@example.com`, `issue-b-${stamp}@example.com`]
    for (const email of readers) await subscribeAndConfirm(page, sink, email)

    await page.goto('/admin/login')
    await page.locator('input[name="username"]').fill('admin')
    await page.locator('input[name="password"]').fill('Admin2026!test')
    await page.getByRole('button', { name: '로그인' }).click()
    await expect(page).toHaveURL(/\/admin(?!\/login)/)

    // Only the two readers of this test stay subscribed: the seed's demo readers and earlier tests' are let go first.
    const origin = new URL(page.url()).origin
    const others = await page.request.patch('/api/cms/subscribers', {
      headers: { origin },
      params: {
        'where[and][0][status][equals]': 'active',
        'where[and][1][email][not_in]': readers.join(','),
      },
      data: { status: 'unsubscribed' },
    })
    expect(others.ok(), await others.text()).toBe(true)

    // A seeded issue of the newsletter board.
    // Staff reads through the CMS API carry the page's origin, as the admin's own requests do (cookie + CSRF check).
    const issues = await page.request.get('/api/cms/posts', {
      headers: { origin },
      params: { 'where[boardSeq][equals]': '4', sort: '-publishedAt', limit: '1', depth: '0' },
    })
    expect(issues.ok()).toBe(true)
    const issue = (await issues.json()).docs[0] as { id: number; title: string }
    expect(issue?.title).toContain('뉴스레터')

    await page.goto(`/admin/collections/posts/${issue.id}`)
    const box = page.getByRole('region', { name: '뉴스레터 발송' })
    await expect(box.getByRole('status')).toHaveText('발송 전')
    await box.getByRole('button', { name: '구독자에게 발송' }).click()
    const confirmation = box.getByRole('group', { name: '발송 확인' })
    await expect(confirmation).toContainText('활성 구독자 2명에게 발송합니다. 한 번 발송하면 다시 보낼 수 없습니다.')
    const started = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/newsletters/${issue.id}/send`) && r.request().method() === 'POST',
    )
    await confirmation.getByRole('button', { name: '발송', exact: true }).click()
    expect((await started).status()).toBe(202)
    await expect(box.getByRole('status')).toHaveText('발송 완료 2명, 실패 0명', { timeout: 30_000 })
    await expect(box.getByRole('button', { name: '구독자에게 발송' })).toHaveCount(0)

    const issueMails = (email: string): CaughtMail[] =>
      sink.mails.filter((m) => m.to.includes(email) && m.text.includes(`/media/media03/view/${issue.id}`))
    for (const email of readers) {
      await expect.poll(() => issueMails(email).length).toBe(1)
      const [mail] = issueMails(email)
      // Long headers are folded onto the next line, hence the \s*.
      expect(mail?.raw).toMatch(/^List-Unsubscribe:\s*<https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w-]+>/im)
      const unsubscribe = mail?.text.match(/https?:\/\/\S+\/media\/media03\/subscribe\/unsubscribe\?token=[\w-]+/)?.[0]
      expect(unsubscribe, mail?.text).toMatch(/^https?:\/\//)
      // The link is this reader's own: following it ends this subscription.
      await page.goto(unsubscribe as string)
      await page.getByRole('button', { name: '구독 해지' }).click()
      await expect(page.getByRole('status')).toHaveText(
        '뉴스레터 구독이 해지되었습니다. 더 이상 메일을 보내지 않습니다.',
      )
    }
    expect(sink.mails.filter((m) => m.text.includes(`/media/media03/view/${issue.id}`))).toHaveLength(2)

    // Pressing again from anywhere is refused: one issue goes out once.
    const again = await page.request.post(`/api/v1/newsletters/${issue.id}/send`, { headers: { origin } })
    expect(again.status()).toBe(409)
    expect((await again.json()).error.message).toBe('이미 발송한 뉴스레터입니다.')
  } finally {
    await sink.close()
  }
})

test('where sends need approval, 발송 waits as a request until an approver approves it', async ({ browser, page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInToAdmin(page)
  const origin = { origin: new URL(page.url()).origin }
  const stamp = Date.now() % 100000
  const password = 'SendApproval2026!ok'
  const groupSaved = await page.request.post('/api/cms/auth-groups', {
    headers: origin,
    data: {
      name: `뉴스레터 발송 승인 ${stamp}`,
      permissions: { newsletters: { read: true, write: true }, boards: { read: true, write: true } },
      approval: { newsletterSends: true },
    },
  })
  expect(groupSaved.status(), await groupSaved.text()).toBe(201)
  const group = ((await groupSaved.json()) as { doc: { id: number } }).doc.id
  const writerSaved = await page.request.post('/api/cms/users', {
    headers: origin,
    data: { username: `nw${stamp}`, userName: `뉴스레터 담당 ${stamp}`, password, authGroup: group },
  })
  expect(writerSaved.status(), await writerSaved.text()).toBe(201)
  const writer = ((await writerSaved.json()) as { doc: { id: number } }).doc.id
  const issueSaved = await page.request.post('/api/cms/posts', {
    headers: origin,
    data: { boardSeq: 4, title: `승인받아 보내는 뉴스레터 ${stamp}`, _status: 'published' },
  })
  expect(issueSaved.status(), await issueSaved.text()).toBe(201)
  const issue = ((await issueSaved.json()) as { doc: { id: number } }).doc.id

  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const asWriter = await context.newPage()
    await signInToAdmin(asWriter, { username: `nw${stamp}`, password })
    await asWriter.goto(`/admin/collections/posts/${issue}`)
    const box = asWriter.getByRole('region', { name: '뉴스레터 발송' })
    await expect(box.getByRole('status')).toHaveText('발송 전')
    await box.getByRole('button', { name: '구독자에게 발송' }).click()
    await box.getByRole('group', { name: '발송 확인' }).getByRole('button', { name: '발송', exact: true }).click()
    await expect(box.getByRole('status')).toHaveText('발송 승인 대기: 승인되면 구독자에게 발송됩니다.')
    await expect(box.getByRole('button', { name: '구독자에게 발송' })).toHaveCount(0)
    const requestLink = box.getByRole('link', { name: '발송 승인 요청 보기' })
    const href = await requestLink.getAttribute('href')
    await asWriter.screenshot({ path: 'test-results/newsletter-send-approval-waiting-1280.png' })
    await context.close()

    // The 최고관리자 approves on the request's page; the send starts and finishes.
    await page.goto(href as string)
    await expect(page.getByText('승인하면 이 뉴스레터를 지금 구독 중인 모든 사람에게 바로 발송합니다.')).toBeVisible()
    await page.getByRole('button', { name: '승인', exact: true }).click()
    await expect(page.getByRole('button', { name: '승인', exact: true })).toHaveCount(0)
    await page.goto(`/admin/collections/posts/${issue}`)
    await expect(page.getByRole('region', { name: '뉴스레터 발송' }).getByRole('status')).toHaveText(
      /^발송 완료 \d+명, 실패 0명$/,
      { timeout: 30_000 },
    )
  } finally {
    await page.request.delete(`/api/cms/posts/${issue}`, { headers: origin })
    await page.request.delete(`/api/cms/users/${writer}`, { headers: origin })
    await page.request.delete(`/api/cms/auth-groups/${group}`, { headers: origin })
  }
})
