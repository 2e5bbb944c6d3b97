import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { boardPages, qnaBoardNames } from '../../src/components/boards/board-pages'
import { siteName, watchPage } from './site-support'

/**
 * The media and performance board pages with the seeded posts: each list answers 200 with its heading and
 * title and lists posts, and the first listed post opens on its view page under the same board.
 */
type BoardRoute = { path: string; title: string /** Rows the list may link to (secret Q&A excluded). */; rows: string }

const boards: BoardRoute[] = [
  { path: '/media/media01', title: '공지사항', rows: 'main a[href*="/media/media01/view/"]' },
  // Secret questions ask for a password; their link carries the screen-reader "비밀글" label.
  {
    path: '/media/media02',
    title: '현장 Q&A',
    rows: 'main tbody tr:not(:has(.sr-only)) a[href*="/media/media02/view/"]',
  },
  { path: '/media/media03', title: '뉴스레터', rows: 'main a[href*="/media/media03/view/"]' },
  { path: '/media/media04', title: '채용정보', rows: 'main a[href*="/media/media04/view/"]' },
  { path: '/performance/performance', title: '전체 실적', rows: 'main a[href*="/performance/performance/view/"]' },
  {
    path: '/performance/performance01',
    title: '인증·평가 실적',
    rows: 'main a[href*="/performance/performance01/view/"]',
  },
  {
    path: '/performance/performance02',
    title: '엔지니어링 실적',
    rows: 'main a[href*="/performance/performance02/view/"]',
  },
  { path: '/performance/performance03', title: 'R&D 실적', rows: 'main a[href*="/performance/performance03/view/"]' },
]

for (const board of boards) {
  test(`${board.path}: list with seeded posts, and one post's view page`, async ({ page, baseURL }) => {
    const watch = watchPage(page, new URL(baseURL as string).origin)
    const response = await page.goto(board.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(board.title)
    await expect(page).toHaveTitle(`${siteName.ko} :: ${board.title}`)

    const rows = page.locator(board.rows)
    await expect(rows.first()).toBeVisible()
    const first = rows.first()
    // Cards of the performance boards hold more than the title; the title is their heading.
    const heading = first.locator('h2')
    const title = (((await heading.count()) ? await heading.textContent() : await first.textContent()) ?? '').trim()
    expect(title.length).toBeGreaterThan(0)

    await first.click()
    await expect(page).toHaveURL(new RegExp(`${board.path}/view/\\d+`))
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toContainText(title)
    await expect(page).toHaveTitle(`${siteName.ko} :: ${title} | ${board.title}`)
    await page.waitForLoadState('load')
    watch.expectClean()
  })
}

// The same lists in English: the board chrome is translated, the posts stay in Korean.
for (const board of boards) {
  test(`/en${board.path}: English heading and title, posts listed, clean and accessible`, async ({ page, baseURL }) => {
    const english = Object.values(boardPages).find((b) => b.path === board.path)?.titleEn ?? qnaBoardNames.titleEn
    const watch = watchPage(page, new URL(baseURL as string).origin)
    const response = await page.goto(`/en${board.path}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('h1')).toHaveText(english)
    await expect(page).toHaveTitle(`${siteName.en} :: ${english}`)
    await expect(page.locator(board.rows.replaceAll('href*="/', 'href*="/en/')).first()).toBeVisible()
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await page.waitForLoadState('load')
    watch.expectClean()
  })
}
