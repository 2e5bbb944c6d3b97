import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'

// Permission groups and accounts: numbers the server gives, boards by name, only permissions that mean something,
// and the account form's domain fields explained.

const widths = [1440, 1024] as const

type Admin = { request: APIRequestContext; origin: string }
type Group = {
  id: number
  authGroupSeq: number
  boardSeqs?: number[] | null
  permissions?: Record<string, Record<string, boolean | null>>
}

async function asAdmin(page: Page): Promise<Admin> {
  await signInToAdmin(page)
  return { request: page.request, origin: new URL(page.url()).origin }
}

async function groupNamed(admin: Admin, name: string): Promise<Group | undefined> {
  const res = await admin.request.get(`/api/cms/auth-groups?where[name][equals]=${encodeURIComponent(name)}&depth=0`, {
    headers: { origin: admin.origin },
  })
  return ((await res.json()) as { docs: Group[] }).docs[0]
}

async function highestGroupNumber(admin: Admin): Promise<number> {
  const res = await admin.request.get('/api/cms/auth-groups?sort=-authGroupSeq&limit=1&depth=0', {
    headers: { origin: admin.origin },
  })
  return ((await res.json()) as { docs: Group[] }).docs[0]?.authGroupSeq ?? 0
}

/** The box of one permission: Payload ties each checkbox's label to its input by id. */
const permissionBoxes = (page: Page, area: string) => page.locator(`#field-permissions__${area} input[type="checkbox"]`)

for (const width of widths) {
  test(`a group is numbered by the server, takes boards by name and offers only real permissions (${width}px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    const admin = await asAdmin(page)
    const name = `공지·뉴스레터 담당 ${width}-${String(Date.now()).slice(-6)}`
    let createdId: number | undefined
    try {
      await page.goto('/admin/collections/auth-groups/create')
      await expect(page.getByRole('textbox', { name: '그룹 이름' })).toBeVisible({ timeout: 30_000 })

      // No number to invent: the field, if shown, cannot be typed in, and says the server gives it.
      const number = page.locator('#field-authGroupSeq')
      if ((await number.count()) > 0) await expect(number).not.toBeEditable()
      await expect(page.getByText('저장하면 자동으로 매겨집니다.')).toBeVisible()

      await page.getByRole('textbox', { name: '그룹 이름' }).fill(name)

      // The audit log is only read; newsletters are read and sent; boards have all three.
      await expect(permissionBoxes(page, 'audit')).toHaveCount(1)
      await expect(page.locator('#field-permissions__audit')).toContainText('읽기')
      await expect(page.locator('#field-permissions__audit')).not.toContainText('쓰기')
      await expect(page.locator('#field-permissions__audit')).not.toContainText('삭제')
      await expect(permissionBoxes(page, 'newsletters')).toHaveCount(2)
      await expect(page.locator('#field-permissions__newsletters')).not.toContainText('삭제')
      await expect(permissionBoxes(page, 'boards')).toHaveCount(3)
      await page.locator('#field-permissions__boards__read').check({ force: true })
      await page.locator('#field-permissions__boards__write').check({ force: true })
      await page.locator('#field-permissions__audit__read').check({ force: true })

      // Boards by their names, not numbers typed in.
      const boards = page.getByRole('group', { name: '담당 게시판' })
      await expect(boards.getByRole('checkbox', { name: '공지사항' })).toBeVisible()
      await expect(page.getByRole('spinbutton', { name: /게시판/ })).toHaveCount(0)
      await boards.getByRole('checkbox', { name: '공지사항' }).check()
      await boards.getByRole('checkbox', { name: '뉴스레터' }).check()
      await expect(boards.getByRole('checkbox', { name: '현장 Q&A' })).not.toBeChecked()
      await page.screenshot({ path: testInfo.outputPath(`group-form-${width}.png`), fullPage: true })

      const expected = (await highestGroupNumber(admin)) + 1
      await page.getByRole('button', { name: '저장', exact: true }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/auth-groups\/\d+/, { timeout: 30_000 })

      const group = await groupNamed(admin, name)
      createdId = group?.id
      expect(group?.authGroupSeq).toBe(expected)
      expect(group?.boardSeqs).toEqual([1, 4])
      expect(group?.permissions?.audit).toEqual({ read: true })
      expect(group?.permissions?.boards).toMatchObject({ read: true, write: true, delete: false })
      // The saved form shows the number it was given, and the boards still by name.
      await expect(page.locator('#field-authGroupSeq')).toHaveValue(String(expected))
      await expect(
        page.getByRole('group', { name: '담당 게시판' }).getByRole('checkbox', { name: '뉴스레터' }),
      ).toBeChecked()
      await page.screenshot({ path: testInfo.outputPath(`group-saved-${width}.png`), fullPage: true })
    } finally {
      if (createdId !== undefined)
        await admin.request.delete(`/api/cms/auth-groups/${createdId}`, { headers: { origin: admin.origin } })
    }
  })

  test(`the account form explains 주 도메인 and 보조 도메인 under 고급 (${width}px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    await asAdmin(page)
    await page.goto('/admin/collections/users/create')
    await expect(page.locator('#field-userName')).toBeVisible({ timeout: 30_000 })
    const advanced = page.locator('.collapsible').filter({ hasText: '고급' })
    const mainDomain = page.getByRole('textbox', { name: '주 도메인' })
    // Folded away at first: most accounts leave them empty.
    await expect(advanced).toBeVisible()
    await expect(mainDomain).toBeHidden()
    await page.screenshot({ path: testInfo.outputPath(`account-form-${width}.png`), fullPage: true })

    await advanced.locator('.collapsible__toggle').first().click()
    await expect(mainDomain).toBeVisible()
    await expect(page.getByRole('textbox', { name: '보조 도메인' })).toBeVisible()
    await expect(page.getByText('이 계정이 주로 관리하는 사이트 주소입니다.', { exact: false })).toBeVisible()
    await expect(page.getByText('함께 관리하는 다른 사이트 주소가 있으면 적습니다.', { exact: false })).toBeVisible()
    await expect(page.getByText('로그인한 계정을 부를 때 이름 대신 쓰는 별칭입니다.', { exact: false })).toBeVisible()
    await mainDomain.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`account-form-advanced-${width}.png`), fullPage: true })
  })
}
