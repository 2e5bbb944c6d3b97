import { describe, expect, it } from 'vitest'
import { localeOrDefault, routeLocale } from '@/i18n/locales'

describe('the locale a route names', () => {
  it('keeps a locale the site offers', async () => {
    expect(localeOrDefault('en')).toBe('en')
    expect(localeOrDefault('ko')).toBe('ko')
    expect(await routeLocale(Promise.resolve({ locale: 'en' }))).toBe('en')
  })

  it('falls back to Korean for anything else', async () => {
    for (const value of ['EN', 'ja', '', undefined, null, 1, ['en']]) expect(localeOrDefault(value)).toBe('ko')
    expect(await routeLocale(Promise.resolve({ locale: 'fr' }))).toBe('ko')
  })
})
