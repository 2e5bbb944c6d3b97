import { expect, type Page, test } from '@playwright/test'
import { adminAuth, localePrefix, siteName, watchPage } from './site-support'

/**
 * The visitor's layout measured, not only looked at: the phone menu covers the screen and can be used, the header
 * keeps every label on one line at six widths in both languages, layer popups stay inside small screens, and the
 * footer reads in the order KRDS gives even while the site settings are empty.
 */

const widths = [360, 768, 1024, 1280, 1440, 1920]

/** How many lines the text of an element takes (its text nodes' boxes, grouped by their top). */
function lineCount(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const tops: number[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top)
        }
      }
      return { text: element.textContent?.trim() ?? '', lines: tops.length }
    }),
  )
}

async function headerFacts(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header') as HTMLElement
    const box = header.getBoundingClientRect()
    const identity = header.querySelector('a') as HTMLElement
    const idBox = identity.getBoundingClientRect()
    // Every visible piece of the first row must sit inside the header, side by side without overlapping.
    const row = [...(identity.parentElement?.children ?? [])]
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0)
    const overlaps = row.some((rect, i) => i > 0 && rect.left < (row[i - 1] as DOMRect).right - 1)
    return {
      height: Math.round(box.height),
      identityInside: idBox.top >= box.top - 1 && idBox.bottom <= box.bottom + 1 && idBox.left >= 0,
      nameClipped: [...identity.querySelectorAll('span')].some((span) => span.scrollWidth > span.clientWidth + 1),
      overlaps,
      overflow: (document.scrollingElement as Element).scrollWidth - window.innerWidth,
    }
  })
}

for (const locale of ['ko', 'en'] as const) {
  for (const width of widths) {
    test(`${locale} header at ${width}px: one line per label, KOR / ENG on one line, same height on every page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const heights: number[] = []
      for (const path of ['/index', '/company/about', '/media/media02']) {
        await page.goto(`${localePrefix[locale]}${path}`)
        const facts = await headerFacts(page)
        heights.push(facts.height)
        expect(facts.overflow, `${path}: wider than the screen`).toBeLessThanOrEqual(0)
        expect(facts.identityInside, `${path}: the site name leaves the header`).toBe(true)
        expect(facts.nameClipped, `${path}: the site name is cut`).toBe(false)
        expect(facts.overlaps, `${path}: header items overlap`).toBe(false)
      }
      expect(new Set(heights).size, `header heights ${heights.join(', ')}`).toBe(1)

      await expect(page.locator('header').getByText(siteName[locale]).first()).toBeVisible()
      const language = page.getByRole('navigation', { name: locale === 'ko' ? '언어 선택' : 'Language' })
      await expect(language).toHaveText(/KOR\s*\/\s*ENG/)
      expect(await lineCount(page, 'header nav:has([hreflang])')).toEqual([{ text: expect.any(String), lines: 1 }])

      const labels = page.locator('header nav ul > li > button[aria-controls]')
      if (width >= 1024) {
        await expect(labels).toHaveCount(7)
        for (const label of await lineCount(page, 'header nav ul > li > button[aria-controls]')) {
          expect(label, `"${label.text}" breaks`).toEqual({ text: label.text, lines: 1 })
        }
        // Nothing in the menu row overlaps and the last section stays on screen.
        const boxes = await labels.evaluateAll((buttons) =>
          buttons.map((b) => {
            const r = b.getBoundingClientRect()
            return { left: r.left, right: r.right }
          }),
        )
        for (let i = 1; i < boxes.length; i++)
          expect(boxes[i]?.left).toBeGreaterThanOrEqual((boxes[i - 1]?.right ?? 0) - 1)
        expect(boxes.at(-1)?.right).toBeLessThanOrEqual(width)
        await expect(page.locator('header search form input[name="q"]')).toBeVisible()
      } else {
        await expect(labels.first()).toBeHidden()
        await expect(page.locator('header [data-mobile-nav="open"]')).toBeVisible()
      }
    })
  }
}

test('the header lists identity, 통합검색, 사이트맵 and the language switch in that order, and search goes to /search?q=', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/company/about')
  const order = await page.evaluate(() => {
    const header = document.querySelector('header') as HTMLElement
    const parts = [
      header.querySelector('a[href="/index"]'),
      header.querySelector('search form'),
      header.querySelector('a[href="/sitemap"]'),
      header.querySelector('nav:has([hreflang])'),
    ]
    if (parts.some((part) => !part)) return 'missing'
    return parts.every(
      (part, i) =>
        i === 0 || (parts[i - 1] as Node).compareDocumentPosition(part as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })
  expect(order).toBe(true)
  const box = page.getByRole('searchbox', { name: '통합검색' })
  await box.fill('제로에너지')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=%EC%A0%9C%EB%A1%9C%EC%97%90%EB%84%88%EC%A7%80$/)
})

for (const width of [360, 390, 768]) {
  test(`the phone menu at ${width}px covers the screen, keeps focus inside, locks the page and navigates`, async ({
    page,
    baseURL,
  }) => {
    const watch = watchPage(page, new URL(baseURL as string).origin)
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/company/about')
    const open = page.getByRole('button', { name: '전체 메뉴 열기' })
    await open.click()
    const panel = page.getByRole('dialog', { name: '주 메뉴' })
    await expect(panel).toBeVisible()
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width, height: 800 })
    await expect(panel.getByRole('button', { name: '전체 메뉴 닫기' })).toBeFocused()

    // The page behind cannot scroll while the menu is open.
    const scroll = await page.evaluate(() => {
      const root = document.scrollingElement as Element
      return { scrollable: root.scrollHeight - root.clientHeight, y: window.scrollY }
    })
    expect(scroll.scrollable).toBeLessThanOrEqual(0)
    await page.mouse.move(width / 2, 700)
    await page.mouse.wheel(0, 600)
    expect(await page.evaluate(() => window.scrollY)).toBe(scroll.y)

    // Tab from the last item comes back to the first; Shift+Tab from the first goes to the last.
    const sitemap = panel.getByRole('link', { name: '사이트맵' })
    await sitemap.focus()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('button', { name: '전체 메뉴 닫기' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(sitemap).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(open).toBeFocused()
    await expect(open).toHaveAttribute('aria-expanded', 'false')

    // A link several sections down is reached, opened and followed.
    await open.click()
    await panel.getByRole('button', { name: '미디어센터' }).click()
    const qna = panel.getByRole('link', { name: '현장 Q&A' })
    await qna.scrollIntoViewIfNeeded()
    const linkBox = await qna.boundingBox()
    expect(linkBox && linkBox.y + linkBox.height).toBeLessThanOrEqual(800)
    await qna.click()
    await expect(page).toHaveURL(/\/media\/media02$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('현장 Q&A')
    watch.expectClean()
  })
}

test('the phone menu closes with × and gives focus back to ☰', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en/index')
  const open = page.getByRole('button', { name: 'Open the menu' })
  await open.click()
  const panel = page.getByRole('dialog', { name: 'Main menu' })
  expect((await panel.boundingBox())?.height).toBe(844)
  await panel.getByRole('button', { name: 'Close the menu' }).click()
  await expect(panel).toBeHidden()
  await expect(open).toBeFocused()
  expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('static')
})

async function popupBox(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  const box = await dialog.boundingBox()
  const buttons = [
    await dialog.getByRole('button', { name: '닫기' }).first().boundingBox(),
    await dialog.getByRole('button', { name: '닫기', exact: true }).last().boundingBox(),
  ]
  const overflow = await page.evaluate(() => (document.scrollingElement as Element).scrollWidth - window.innerWidth)
  return { box, buttons, overflow }
}

test('a layer popup fits the screen from 320px: its box, × and 닫기 stay inside and the page never widens', async ({
  browser,
  request,
}) => {
  const headers = await adminAuth(request)
  const title = '화면 맞춤 확인 팝업'
  // Default placement (left 40, top 120, 400 wide), as staff get it when they leave the numbers alone.
  const created = await request.post('/api/cms/popups?locale=ko', {
    headers,
    data: { title, type: 'layer', device: 'all', enabled: true, sortOrder: 0, hideForHours: 24 },
  })
  expect(created.status()).toBe(201)
  const popup = (await created.json()).doc
  try {
    const check = async (width: number, height: number) => {
      const context = await browser.newContext({ viewport: { width, height } })
      const page = await context.newPage()
      await page.goto('/index')
      const { box, buttons, overflow } = await popupBox(page, title)
      expect(overflow, `${width}px: page wider than the screen`).toBeLessThanOrEqual(0)
      expect(box).not.toBeNull()
      if (!box) return
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(height)
      for (const button of buttons) {
        expect(button).not.toBeNull()
        if (!button) continue
        expect(button.x).toBeGreaterThanOrEqual(box.x)
        expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width)
        expect(button.y + button.height).toBeLessThanOrEqual(box.y + box.height)
      }
      await context.close()
    }
    await check(320, 640)
    await check(390, 844)
    // Placed for a wide screen (left 900, 600 wide): pulled inside a tablet's and a small laptop's screen.
    const moved = await request.patch(`/api/cms/popups/${popup.id}`, { headers, data: { positionX: 900, width: 600 } })
    expect(moved.status()).toBe(200)
    await check(768, 1024)
    await check(1024, 768)
  } finally {
    await request.delete(`/api/cms/popups/${popup.id}`, { headers })
  }
})

type Part = { text: string; top: number; bottom: number; height: number }

for (const width of [360, 1440]) {
  test(`the footer at ${width}px reads logo, address and contacts, utility links, policies, copyright with empty settings`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/company/about')
    const footer = page.getByRole('contentinfo')
    const parts = await footer.evaluate((element) => {
      const name = [...element.querySelectorAll('p')].find((p) => p.querySelector('svg') && p.textContent?.trim())
      const pick = (part: string) => element.querySelector(`[data-footer-part="${part}"]`)
      const list = [name, pick('contact'), pick('utility'), pick('policies'), pick('copyright')]
      return list.map((node) => {
        if (!node) return null
        const rect = node.getBoundingClientRect()
        return { text: node.textContent?.trim() ?? '', top: rect.top, bottom: rect.bottom, height: rect.height }
      })
    })
    // Each block is there and says something: no empty boxes.
    for (const part of parts) {
      expect(part).not.toBeNull()
      expect(part?.text.length).toBeGreaterThan(0)
      expect(part?.height).toBeGreaterThan(0)
    }
    const [logo, contact, utility, policies, copyright] = [0, 1, 2, 3, 4].map(
      (i) => parts[i] as NonNullable<(typeof parts)[number]>,
    ) as [Part, Part, Part, Part, Part]
    expect(logo.text).toBe('녹색기후기술원')
    // With the address and phones still empty, the contact block says where to ask instead of standing empty.
    await expect(footer.locator('[data-footer-part="contact"]').getByRole('link', { name: '현장 Q&A' })).toBeVisible()
    expect(contact.top).toBeGreaterThanOrEqual(logo.bottom - 1)
    expect(policies.top).toBeGreaterThanOrEqual(Math.max(contact.bottom, utility.bottom) - 1)
    expect(copyright.top).toBeGreaterThanOrEqual(policies.top - 1)
    // The copyright closes the footer: nothing of the footer sits below it.
    const lowest = await footer.evaluate((element) =>
      Math.max(...[...element.querySelectorAll('a, p, h2, li')].map((node) => node.getBoundingClientRect().bottom)),
    )
    expect(copyright.bottom).toBeGreaterThanOrEqual(lowest - 1)
    const order = await footer.evaluate((element) => {
      const selectors = [
        '[data-footer-part="contact"]',
        '[data-footer-part="utility"]',
        '[data-footer-part="policies"]',
      ]
      const nodes = [
        ...selectors.map((s) => element.querySelector(s)),
        element.querySelector('[data-footer-part="copyright"]'),
      ]
      return nodes.every(
        (node, i) =>
          i === 0 || (nodes[i - 1] as Node).compareDocumentPosition(node as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
      )
    })
    expect(order).toBe(true)
    const privacy = footer.locator('[data-footer-part="policies"] a').first()
    await expect(privacy).toHaveText('개인정보처리방침')
    expect(Number(await privacy.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700)
    expect(await page.evaluate(() => (document.scrollingElement as Element).scrollWidth - window.innerWidth)).toBe(0)
  })
}

for (const locale of ['ko', 'en'] as const) {
  test(`${locale}: empty institute facts show one block that says they are being prepared and where to ask`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const [path, topic] of [
      ['/company/history', 'history'],
      ['/company/group', 'orgChart'],
      ['/company/location', 'contact'],
    ] as const) {
      await page.goto(`${localePrefix[locale]}${path}`)
      const block = page.locator(`[data-pending-facts="${topic}"]`)
      await expect(block, path).toHaveCount(1)
      await expect(block).toHaveAttribute('lang', locale)
      await expect(block).toContainText(locale === 'ko' ? '준비하고 있습니다' : 'being prepared')
      const ask = block.getByRole('link', { name: locale === 'ko' ? '현장 Q&A에 문의하기' : 'Ask in the Field Q&A' })
      await expect(ask).toHaveAttribute('href', `${localePrefix[locale]}/media/media02`)
      await expect(block.getByRole('link', { name: locale === 'ko' ? /사이트맵/ : /site map/ })).toHaveAttribute(
        'href',
        `${localePrefix[locale]}/sitemap`,
      )
      await expect(page.locator('main')).not.toContainText('정리하고 있습니다')
    }
  })
}
