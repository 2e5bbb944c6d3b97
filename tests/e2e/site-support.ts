import { type APIRequestContext, expect, type Page } from '@playwright/test'

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

/** Signs in through Payload's REST API as the test admin and returns the Authorization header. */
export async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/cms/users/login', {
    data: { username: 'admin', password: 'Admin2026!test' },
  })
  expect(response.status()).toBe(200)
  const { token } = await response.json()
  return { Authorization: `JWT ${token}` }
}

/** Addresses of the page's images that did not load, lazy ones included. */
export async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const failed = await Promise.all(
      [...document.images].map(async (image) => {
        image.loading = 'eager'
        try {
          await image.decode()
          return image.naturalWidth > 0 ? null : image.currentSrc || image.src
        } catch {
          return image.currentSrc || image.src
        }
      }),
    )
    return failed.filter((src): src is string => src !== null)
  })
}
