import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'
import { adminAuth, localePrefix, siteName, watchPage } from './site-support'

// 진위확인 as a checker uses it: by number and day on the page, by the QR code's address, in both languages, from a
// phone to a desktop (src/modules/certification, src/components/certification).

type Made = { number: string; code: string }

async function certificate(request: APIRequestContext, data: Record<string, unknown>): Promise<Made> {
  const number = `E2E-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1000)}`
  const answer = await request.post('/api/cms/certificates', {
    headers: await adminAuth(request),
    data: {
      number,
      scheme: 'g-seed',
      stage: 'main',
      grade: '최우수',
      buildingName: '세종 녹색건축 청사',
      roadAddress: '세종특별자치시 한누리대로 2130',
      sido: '세종특별자치시',
      sigungu: '세종시',
      use: '업무시설',
      floorArea: 12500.5,
      issuedOn: '2025-03-15',
      validUntil: '2099-03-14',
      status: 'valid',
      ...data,
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  const { doc } = (await answer.json()) as { doc: { code: string } }
  return { number, code: doc.code }
}

const words = {
  ko: {
    number: '인증번호',
    day: '인증일',
    check: '확인',
    valid: '일치: 유효한 인증서입니다.',
    miss: '일치하는 정보가 없습니다.',
    report: '위·변조 신고',
  },
  en: {
    number: 'Certificate number',
    day: 'Date of issue',
    check: 'Check',
    valid: 'Match: the certificate is valid.',
    miss: 'No matching record was found.',
    report: 'Report a forgery',
  },
} as const

/** The number-and-day form: its own fields and button (the code form has a 확인 button too). */
const numberForm = (page: Page, locale: 'ko' | 'en') =>
  page.locator('form').filter({ has: page.getByLabel(words[locale].number) })

for (const locale of ['ko', 'en'] as const) {
  for (const width of [360, 1440]) {
    test(`${locale} ${width}px: a number and its day find the certificate; a wrong day gets the one neutral answer`, async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      const made = await certificate(request, {})
      const watch = watchPage(page, new URL(baseURL as string).origin)
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${localePrefix[locale]}/certification/verify`)
      await expect(page).toHaveTitle(
        `${siteName[locale]} :: ${locale === 'ko' ? '인증서 진위확인' : 'Certificate Verification'}`,
      )
      const form = numberForm(page, locale)
      await form.getByLabel(words[locale].number).fill(made.number)
      await form.getByLabel(words[locale].day).fill('2025-03-15')
      await form.getByRole('button', { name: words[locale].check }).click()
      const result = page.getByRole('region', { name: words[locale].valid })
      await expect(result).toBeVisible()
      await expect(result).toContainText(made.number)
      await expect(result).toContainText('세종특별자치시 한누리대로 2130')
      await expect(result).not.toContainText(made.code)
      // The result fits the screen: nothing wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: testInfo.outputPath(`verify-valid-${locale}-${width}.png`), fullPage: true })
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(axe.violations.map((v) => v.id)).toEqual([])

      await form.getByLabel(words[locale].day).fill('2025-03-16')
      await form.getByRole('button', { name: words[locale].check }).click()
      const miss = page.getByRole('region', { name: words[locale].miss })
      await expect(miss).toBeVisible()
      await expect(miss.getByRole('link', { name: new RegExp(words[locale].report) })).toBeVisible()
      await expect(page.getByText(made.number, { exact: true })).toHaveCount(0)
      await page.screenshot({ path: testInfo.outputPath(`verify-miss-${locale}-${width}.png`), fullPage: true })
      watch.expectClean()
    })
  }
}

test('the QR address shows the result at once; a revoked certificate says so with its day', async ({
  page,
  request,
}, testInfo) => {
  const valid = await certificate(request, {})
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(`/certification/verify/${valid.code.match(/.{5}/g)?.join('-')}`)
  await expect(page.getByRole('heading', { level: 2, name: words.ko.valid })).toBeVisible()
  await expect(page.getByRole('link', { name: '다른 인증서 확인' })).toHaveAttribute('href', '/certification/verify')
  await page.screenshot({ path: testInfo.outputPath('verify-qr-360.png'), fullPage: true })
  const revoked = await certificate(request, { status: 'revoked', statusDate: '2025-08-01' })
  await page.goto(`/certification/verify/${revoked.code}`)
  const region = page.getByRole('region', { name: '일치: 취소된 인증서입니다.' })
  await expect(region).toContainText('2025-08-01')
  // An unknown code is the same neutral miss as any other.
  await page.goto('/certification/verify/K7MQ2-ABCDE-3FGHJ-4KLMN')
  await expect(page.getByRole('heading', { level: 2, name: words.ko.miss })).toBeVisible()
})

test('staff fingerprint the issued PDF in the sidebar; a checker uploads it and an altered copy misses', async ({
  page,
  request,
}, testInfo) => {
  const made = await certificate(request, {})
  const found = await request.get(`/api/cms/certificates?where[number][equals]=${made.number}`, {
    headers: await adminAuth(request),
  })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  // A small PDF as a certificate program writes one: the header, an object, the trailer.
  const pdf = Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${made.number}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  )
  await signInToAdmin(page)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/admin/collections/certificates/${id}`)
  await page.getByLabel('발급 PDF 지문').setInputFiles({ name: 'issued.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(page.getByRole('status').filter({ hasText: '지문을 저장했습니다.' })).toBeVisible()
  await expect(page.getByText(/issued\.pdf: [0-9a-f]{64}/)).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('admin-certificate-pdf-1440.png') })

  await page.context().clearCookies()
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/certification/verify')
  const fileForm = page.locator('form').filter({ has: page.getByLabel('인증서 PDF 파일') })
  await fileForm
    .getByLabel('인증서 PDF 파일')
    .setInputFiles({ name: 'mine.pdf', mimeType: 'application/pdf', buffer: pdf })
  await fileForm.getByRole('button', { name: words.ko.check }).click()
  await expect(page.getByRole('region', { name: words.ko.valid })).toContainText(made.number)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.screenshot({ path: testInfo.outputPath('verify-pdf-360.png'), fullPage: true })
  const altered = Buffer.from(pdf)
  altered[altered.length - 8] = 0x21
  await fileForm
    .getByLabel('인증서 PDF 파일')
    .setInputFiles({ name: 'mine.pdf', mimeType: 'application/pdf', buffer: altered })
  await fileForm.getByRole('button', { name: words.ko.check }).click()
  await expect(page.getByRole('region', { name: words.ko.miss })).toBeVisible()
})
