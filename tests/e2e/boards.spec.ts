import { expect, type Locator, type Page, test } from '@playwright/test'
import { startSmtpSink } from '../support/smtp-sink'

/** Presses Tab until the element has focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: string | Locator, max = 120) {
  const locator = typeof target === 'string' ? page.locator(target) : target
  for (let i = 0; i < max; i++) {
    const focused = await locator
      .first()
      .evaluate((el) => el === document.activeElement)
      .catch(() => false)
    if (focused) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

test('a visitor writes a secret Q&A by keyboard only, sees it as 답변대기 and opens it with the password', async ({
  page,
}) => {
  const title = `단열재 기준 문의 ${Date.now()}`
  await page.goto('/media/media02/qna-write')
  await expect(page).toHaveTitle('녹색기후기술원 :: 현장 Q&A 문의하기')
  await expect(page.getByLabel(/비밀글로 등록/)).toBeChecked()
  await expect(page.getByLabel(/위 내용을 확인했으며 개인정보 수집·이용에 동의합니다/)).not.toBeChecked()

  await tabTo(page, '#category')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Tab')
  await page.keyboard.type(title)
  await page.keyboard.press('Tab')
  await page.keyboard.type('외벽 단열재 두께 기준이 지역별로 어떻게 다른지 알고 싶습니다.')
  await page.keyboard.press('Tab')
  await page.keyboard.type('김현장')
  await page.keyboard.press('Tab')
  await page.keyboard.type('field-user@example.com')
  await tabTo(page, '#password')
  await page.keyboard.type('Field2026!')
  // Submitting without consent: refused with a 400, and focus goes to the consent checkbox with its message.
  await tabTo(page, 'main button[type="submit"]')
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/qna') && r.request().method() === 'POST')
  await page.keyboard.press('Enter')
  expect((await refused).status()).toBe(400)
  const consent = page.getByLabel(/위 내용을 확인했으며 개인정보 수집·이용에 동의합니다/)
  await expect(consent).toBeFocused()
  await expect(page.getByText('개인정보 수집·이용에 동의해야 문의를 등록할 수 있습니다.').first()).toBeVisible()
  await expect(consent).toHaveAttribute('aria-invalid', 'true')
  // Everything typed stays, the password too.
  await expect(page.locator('#title')).toHaveValue(title)
  await expect(page.locator('#password')).toHaveValue('Field2026!')
  await page.keyboard.press('Space')
  await tabTo(page, 'main button[type="submit"]')
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/media\/media02\?written=1$/)
  await expect(page.getByRole('status')).toContainText('문의가 등록되었습니다')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('답변대기')
  await expect(row).toContainText('비밀글')
  await expect(row).not.toContainText('김현장')

  await tabTo(page, page.getByRole('link', { name: title }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/media\/media02\/view\/\d+/)
  await expect(page.getByText('외벽 단열재 두께 기준')).toHaveCount(0)

  await tabTo(page, page.getByRole('button', { name: '비밀번호 입력' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: '비밀글 보기' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('비밀번호')).toBeFocused()
  await page.keyboard.type('Wrong2026!')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert')).toHaveText('비밀번호가 일치하지 않습니다.')
  await expect(dialog.getByLabel('비밀번호')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await tabTo(page, page.getByRole('button', { name: '비밀번호 입력' }))
  await page.keyboard.press('Enter')
  await page.keyboard.type('Field2026!')
  await page.keyboard.press('Enter')
  await expect(page.getByText('외벽 단열재 두께 기준이 지역별로 어떻게 다른지 알고 싶습니다.')).toBeVisible()
  await expect(page.getByText('김**')).toBeVisible()
  // Unlocked for the session: a reload still shows it.
  await page.reload()
  await expect(page.getByText('외벽 단열재 두께 기준이 지역별로 어떻게 다른지 알고 싶습니다.')).toBeVisible()
})

test('a visitor subscribes to the newsletter and confirms through the mailed link', async ({ page }) => {
  const sink = await startSmtpSink()
  try {
    const email = `reader-${Date.now()}@example.com`
    await page.goto('/media/media03')
    await expect(page.getByRole('heading', { level: 1, name: '뉴스레터' })).toBeVisible()
    const form = page.getByRole('form', { name: '뉴스레터 구독 신청' })
    await form.getByLabel('이메일 (필수)').fill(email)
    await form.getByLabel('이름 (선택)').fill('박구독')
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/subscribers'))
    await form.getByRole('button', { name: '구독 신청' }).click()
    expect((await refused).status()).toBe(400)
    await expect(form.getByText('개인정보 수집·이용에 동의해야 구독할 수 있습니다.')).toBeVisible()
    await expect(form.getByLabel('이메일 (필수)')).toHaveValue(email)
    await form.getByLabel(/개인정보 수집·이용에 동의합니다/).check()
    await form.getByRole('button', { name: '구독 신청' }).click()
    await expect(form.getByRole('status')).toContainText('구독 확인 메일을 보냈습니다')

    const mail = await sink.waitFor(email)
    const link = mail.text.match(/https?:\/\/\S+\/media\/media03\/subscribe\/confirm\?token=[\w-]+/)?.[0]
    expect(link, mail.text).toMatch(/^https?:\/\//)
    await page.goto(link as string)
    await expect(page.getByRole('status')).toHaveText('뉴스레터 구독이 완료되었습니다. 감사합니다.')
    // The link works once.
    await page.reload()
    await expect(page.getByText('구독 확인 링크가 올바르지 않거나 만료되었습니다. 다시 신청해 주세요.')).toBeVisible()
  } finally {
    await sink.close()
  }
})

test('board lists keep page and search in the URL and the view returns to them', async ({ page }) => {
  await page.goto('/media/media01?page=2')
  await expect(page).toHaveTitle('녹색기후기술원 :: 공지사항')
  // The section navigation marks the board itself as current too; the page number lives in the pagination.
  const pagination = page.getByRole('navigation', { name: '페이지 이동' })
  await expect(pagination.locator('[aria-current="page"]')).toContainText('2')
  // The board's own search, not the header's 통합검색.
  const main = page.getByRole('main')
  await main.getByRole('searchbox', { name: '검색어' }).fill('교육')
  await page.getByRole('combobox', { name: '검색 항목' }).selectOption('title')
  await main.getByRole('button', { name: '검색' }).click()
  await expect(page).toHaveURL(/field=title&q=%EA%B5%90%EC%9C%A1/)
  const first = page.getByRole('row').nth(1).getByRole('link')
  const firstTitle = await first.textContent()
  expect(firstTitle).toContain('교육')
  await first.click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstTitle ?? '')
  await page.getByRole('link', { name: '목록' }).click()
  await expect(page).toHaveURL(/\/media\/media01\?field=title&q=%EA%B5%90%EC%9C%A1$/)
})

test('글쓰기 sends anonymous visitors to sign in with a way back', async ({ page }) => {
  await page.goto('/performance/performance02/add-write')
  await expect(page).toHaveURL(
    /\/admin\/login\?error=SessionRequired&callbackUrl=%2Fperformance%2Fperformance02%2Fadd-write/,
  )
})

test('board, Q&A and newsletter pages pass an automated accessibility check (WCAG 2.2 AA rules)', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  for (const path of [
    '/media/media01',
    '/media/media02',
    '/media/media02/qna-write',
    '/media/media03',
    '/media/media04',
    '/performance/performance',
  ]) {
    await page.goto(path)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      // The captcha widget is a third-party web component; its own markup is checked by its authors.
      .exclude('altcha-widget')
      .analyze()
    expect(
      results.violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([])
  }
})

test('글쓰기 opens the admin editor with the board preset for signed-in staff, who also read secret Q&A', async ({
  page,
}) => {
  await page.goto('/admin/login')
  await page.locator('input[name="username"]').fill('admin')
  await page.locator('input[name="password"]').fill('Admin2026!test')
  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
  await page.goto('/performance/performance03')
  await page.getByRole('link', { name: '글쓰기' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/create\?boardSeq=7/)
  // The board is chosen by name, preset to the one the list belongs to.
  const board = page.getByRole('combobox', { name: '게시판 *' })
  await expect(board).toHaveValue('7')
  await expect(board.locator('option:checked')).toHaveText('R&D 실적')
  // Staff see every secret question without its password.
  await page.goto('/media/media02')
  const secretRow = page.getByRole('row').filter({ hasText: '비밀글' }).first()
  await secretRow.getByRole('link').click()
  await expect(page.getByRole('button', { name: '비밀번호 입력' })).toHaveCount(0)
  await expect(page.locator('.whitespace-pre-wrap').first()).not.toBeEmpty()
})
