import { describe, expect, it } from 'vitest'
import { safeAdminPath } from '@/modules/auth/admin-guard'
import { safeCallbackUrl } from '@/modules/auth/callback-url'

const origin = 'https://green.example.kr'

describe('callback addresses stay on the site', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/admin',
    'http://green.example.kr.evil.example/',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'evil.example',
    '/\t/evil.example',
    '',
  ])('%s falls back to the admin home', (value) => {
    expect(safeCallbackUrl(value, origin)).toBe(`${origin}/admin`)
  })

  it.each([
    ['/admin/collections/users', `${origin}/admin/collections/users`],
    ['/admin?x=1#top', `${origin}/admin?x=1#top`],
    [`${origin}/media/media01`, `${origin}/media/media01`],
  ])('%s is kept', (value, expected) => {
    expect(safeCallbackUrl(value, origin)).toBe(expected)
  })

  it('keeps admin paths and refuses others in the admin entry redirect', () => {
    expect(safeAdminPath('/admin/collections/users?page=2')).toBe('/admin/collections/users?page=2')
    expect(safeAdminPath('//evil.example')).toBe('/admin')
    expect(safeAdminPath('%2F%2Fevil.example')).toBe('/admin')
    expect(safeAdminPath('https://evil.example')).toBe('/admin')
    expect(safeAdminPath('/\\evil')).toBe('/admin')
  })
})
