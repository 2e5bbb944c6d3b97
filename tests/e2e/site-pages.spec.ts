import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { cmsPages } from '../../src/modules/site/site-map'
import { englishPages, koreanPages } from '../../src/seed/site-pages'
import { localePrefix, siteName, watchPage } from './site-support'

type Route = { path: string; h1: { ko: string; en: string }; koreanOnly: boolean }

const routes: Route[] = [
  { path: '/index', h1: { ko: siteName.ko, en: siteName.en }, koreanOnly: false },
  { path: '/sitemap', h1: { ko: '사이트맵', en: 'Site Map' }, koreanOnly: false },
  ...cmsPages.map((page) => {
    const ko = koreanPages.find((p) => p.path === page.path)?.title ?? ''
    const en = englishPages.find((p) => p.path === page.path)?.title
    return { path: `/${page.path}`, h1: { ko, en: en ?? ko }, koreanOnly: !en }
  }),
]

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

for (const locale of ['ko', 'en'] as const) {
  test.describe(`${locale} pages`, () => {
    for (const route of routes) {
      test(`${locale} ${route.path}: 200, heading, title, clean and accessible`, async ({ page, baseURL }) => {
        const watch = watchPage(page, new URL(baseURL as string).origin)
        const response = await page.goto(`${localePrefix[locale]}${route.path}`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        const h1 = page.locator('h1')
        await expect(h1).toHaveCount(1)
        await expect(h1).toHaveText(route.h1[locale])
        const topic = route.path === '/index' ? (locale === 'en' ? 'Home' : '메인') : route.h1[locale]
        await expect(page).toHaveTitle(`${siteName[locale]} :: ${topic}`)
        if (locale === 'en' && route.koreanOnly) {
          await expect(page.getByRole('note')).toContainText('available in Korean only')
          // The blocks' own words read in the language of the text around them (the article is lang="ko"): no English
          // table dates, step badges or link labels inside Korean text.
          const blocks = page.locator('article[lang="ko"] > div section')
          expect(await blocks.count()).toBeGreaterThan(0)
          for (const text of await blocks.allInnerTexts())
            expect(text).not.toMatch(
              /As of|\bMore\b|Download|Application|Preliminary certification|Follow-up management/,
            )
        }
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${localePrefix[locale]}${route.path}$`),
        )
        const axe = await new AxeBuilder({ page }).withTags(wcag22aa).analyze()
        expect(
          axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          'axe violations',
        ).toEqual([])
        await page.waitForLoadState('load')
        watch.expectClean()
      })
    }
  })
}
