import { expect, test } from '@playwright/test'

test('the API documentation loads from local assets and runs a call', async ({ page, baseURL }) => {
  const origin = new URL(baseURL as string).origin
  const foreign: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url())
  })
  await page.goto('/swagger-ui')
  await expect(page).toHaveTitle('녹색기후기술원 :: API 문서')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  const operation = page.locator('#operations-system-getHealth')
  await operation.locator('.opblock-summary').click()
  await operation.getByRole('button', { name: 'Execute' }).click()
  await expect(operation.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200')
  expect(foreign).toEqual([])
})

test('the OpenAPI document is 3.1 and declares bearer authorisation', async ({ request }) => {
  const response = await request.get('/api/v1/openapi.json')
  expect(response.status()).toBe(200)
  const doc = await response.json()
  expect(doc.openapi).toBe('3.1.0')
  expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
})

test('Authorize with a token from /api/v1/signin and list the accounts from Swagger UI', async ({ page, request }) => {
  const signIn = await request.post('/api/v1/signin?userId=admin&password=Admin2026!test')
  expect(signIn.status()).toBe(200)
  const { accessToken } = await signIn.json()
  await page.goto('/swagger-ui')
  await page
    .getByRole('button', { name: /Authorize/ })
    .first()
    .click()
  const dialog = page.locator('.modal-ux')
  await dialog.locator('input[type="text"], input[type="password"]').first().fill(accessToken)
  await dialog.getByRole('button', { name: 'Apply credentials' }).click()
  await dialog.getByRole('button', { name: 'Close' }).click()
  const operation = page.locator('#operations-users-listUsers')
  await operation.locator('.opblock-summary').click()
  await operation.getByRole('button', { name: 'Execute' }).click()
  await expect(operation.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200')
  await expect(operation.locator('.live-responses-table')).toContainText('"userId": "admin"')
})
