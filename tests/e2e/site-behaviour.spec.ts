import { expect, test } from '@playwright/test'
import { watchPage } from './site-support'

test.describe('navigation and layout', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the mega menu works with the keyboard alone', async ({ page }) => {
    await page.goto('/company/about')
    const about = page.getByRole('button', { name: '기관소개' })
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab')
      if (await about.evaluate((el) => el === document.activeElement)) break
    }
    await expect(about).toBeFocused()
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await about.getAttribute('aria-controls')}`)
    await expect(panel).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(panel.getByRole('link', { name: '인사말·기관소개' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(panel.getByRole('link', { name: '연혁' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(about).toBeFocused()
    await page.keyboard.press('ArrowRight')
    const certification = page.getByRole('button', { name: '인증업무' })
    await expect(certification).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('link', { name: '건축물 에너지효율등급' }).first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/certification\/certification01$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('건축물 에너지효율등급 인증')
  })

  test('section pages show the breadcrumb and mark the current page', async ({ page }) => {
    await page.goto('/diagnosis/diagnosis03')
    const crumbs = page.getByRole('navigation', { name: '현재 위치' })
    await expect(crumbs.getByRole('link')).toHaveText(['홈', '진단·기술지원', '에너지진단'])
    const sub = page.getByRole('navigation', { name: '진단·기술지원 하위 메뉴' })
    await expect(sub.locator('[aria-current="page"]')).toHaveText('에너지진단')
  })

  test('the footer carries the institute, the privacy policy in bold and the newsletter sign-up', async ({ page }) => {
    await page.goto('/index')
    const footer = page.locator('footer')
    const privacy = footer.getByRole('link', { name: '개인정보처리방침' })
    await expect(privacy).toBeVisible()
    expect(Number(await privacy.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700)
    await expect(footer.getByRole('link', { name: '이메일무단수집거부' })).toBeVisible()
    await expect(footer.getByRole('link', { name: '사이트맵' })).toBeVisible()
    await expect(footer).toContainText('녹색기후기술원')
    // Contact lines come from the site settings and are left out while staff have not entered them.
    await expect(footer).not.toContainText('undefined')
    await expect(footer.getByRole('form', { name: '뉴스레터 빠른 구독' })).toBeVisible()
  })

  test('the main slider can be paused and moved with the keyboard', async ({ page }) => {
    await page.goto('/index')
    const pause = page.getByRole('button', { name: '자동 넘김 멈춤' })
    await expect(pause).toBeVisible()
    const visibleTitle = () => page.locator('.swiper-slide-active h2').textContent()
    const first = await visibleTitle()
    await pause.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: '자동 넘김 시작' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: '다음 슬라이드' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect.poll(visibleTitle).not.toBe(first)
    // Slides out of view cannot take keyboard focus.
    const hiddenLinks = page.locator('.swiper-slide:not(.swiper-slide-active) a')
    for (const link of await hiddenLinks.all()) {
      expect(await link.evaluate((el) => el.closest('[inert]') !== null)).toBe(true)
    }
  })

  test('the location page shows no third-party frame and no blank contact line before the address is entered', async ({
    page,
    baseURL,
  }) => {
    const watch = watchPage(page, new URL(baseURL as string).origin)
    await page.goto('/company/location')
    await expect(page.locator('iframe')).toHaveCount(0)
    // The seed leaves the address, phones and map image empty for staff to enter: nothing is made up.
    await expect(page.getByText('주소와 연락처 정보를 준비하고 있습니다')).toBeVisible()
    await expect(page.getByRole('img', { name: /위치 약도/ })).toHaveCount(0)
    await expect(page.locator('main')).not.toContainText('undefined')
    watch.expectClean()
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the slider does not move by itself', async ({ page }) => {
    await page.goto('/index')
    await expect(page.getByRole('button', { name: '자동 넘김 시작' })).toBeVisible()
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the mobile menu opens, lists the sections and closes with Escape', async ({ page }) => {
    await page.goto('/index')
    const open = page.getByRole('button', { name: '전체 메뉴 열기' })
    await open.click()
    const dialog = page.getByRole('dialog', { name: '주 메뉴' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: '인증업무' }).click()
    await expect(dialog.getByRole('link', { name: '제로에너지건축물(ZEB)' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })
})

test.describe('addresses', () => {
  test('unknown paths end on a Korean 404 page that links home', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/not-found$/)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다')
    await page.getByRole('link', { name: '홈으로' }).click()
    await expect(page).toHaveURL(/\/index$/)
  })

  test('flat alias names redirect permanently to the structured routes', async ({ request }) => {
    const cases: [string, string][] = [
      ['/main', '/index'],
      ['/en/main', '/en/index'],
      ['/performance/performance01_list', '/performance/performance01'],
      ['/media/media_qna_inquiry', '/media/media02/qna-write'],
      ['/media/media_qna_view', '/media/media02'],
      ['/qna_write', '/media/media02/qna-write'],
      ['/add_write', '/add-write'],
      ['/not_found', '/not-found'],
      ['/admin_login', '/admin/login'],
      ['/admin-login', '/admin/login'],
      ['/popup_modal', '/index'],
    ]
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status(), from).toBe(308)
      expect(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(to)
    }
  })

  test('the language switcher keeps the page and remembers the choice in i18n_redirected', async ({
    page,
    context,
  }) => {
    await page.goto('/company/about')
    await page.getByRole('navigation', { name: '언어 선택' }).getByRole('link', { name: 'ENG' }).click()
    await expect(page).toHaveURL(/\/en\/company\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the Institute')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('en')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
    await page.goto('/')
    await expect(page).toHaveURL(/\/en\/index$/)
  })

  test('sitemap.xml lists the pages per locale with hreflang alternates, and robots.txt points to it', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml).toContain('/certification/certification02</loc>')
    expect(xml).toContain('/en/certification/certification02</loc>')
    expect(xml).toMatch(/hreflang="en"/)
    expect(xml).toContain('/media/media01</loc>')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
    expect(robots).toContain('Disallow: /admin')
  })

  test('the home page describes the institute to search engines and link previews', async ({ page }) => {
    await page.goto('/index')
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name: '녹색기후기술원' })
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', '녹색기후기술원 :: 메인')
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/index$/)
  })
})
