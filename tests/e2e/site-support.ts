import { expect, type Page } from '@playwright/test'

/** Collects console errors, page errors and any request that leaves our origin while a page is used. */
export function watchPage(page: Page, origin: string) {
  const consoleErrors: string[] = []
  const foreign: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(String(error)))
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url)
  })
  return {
    consoleErrors,
    foreign,
    expectClean() {
      expect(consoleErrors, 'console errors').toEqual([])
      expect(foreign, 'requests to other hosts').toEqual([])
    },
  }
}

export const siteName = { ko: '녹색기후기술원', en: 'Green Climate Technology Institute' } as const
export const localePrefix = { ko: '', en: '/en' } as const
