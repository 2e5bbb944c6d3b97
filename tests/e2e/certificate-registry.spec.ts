import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'
import { adminAuth, localePrefix, siteName, watchPage } from './site-support'

// 인증 현황 as a building owner, a bank or a ministry checker uses it: the sample register of a new site, searched and
// filtered in place with the count read out, a certificate's page and its check, the statistics, the CSV, from a
// phone to a desktop in both languages.

const words = {
  ko: {
    title: '인증 현황',
    scheme: '인증종류',
    search: '건축물명 또는 인증번호',
    searchButton: '검색',
    filters: '인증 현황 검색 조건',
    bf: '장애물 없는 생활환경(BF)',
    count: /^조건에 맞는 인증서 \d+건/,
    verifyThis: '이 인증서 진위확인',
    valid: '일치: 유효한 인증서입니다.',
    check: '확인',
    number: '인증번호',
    stats: '인증 통계',
  },
  en: {
    title: 'Certified Buildings',
    scheme: 'Scheme',
    search: 'Building name or certificate number',
    searchButton: 'Search',
    filters: 'Register search filters',
    bf: 'Barrier-Free Living Environment',
    count: /^\d+ certificates match/,
    verifyThis: 'Verify this certificate',
    valid: 'Match: the certificate is valid.',
    check: 'Check',
    number: 'Certificate number',
    stats: 'Certification Statistics',
  },
} as const

async function certificate(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const number = `E2E-REG-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1000)}`
  const answer = await request.post('/api/cms/certificates', {
    headers: await adminAuth(request),
    data: {
      number,
      scheme: 'bf',
      stage: 'main',
      grade: '우수',
      buildingName: '목포 바다숲 복지관',
      roadAddress: '전라남도 목포시 해안로 12',
      sido: '전라남도',
      sigungu: '목포시',
      use: '노유자시설',
      floorArea: 3300,
      issuedOn: '2025-06-02',
      validUntil: '2099-06-01',
      status: 'valid',
      ...data,
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return number
}

for (const locale of ['ko', 'en'] as const) {
  for (const width of [360, 1440]) {
    test(`${locale} ${width}px: the register filters in place, reads out its count, and leads to a certificate's check`, async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      const w = words[locale]
      const number = await certificate(request, {})
      const watch = watchPage(page, new URL(baseURL as string).origin)
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${localePrefix[locale]}/certification/registry`)
      await expect(page).toHaveTitle(`${siteName[locale]} :: ${w.title}`)
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible()
      // The sample register of a new site is there, in a table on a desktop and as cards on a phone.
      const rows = width >= 768 ? page.locator('table tbody tr') : page.locator('main ul.divide-y > li')
      expect(await rows.count()).toBeGreaterThan(5)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: testInfo.outputPath(`registry-${locale}-${width}.png`), fullPage: true })
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(axe.violations.map((v) => v.id)).toEqual([])

      // Filtering answers in place: the same live region, now saying how many match, and the address to share.
      const count = page.locator('[data-registry-count]')
      await expect(count).toHaveAttribute('aria-live', 'polite')
      await count.evaluate((element) => {
        ;(window as unknown as { liveRegion: Element }).liveRegion = element
      })
      const filters = page.getByRole('search', { name: w.filters })
      await filters.getByLabel(w.scheme).selectOption({ label: w.bf })
      await filters.getByLabel(w.search).fill('바다숲')
      await filters.getByRole('button', { name: w.searchButton }).click()
      await expect(count).toHaveText(w.count)
      await expect(page).toHaveURL(/scheme=bf/)
      await expect(page).toHaveURL(/q=/)
      expect(
        await count.evaluate((element) => (window as unknown as { liveRegion: Element }).liveRegion === element),
      ).toBe(true)
      const link = page.getByRole('link', { name: width >= 768 ? number : '목포 바다숲 복지관' }).first()
      await expect(link).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`registry-filtered-${locale}-${width}.png`), fullPage: true })

      // The CSV of the list as filtered: every match, BOM first, headers in the page's language.
      const csvHref = await page.getByRole('link', { name: /CSV/ }).getAttribute('href')
      const csv = await request.get(csvHref as string)
      expect(csv.status()).toBe(200)
      const bytes = await csv.body()
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = bytes.subarray(3).toString('utf8')
      expect(text.split('\r\n')[0]).toContain(locale === 'ko' ? '"인증번호"' : '"Number"')
      expect(text).toContain(number)

      // The certificate's page, and its check with the number and day filled in.
      await link.click()
      await expect(page.getByRole('heading', { level: 1, name: '목포 바다숲 복지관' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: testInfo.outputPath(`registry-entry-${locale}-${width}.png`), fullPage: true })
      await page.getByRole('link', { name: w.verifyThis }).click()
      await expect(page.getByLabel(w.number)).toHaveValue(number)
      // A click before the form's script is ready submits it the plain way, which reloads the page filled in as it
      // was; on a busy machine that happens, so the click is repeated until the answer shows.
      await expect(async () => {
        await page
          .locator('form')
          .filter({ has: page.getByLabel(w.number) })
          .getByRole('button', { name: w.check })
          .click()
        await expect(page.getByRole('region', { name: w.valid })).toBeVisible({ timeout: 3000 })
      }).toPass({ timeout: 30_000 })
      watch.expectClean()
    })
  }

  test(`${locale}: the statistics show each chart's numbers as a table`, async ({ page }, testInfo) => {
    const w = words[locale]
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${localePrefix[locale]}/certification/registry/statistics?scheme=g-seed`)
      await expect(page.getByRole('heading', { level: 1, name: w.stats })).toBeVisible()
      const grades = page.getByRole('table').nth(1)
      await expect(grades.getByRole('rowheader').first()).toHaveText(locale === 'ko' ? '최우수' : 'Excellent')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: testInfo.outputPath(`registry-stats-${locale}-${width}.png`), fullPage: true })
    }
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
  })
}

test('an unpublished certificate is on no page of the register', async ({ page, request }) => {
  const number = await certificate(request, { buildingName: '비공개 시험 건물', published: false })
  const answer = await page.goto(`/certification/registry/view/${number}`)
  expect(answer?.status()).toBe(404)
  await page.goto(`/certification/registry?q=${encodeURIComponent('비공개 시험')}`)
  await expect(page.locator('[data-registry-count]')).toHaveText(/^조건에 맞는 인증서 0건/)
  await page.goto(`/search?q=${encodeURIComponent('비공개 시험 건물')}`)
  await expect(page.getByText(number)).toHaveCount(0)
})

test('staff import a register CSV: a dry run with each refusal, then every row, and the same file again changes nothing', async ({
  page,
}, testInfo) => {
  const stamp = Date.now().toString(36).toUpperCase()
  const head = '인증번호,인증종류,등급,건축물명,도로명주소,시도,시군구,용도,인증일,유효기간'
  const row = (number: string, grade: string) =>
    `${number},녹색건축인증(G-SEED),${grade},순천 가져오기 청사,전라남도 순천시 중앙로 1,전라남도,순천시,업무시설,2024-05-01,2029-04-30`
  const wrong = [head, row(`IMP-${stamp}-1`, '우수'), row(`IMP-${stamp}-2`, '1++')].join('\n')
  const right = [head, row(`IMP-${stamp}-1`, '우수'), row(`IMP-${stamp}-2`, '최우수')].join('\n')
  await signInToAdmin(page)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/admin/collections/certificates')
  await page.getByRole('button', { name: 'CSV 가져오기' }).click()
  const panel = page.getByRole('region', { name: '인증 현황 CSV 가져오기' })
  const choose = (text: string) =>
    panel
      .getByLabel('CSV 파일')
      .setInputFiles({ name: 'register.csv', mimeType: 'text/csv', buffer: Buffer.from(text) })
  await choose(wrong)
  await expect(panel.getByRole('status')).toContainText('미리 확인: 2행 중 새로 만듦 1건')
  const refusals = panel.getByRole('table', { name: /가져올 수 없는 행/ })
  await expect(refusals.getByRole('row', { name: /3 등급 이 인증종류에 없는 등급입니다/ })).toBeVisible()
  await expect(panel.getByRole('button', { name: /건 가져오기/ })).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('admin-certificate-import-refused-1440.png') })
  await choose(right)
  await expect(panel.getByRole('status')).toContainText('새로 만듦 2건')
  await panel.getByRole('button', { name: '2건 가져오기' }).click()
  await expect(panel.getByRole('status')).toContainText('가져왔습니다: 2행 중 새로 만듦 2건')
  await page.screenshot({ path: testInfo.outputPath('admin-certificate-import-done-1440.png') })
  await choose(right)
  await expect(panel.getByRole('status')).toContainText('같음 2건')
  await page.goto(`/certification/registry?q=IMP-${stamp}`)
  await expect(page.locator('[data-registry-count]')).toHaveText(/^조건에 맞는 인증서 2건/)
})
