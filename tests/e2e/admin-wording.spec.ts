import { expect, test } from '@playwright/test'
import { pasteImageIntoEditor, signInToAdmin } from './admin-support'

// The admin's words as staff read them (docs/decisions/0024-korean-admin.md): particles chosen by the word before
// them, no English left in toasts or the date picker, the publish button of a new notice, the sign-in refusal
// naming 아이디 as its field does, and a weak password's message stating the rule.

const noPairedParticle = /이\(가\)|을\(를\)|은\(는\)|\(으\)로/

for (const width of [1440, 1024]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a wrong password is refused in the words of the form: 아이디, not 이메일', async ({ page }) => {
      await page.goto('/admin/login')
      await page.locator('input[name="username"]').fill('admin')
      await page.locator('input[name="password"]').fill('Wrong2026!pass')
      await page.getByRole('button', { name: '로그인' }).click()
      await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.')).toBeVisible()
      await expect(page.getByText(/이메일 또는 비밀번호|사용자 이름 또는 비밀번호/)).toHaveCount(0)
    })

    test('a notice moved to the trash reads "…자료"를, with the particle its title takes', async ({ page }) => {
      await signInToAdmin(page)
      const origin = new URL(page.url()).origin
      // A title that ends in a vowel takes 를; Payload's text says 을(를).
      const title = `조사 확인 안내 ${width} 자료`
      const created = await page.request.post('/api/cms/posts', {
        headers: { origin },
        data: { boardSeq: 1, title, publishedAt: new Date().toISOString(), _status: 'published' },
      })
      expect(created.status()).toBe(201)
      const id = ((await created.json()) as { doc: { id: number } }).doc.id
      try {
        await page.goto(`/admin/collections/posts/${id}`)
        await page.locator('.doc-controls__popup button, .doc-controls__dots').first().click()
        await page.getByRole('button', { name: '삭제', exact: true }).click()
        const dialog = page.getByRole('dialog').filter({ hasText: '휴지통으로 옮깁니다' })
        // Payload names the board's notice by the board (공지사항); the title ends in a vowel, so 를.
        await expect(dialog).toContainText(`공지사항 ${title}를 휴지통으로 옮깁니다. 계속할까요?`)
        await expect(dialog).toContainText('휴지통을 거치지 않고 바로 영구 삭제')
        expect(await dialog.textContent()).not.toMatch(noPairedParticle)
        await dialog.getByRole('button', { name: '확인' }).click()
        await expect(page.getByText(`"${title}"를 휴지통으로 옮겼습니다.`)).toBeVisible()
        await expect(page.getByText(/을\(를\)/)).toHaveCount(0)
      } finally {
        await page.request.delete(`/api/cms/posts/${id}?trash=true`, { headers: { origin } })
        await page.request.delete(`/api/cms/posts/${id}`, { headers: { origin } })
      }
    })

    test('a new notice is published with 게시, its date picker heads the times 시각, and an image saved says so in Korean', async ({
      page,
    }) => {
      await signInToAdmin(page)
      const origin = new URL(page.url()).origin
      await page.goto('/admin/collections/posts/create')
      await expect(page.getByRole('button', { name: '게시', exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: '변경 사항 게시' })).toHaveCount(0)

      // The 게시일 picker: its time column is headed 시각, not "Time".
      await page.locator('#field-publishedAt input, .field-publishedAt input').first().click()
      const picker = page.locator('.react-datepicker')
      await expect(picker).toBeVisible()
      await expect(picker.locator('.react-datepicker-time__header')).toHaveText('시각')
      await page.keyboard.press('Escape')

      // An image pasted into the body goes through the upload drawer; its toast is Korean.
      await page.getByRole('textbox', { name: '제목 *' }).fill('사진이 있는 새 공지')
      await page.getByRole('combobox', { name: '게시판 *' }).selectOption({ label: '공지사항' })
      const editor = page.locator('[data-lexical-editor="true"]').first()
      await editor.click()
      await pasteImageIntoEditor(page, editor, '문구 점검 사진')
      await expect(page.getByText('파일 1개를 저장했습니다.')).toBeVisible()
      await expect(page.getByText(/Successfully saved/)).toHaveCount(0)
      const media = await page.request.get('/api/cms/media?where[alt][equals]=문구 점검 사진&depth=0', {
        headers: { origin },
      })
      for (const doc of ((await media.json()) as { docs: { id: number }[] }).docs) {
        await page.request.delete(`/api/cms/media/${doc.id}`, { headers: { origin } })
      }
    })

    test('a weak password on a new account states the rule', async ({ page }) => {
      await signInToAdmin(page)
      await page.goto('/admin/collections/users/create')
      // The form checks the new id as it is typed; it is filled once the form has settled.
      await page.waitForLoadState('networkidle')
      const form = page.locator('main, .collection-edit').first()
      await form.locator('input[name="username"]').fill(`rule${Date.now() % 100000}`)
      await form.locator('input[name="userName"]').fill('새직원')
      await form.locator('input[name="password"]').fill('weakpassword1')
      await form.locator('input[name="confirm-password"]').fill('weakpassword1')
      const save = page.getByRole('button', { name: '저장', exact: true })
      await expect(save).toBeEnabled()
      // Under the field, in the words of the rule. Pressed again if the first press lands before the form is ready to
      // take it (a busy machine): the account is refused each time, so nothing is created twice.
      const message = form
        .locator(
          '.field-type.password .field-error, .field-type.password [role="alert"], .field-type.password .tooltip',
        )
        .first()
      await expect(async () => {
        await save.click()
        await expect(message).toContainText(
          '비밀번호 형식이 올바르지 않습니다. 8자 이상으로, 영문·숫자·특수문자(@$!%*#?&)를 각각 하나 이상 넣어 주세요.',
          { timeout: 5_000 },
        )
      }).toPass({ timeout: 30_000 })
    })
  })
}
