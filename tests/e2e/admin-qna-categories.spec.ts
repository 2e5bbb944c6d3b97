import { expect, type Page, test } from '@playwright/test'
import { signInToAdmin } from './admin-support'

const publicCategories = async (page: Page) =>
  (
    (await (await page.request.get('/api/v1/qna-categories')).json()) as { categories: { name: string }[] }
  ).categories.map((c) => c.name)

test('staff add, rename, reorder, hide and delete a Q&A category in the 분류 관리 dialog; visitors see the result', async ({
  page,
}) => {
  await signInToAdmin(page)
  // The public list is cached and refreshed within a second of a change: the checks below poll for it.
  await page.goto('/admin/collections/qna')
  await page.getByRole('button', { name: '분류 관리' }).click()
  const dialog = page.getByRole('dialog', { name: 'Q&A 분류 관리' })
  await expect(dialog).toBeVisible()
  const rows = dialog.getByRole('listitem')
  await expect(rows.first()).toBeVisible()
  const before = await rows.count()

  // Add: the new category comes last and visitors can choose it at once.
  await dialog.getByLabel('새 분류').fill('시험용 분류')
  await dialog.getByRole('button', { name: '추가' }).click()
  await expect(dialog.getByRole('status')).toHaveText("'시험용 분류' 분류를 추가했습니다.")
  await expect(rows).toHaveCount(before + 1)
  await expect(rows.last().getByRole('textbox')).toHaveValue('시험용 분류')
  await expect.poll(async () => (await publicCategories(page)).at(-1)).toBe('시험용 분류')

  // Rename, move to the top and save: the public list follows.
  await rows.last().getByRole('textbox').fill('시험 분류 (수정)')
  for (let i = 0; i < before; i++) await dialog.getByRole('button', { name: '시험 분류 (수정) 위로' }).click()
  await expect(rows.first().getByRole('textbox')).toHaveValue('시험 분류 (수정)')
  await dialog.getByRole('button', { name: '저장' }).click()
  await expect(dialog.getByRole('status')).toHaveText('분류를 저장했습니다.')
  await expect.poll(async () => (await publicCategories(page))[0]).toBe('시험 분류 (수정)')

  // Hide: kept for staff, gone from the visitors' choice.
  await rows.first().getByRole('checkbox', { name: '숨김' }).check()
  await dialog.getByRole('button', { name: '저장' }).click()
  await expect(dialog.getByRole('status')).toHaveText('분류를 저장했습니다.')
  await expect.poll(() => publicCategories(page)).not.toContain('시험 분류 (수정)')

  // A category questions use cannot be deleted (the seed's questions use the first seeded ones).
  const used = rows.filter({ hasNotText: '질문 0건' }).first()
  await expect(used.getByRole('button', { name: /삭제$/ })).toBeDisabled()

  // Delete the unused one, after a confirmation step.
  await dialog.getByRole('button', { name: '시험 분류 (수정) 삭제', exact: true }).click()
  await dialog.getByRole('button', { name: '시험 분류 (수정) 삭제 확인' }).click()
  await expect(dialog.getByRole('status')).toHaveText("'시험 분류 (수정)' 분류를 삭제했습니다.")
  await expect(rows).toHaveCount(before)
})
