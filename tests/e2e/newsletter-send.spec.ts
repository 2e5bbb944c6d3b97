import { expect, type Page, test } from '@playwright/test'
import { type CaughtMail, startSmtpSink } from '../support/smtp-sink'

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
