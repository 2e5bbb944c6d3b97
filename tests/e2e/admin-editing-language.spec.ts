import { type Browser, expect, type Page, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'

// Several admin screens, two saves and a visitor's look at the home page per width, on a busy two-core machine.
test.setTimeout(180_000)

const originOf = (page: Page) => new URL(page.url()).origin

type Titles = { title?: { ko?: string | null; en?: string | null } | string | null }

/** A document read through the CMS API in every locale, with the session and same-origin headers of the page. */
async function readAllLocales(page: Page, collection: string, id: string): Promise<Titles> {
  const response = await page.request.get(`/api/cms/${collection}/${id}?locale=all&depth=0`, {
    headers: { origin: originOf(page) },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as Titles
}

/** The id of the first document of a list read through the CMS API. */
async function firstId(page: Page, query: string): Promise<{ id: number } & Record<string, unknown>> {
  const response = await page.request.get(`/api/cms/${query}`, { headers: { origin: originOf(page) } })
  const body = (await response.json()) as { docs: ({ id: number } & Record<string, unknown>)[] }
  expect(body.docs.length).toBeGreaterThan(0)
  return body.docs[0] as { id: number } & Record<string, unknown>
}

/** The sidebar link, opening the sidebar first where the width keeps it closed. */
async function navLink(page: Page, name: string) {
  const toggler = page.locator('button.nav-toggler').first()
  await expect(toggler).toHaveAttribute('aria-label', /메뉴 (열기|닫기)/)
  if ((await toggler.getAttribute('aria-label')) === '메뉴 열기') await toggler.click()
  await expect(toggler).toHaveAttribute('aria-label', '메뉴 닫기')
  const link = page.locator('nav').getByRole('link', { name, exact: true }).first()
  await expect(link).toBeVisible()
  return link
}

async function visitorSeesPopup(browser: Browser, baseURL: string | undefined, title: string) {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  const visitor = await context.newPage()
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
  await context.close()
}

// One width per flow: the same steps at a second width repeat the behaviour, not the layout, which
// admin-layout.spec.ts checks at every width. Flows alternate between 1440 and 1024 px across the specs.
for (const width of [1024]) {
  test(`the editing language is chosen per document, lists read Korean (${width}px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInToAdmin(page)
    const origin = originOf(page)
    const created: [string, string][] = []
    try {
      // Staff pick English for 회사소개: the form says so across the top and offers the way back.
      const about = await firstId(page, 'pages?where[path][equals]=company/about&depth=0&limit=1')
      await page.goto(`/admin/collections/pages/${about.id}?locale=en`)
      const banner = page.getByRole('region', { name: '편집 언어' })
      await expect(banner).toBeVisible()
      await expect(banner).toContainText('영문(English) 버전을 편집하고 있습니다')
      await expect(banner.getByRole('button', { name: '한국어로 전환' })).toBeVisible()
      // Across the form, as wide as its fields, above the first of them.
      const box = await banner.boundingBox()
      const title = await page.locator('#field-title').boundingBox()
      expect(box?.width ?? 0).toBeGreaterThanOrEqual((title?.width ?? Number.POSITIVE_INFINITY) - 2)
      expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(title?.y ?? 0)
      await page.screenshot({ path: `test-results/editing-language-page-en-${width}.png` })

      // From the sidebar to a new popup: it opens in Korean, without the banner.
      await (await navLink(page, '팝업')).click()
      await expect(page).toHaveURL(/\/admin\/collections\/popups(\?|$)/)
      await page.getByRole('link', { name: '새로운 팝업 생성' }).first().click()
      await expect(page).toHaveURL(/\/admin\/collections\/popups\/create/)
      await expect(page.locator('#field-title')).toBeVisible()
      await expect(page.locator('.localizer').first()).toContainText('한국어')
      await expect(page.getByRole('region', { name: '편집 언어' })).toHaveCount(0)
      await page.screenshot({ path: `test-results/editing-language-popup-ko-${width}.png` })

      // A popup typed there and published (게시) is stored as its Korean version and shows on the Korean home page.
      const koreanTitle = `한글 팝업 ${width} ${Date.now()}`
      await page.locator('#field-title').fill(koreanTitle)
      await page.getByRole('button', { name: '게시', exact: true }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/popups\/\d+/)
      const koreanId = page.url().match(/popups\/(\d+)/)?.[1] ?? ''
      created.push(['popups', koreanId])
      const koreanPopup = await readAllLocales(page, 'popups', koreanId)
      expect(koreanPopup.title).toMatchObject({ ko: koreanTitle })
      await visitorSeesPopup(browser, baseURL, koreanTitle)

      // A new popup in English: saving it without Korean content asks first; 취소 keeps it unsaved.
      await page.goto('/admin/collections/popups/create?locale=en')
      await expect(page.getByRole('region', { name: '편집 언어' })).toBeVisible()
      const englishTitle = `English popup ${width} ${Date.now()}`
      await page.locator('#field-title').fill(englishTitle)
      await page.getByRole('button', { name: '게시', exact: true }).click()
      const question = page.getByRole('dialog', { name: '한국어 내용이 없습니다. 영문 버전만 저장할까요?' })
      await expect(question).toBeVisible()
      await page.screenshot({ path: `test-results/editing-language-confirm-${width}.png` })
      await question.getByRole('button', { name: '취소' }).click()
      await expect(question).toBeHidden()
      await expect(page).toHaveURL(/\/admin\/collections\/popups\/create/)
      await page.getByRole('button', { name: '게시', exact: true }).click()
      await expect(question).toBeVisible()
      await question.getByRole('button', { name: '저장' }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/popups\/\d+/)
      const englishId = page.url().match(/popups\/(\d+)/)?.[1] ?? ''
      created.push(['popups', englishId])
      const englishPopup = await readAllLocales(page, 'popups', englishId)
      expect(englishPopup.title).toMatchObject({ en: englishTitle })
      expect((englishPopup.title as { ko?: string | null }).ko ?? '').toBe('')

      // 한국어로 전환: the same document in Korean, the banner gone.
      await expect(page.getByRole('region', { name: '편집 언어' })).toBeVisible()
      await page.getByRole('button', { name: '한국어로 전환' }).click()
      await expect(page).toHaveURL(new RegExp(`/popups/${englishId}\\?.*locale=ko`))
      await expect(page.getByRole('region', { name: '편집 언어' })).toHaveCount(0)
      await expect(page.locator('.localizer').first()).toContainText('한국어')

      // A Korean-only banner, listed with English chosen: its Korean title, not "제목 없음".
      const seeded = await firstId(page, 'banners?depth=0&limit=1')
      const bannerTitle = `한글 배너 ${width} ${Date.now()}`
      const response = await page.request.post('/api/cms/banners', {
        headers: { origin },
        data: { title: bannerTitle, alt: '한글 배너 이미지', imagePc: seeded.imagePc, enabled: false },
      })
      expect(response.status()).toBe(201)
      created.push(['banners', String(((await response.json()) as { doc: { id: number } }).doc.id)])
      await page.goto('/admin/collections/banners?locale=en&limit=100')
      await expect(page.locator('.localizer').first()).toContainText('English')
      await expect(page.getByRole('link', { name: bannerTitle, exact: true })).toBeVisible()
      await page.screenshot({ path: `test-results/editing-language-banner-list-en-${width}.png`, fullPage: true })

      // The popup list names the English-only popup honestly, in either language.
      await page.goto('/admin/collections/popups?limit=100')
      await expect(page.getByRole('link', { name: `${englishTitle} (영문)`, exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: koreanTitle, exact: true })).toBeVisible()
    } finally {
      for (const [collection, id] of created) {
        if (id) await page.request.delete(`/api/cms/${collection}/${id}`, { headers: { origin } })
      }
    }
  })
}
