import { expect, type Page, test } from '@playwright/test'

// Issue #34 items 10 and 11: one subscription form per page, a page past a list's end goes to its last page, and the
// site's wording, buttons, step badges and Q&A categories read consistently.

const widths = [360, 1440] as const
const subscribeForms = (page: Page) => page.locator('form[data-enhance="subscribe-form"]')
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })

test.describe('one subscription form per page', () => {
  for (const width of widths) {
    test(`the newsletter page keeps its own form, the Q&A form none, other pages the footer's (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const prefix of ['', '/en']) {
        await page.goto(`${prefix}/media/media03`)
        await expect(subscribeForms(page)).toHaveCount(1)
        // The page's own form, with its heading; the footer has no sign-up band.
        await expect(page.locator('main form[data-enhance="subscribe-form"]')).toHaveCount(1)
        await expect(page.locator('footer form')).toHaveCount(0)
        await shot(page, `media03${prefix.replace('/', '-')}-${width}`)

        await page.goto(`${prefix}/media/media02/qna-write`)
        await expect(page.locator('main form').first()).toBeVisible()
        await expect(subscribeForms(page)).toHaveCount(0)
        // The footer starts with the institute's facts right under the Q&A form.
        const formBottom = await page
          .locator('main form')
          .first()
          .evaluate((f) => f.getBoundingClientRect().bottom)
        const footerTop = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().top)
        expect(footerTop - formBottom).toBeLessThan(200)
        await shot(page, `qna-write${prefix.replace('/', '-')}-${width}`)

        await page.goto(`${prefix}/media/media01`)
        await expect(subscribeForms(page)).toHaveCount(1)
        await expect(page.locator('footer form[data-enhance="subscribe-form"]')).toHaveCount(1)
      }
    })
  }
})

test.describe('a page number past the end of a list', () => {
  const lists = [
    '/media/media01',
    '/media/media02',
    '/media/media03',
    '/media/media04',
    '/performance/performance',
    '/performance/performance01',
    '/en/media/media01',
    '/en/performance/performance',
  ]

  test('redirects to the last page, on every board list, in both languages', async ({ page }) => {
    for (const list of lists) {
      const response = await page.request.get(`${list}?page=99`, { maxRedirects: 0 })
      expect(response.status(), list).toBe(307)
      const target = new URL(response.headers().location ?? '', 'http://site')
      expect(target.pathname, list).toBe(list)
      const last = Number(target.searchParams.get('page') ?? '1')
      expect(last, list).toBeLessThan(99)
      await page.goto(`${list}?page=99`)
      expect(new URL(page.url()).pathname).toBe(list)
      const summary = list.startsWith('/en') ? `Page ${last} of ${last}` : `${last}/${last} 페이지`
      if (!list.startsWith('/performance') && !list.startsWith('/en/performance'))
        await expect(page.getByText(summary, { exact: false }).first()).toBeVisible()
      // Never the empty list of a page that does not exist.
      await expect(page.locator('main a[href*="/view/"]').first()).toBeVisible()
    }
  })

  test('keeps the search on the way, and search results follow the same rule', async ({ page }) => {
    const response = await page.request.get('/media/media01?field=title&q=%EC%9D%B8%EC%A6%9D&page=99', {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toContain('q=%EC%9D%B8%EC%A6%9D')
    const search = await page.request.get('/search?q=%EC%9D%B8%EC%A6%9D&section=media01&page=99', { maxRedirects: 0 })
    expect(search.status()).toBe(307)
    expect(search.headers().location).toMatch(/^\/search\?q=%EC%9D%B8%EC%A6%9D&section=media01(&page=\d+)?$/)
  })

  test('a page that is not a number is the first page, never an error', async ({ page }) => {
    for (const list of ['/media/media01', '/media/media02', '/performance/performance', '/en/media/media03']) {
      for (const value of ['0', '-1', 'abc', '1.5', '%20', '']) {
        const response = await page.request.get(`${list}?page=${value}`, { maxRedirects: 0 })
        expect(response.status(), `${list}?page=${value}`).toBe(200)
      }
    }
  })
})

test.describe('consistency', () => {
  for (const width of widths) {
    test(`목록 is an outlined green button like the site's other buttons (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const prefix of ['', '/en']) {
        await page.goto(`${prefix}/media/media01`)
        const green = await page
          .locator('main form button[type="submit"]')
          .first()
          .evaluate((b) => getComputedStyle(b).backgroundColor)
        await page.locator('main a[href*="/view/"]').first().click()
        const list = page
          .locator('main a')
          .filter({ hasText: prefix ? 'List' : '목록' })
          .last()
        await expect(list).toBeVisible()
        const style = await list.evaluate((a) => {
          const s = getComputedStyle(a)
          return { color: s.color, border: s.borderTopColor, background: s.backgroundColor }
        })
        expect(style.color).toBe(green)
        expect(style.border).toBe(green)
        expect(style.background).toBe('rgb(255, 255, 255)')
        await shot(page, `notice-view${prefix.replace('/', '-')}-${width}`)
      }
    })

    test(`a flow's steps all carry a badge or none do (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of [
        '/carbon/carbon03',
        '/en/carbon/carbon03',
        '/carbon/carbon01',
        '/certification/certification01',
        '/certification/certification03',
        '/certification/certification05',
        '/certification/certification06',
      ]) {
        await page.goto(path)
        for (const flow of await page.locator('main ol:has(> li h3)').all()) {
          const perStep = await flow
            .locator(':scope > li')
            .evaluateAll((steps) =>
              steps.map((step) => step.querySelector('div')?.querySelectorAll('span').length ?? 0),
            )
          expect(new Set(perStep).size, `${path}: ${perStep.join(',')}`).toBe(1)
        }
        if (path.endsWith('carbon03')) await shot(page, `carbon03${path.startsWith('/en') ? '-en' : ''}-${width}`)
      }
    })
  }

  test('the Q&A form no longer offers the category merged into ZEB, in either language', async ({ page }) => {
    await page.goto('/media/media02/qna-write')
    const options = await page.locator('#category option').allTextContents()
    expect(options).not.toContain('건축물 에너지효율등급')
    expect(options).toContain('제로에너지건축물')
    const categories = (await (await page.request.get('/api/v1/qna-categories')).json()) as {
      categories: { name: string }[]
    }
    expect(categories.categories.map((c) => c.name)).not.toContain('건축물 에너지효율등급')
    await page.goto('/en/media/media02/qna-write')
    expect(await page.locator('#category option').allTextContents()).not.toContain('Building energy efficiency rating')
    // Questions filed under it keep it in the list.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/media/media02?field=title&q=${encodeURIComponent('1++ 등급 기준')}`)
    await expect(page.getByRole('cell', { name: '건축물 에너지효율등급' }).first()).toBeVisible()
  })

  test('the Q&A form writes its messages in the spaced form, like the rest of the site', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 900 })
    await page.goto('/media/media02/qna-write')
    await page.locator('#category').selectOption({ index: 1 })
    await page.locator('#title').fill('가')
    await page.locator('#content').fill('짧음')
    await page.locator('#name').fill('김')
    await page.locator('#email').fill('short@example.com')
    await page.locator('#password').fill('Field2026!')
    await page.getByLabel(/개인정보 수집·이용에 동의합니다/).check()
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/qna') && r.request().method() === 'POST')
    await page.locator('main button[type="submit"]').click()
    expect((await refused).status()).toBe(400)
    await expect(page.locator('#title-error')).toHaveText('제목은 2자 이상 100자 이하로 입력해 주세요.')
    await expect(page.locator('#content-error')).toHaveText('내용은 5자 이상 5,000자 이하로 입력해 주세요.')
    await expect(page.locator('#name-error')).toHaveText('이름은 2자 이상 20자 이하로 입력해 주세요.')
    await expect(page.locator('body')).not.toContainText(/해주세요|해주십시오/, { useInnerText: true })
    await shot(page, 'qna-write-errors-360')
  })
})
