import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'
import { xssTargets } from './xss-targets'

/**
 * The stored-XSS corpus and the checks every page that shows it must pass. Each payload would show a dialog
 * (`alert`) if it ran; as text it must be shown exactly as typed.
 */
export const corpus = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '<svg onload=alert(3)>',
  '"><script>alert(4)</script>',
  "'><img src=x onerror=alert(5)>",
  '<scr<script>ipt>alert(6)</script>',
  '</title><script>alert(7)</script>',
  '" onmouseover="alert(8)" x="',
  '<iframe src="javascript:alert(9)">',
  'javascript:alert(10)',
  '<a href="javascript:alert(11)">a</a>',
  '<svg onload=alert()>',
] as const

/** Addresses no link may keep: script, data and protocol-relative addresses, in the spellings browsers accept. */
export const badLinks = [
  'javascript:alert(12)',
  'JaVaScRiPt:alert(13)',
  ' javascript:alert(14)',
  'data:text/html,<script>alert(15)</script>',
  '//evil.example/x',
  '/\\evil.example',
]

const written = new Set<string>()
let turn = 0

/**
 * The payload for one target field, at most `max` characters (the field's own length rule). Records that the
 * field received one, so the last test can prove every target of xss-targets.ts was written.
 */
export function payloadFor(key: string, max = 1000, { fileName = false } = {}): string {
  if (!xssTargets.some((t) => t.key === key)) throw new Error(`${key} is not in xss-targets.ts`)
  written.add(key)
  // A file name sent in a multipart body loses what precedes a `/`, and the client escapes `"` as %22.
  const fitting = corpus.filter((p) => p.length <= max && !(fileName && /[/"]/.test(p)))
  turn += 1
  return fitting[turn % fitting.length] ?? corpus[11]
}

/** Records a target whose format rule was shown to refuse the payload. */
export function refusedFor(key: string) {
  if (!xssTargets.some((t) => t.key === key && t.refusedBy)) throw new Error(`${key} has no format rule`)
  written.add(key)
}

export const writtenTargets = () => new Set(written)

export type Watch = { dialogs: string[] }

/** Collects dialogs (every payload calls alert) and CSP reports of blocked scripts on the page. */
export async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [] }
  page.on('dialog', async (dialog) => {
    seen.dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  await page.addInitScript(() => {
    const w = window as unknown as { __blockedScripts: string[] }
    w.__blockedScripts = []
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.violatedDirective.startsWith('script-src')) {
        w.__blockedScripts.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
      }
    })
  })
  return seen
}

/**
 * What an escaping bug would leave in the page: elements with event-handler attributes, `javascript:` or `data:`
 * addresses in links, frames or forms, and inline scripts without the page's nonce (a parsed `<script>` from
 * stored text). Next's own inline scripts carry the nonce; JSON-LD is data, not script.
 */
export function domProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase()
        if (name.startsWith('on') && /alert/.test(attribute.value)) {
          problems.push(`${element.tagName} ${name}="${attribute.value}"`)
        }
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(name) &&
          /^\s*(javascript|vbscript|data:text\/html)/i.test(attribute.value)
        ) {
          problems.push(`${element.tagName} ${name}="${attribute.value}"`)
        }
      }
    }
    for (const script of Array.from(document.querySelectorAll('script:not([src])'))) {
      const type = script.getAttribute('type') ?? ''
      if (/json/.test(type)) continue
      if (!(script as HTMLScriptElement).nonce) problems.push(`inline script without nonce: ${script.textContent}`)
    }
    return problems
  })
}

/** Scripts the CSP blocked: each one is markup the page should have shown as text. */
export const blockedScripts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __blockedScripts?: string[] }).__blockedScripts ?? [])

/** The texts are visible on the page as typed, and nothing of them became markup or ran. */
export async function expectInert(page: Page, seen: Watch, texts: readonly string[] = []) {
  for (const text of texts) {
    await expect(page.getByText(text).filter({ visible: true }).first(), `${page.url()}: ${text}`).toBeVisible()
  }
  expect(await domProblems(page), page.url()).toEqual([])
  expect(await blockedScripts(page), page.url()).toEqual([])
  expect(seen.dialogs, page.url()).toEqual([])
}

export const staffAccount = { username: 'admin', password: 'Admin2026!test' }

/** `/api/cms` as the seeded administrator, by the JWT of a sign-in (no cookie, so no CSRF origin check). */
export async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/cms/users/login', { data: staffAccount })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `JWT ${token}` }
}

/** A browser page signed in to the admin: the session cookie comes from a sign-in sent with the site's origin. */
export async function adminPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  const page = await context.newPage()
  const login = await page.request.post('/api/cms/users/login', {
    data: staffAccount,
    headers: { origin: new URL(baseURL).origin },
  })
  expect(login.status()).toBe(200)
  return page
}
