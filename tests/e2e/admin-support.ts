import { expect, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

/** The seeded first admin of the browser-test server (scripts/test.mjs). */
export const seededAdmin = { username: 'admin', password: 'Admin2026!test' } as const

/** Signs in through the Korean admin sign-in form and waits for the admin to open. */
export async function signInToAdmin(page: Page, account: { username: string; password: string } = seededAdmin) {
  await page.goto('/admin/login')
  await page.locator('input[name="username"]').fill(account.username)
  await page.locator('input[name="password"]').fill(account.password)
  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/admin(?!\/login)/)
}

/**
 * Pastes a picture into a body editor as a browser hands over one copied from a web page or a word processor (an
 * `<img>` with a data: address in the HTML, after `htmlBefore`), and saves it to the image library through the upload
 * drawer that opens, with its 대체 텍스트. Resolves with the drawer, for what the caller checks next.
 */
export async function pasteImageIntoEditor(page: Page, editor: Locator, alt: string, htmlBefore = '') {
  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2b7a4b' } })
    .png()
    .toBuffer()
  await editor.evaluate(
    (element, html) => {
      const clipboardData = new DataTransfer()
      clipboardData.setData('text/html', html)
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
    },
    `${htmlBefore}<img src="data:image/png;base64,${png.toString('base64')}" alt="">`,
  )
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '파일 추가' }) })
  // The drawer opens on the image library, asking for the alternative text it requires. Payload's bulk-upload form
  // does not tie the 대체 텍스트 label to its input, so the input is found by its field.
  await expect(drawer.getByRole('heading', { name: '이미지' }).first()).toBeVisible()
  await drawer.locator('input[name="alt"]').fill(alt)
  await drawer.getByRole('button', { name: '저장', exact: true }).click()
  return drawer
}

/**
 * Clicks a link or button of the admin and waits for the address it leads to. A click on a busy machine can land
 * before the page's client router is ready to take it, and then nothing happens: it is clicked again until the
 * address is reached, as a person would.
 */
export async function clickThrough(page: Page, target: Locator, address: RegExp) {
  await expect(async () => {
    if (!address.test(page.url())) await target.click()
    await expect(page).toHaveURL(address, { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * Types into the first body editor of the form and waits until the form holds what was typed. Payload's rich-text
 * field hands its content to the form from an idle callback (up to 500 ms later); a save clicked before that sends
 * the body without its last characters. The wait is for two idle turns of the page after the last keystroke, so
 * the editor's own callback, queued first, has run.
 */
export async function typeInBodyEditor(page: Page, text: string) {
  const editor = page.locator('.field-type.rich-text-lexical [contenteditable="true"]').first()
  await editor.click()
  await page.keyboard.type(text)
  await expect(editor).toContainText(text)
  await settleBodyEditor(page)
}

/** Waits for the body editor's queued hand-over to the form (see typeInBodyEditor). */
export async function settleBodyEditor(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(
          () => requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 2000 }),
          {
            timeout: 2000,
          },
        ),
      ),
  )
}
