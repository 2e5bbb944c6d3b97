import { describe, expect, it } from 'vitest'
import { messages as en } from '@/i18n/messages/en/index'
import { messages as ko } from '@/i18n/messages/ko/index'
import { newsletterMessages } from '@/modules/newsletter/messages'

/** Every key path of a message tree, `namespace.key.sub`. */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix]
  return Object.entries(tree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key))
}

describe('the site’s messages', () => {
  it('has every Korean message in English too, and nothing English only', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(ko).sort())
  })

  it('gives the English pages English text (no Hangul left in an English message)', () => {
    const hangul = /[\u3131-\u318e\uac00-\ud7a3]/u
    const korean = keyPaths(en).filter((path) => {
      const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], en)
      return typeof value === 'string' && hangul.test(value)
    })
    expect(korean).toEqual([])
  })

  it('says on the newsletter pages what the newsletter API says', () => {
    for (const key of ['confirmed', 'confirmInvalid', 'unsubscribed', 'unsubscribeInvalid'] as const)
      expect(ko.newsletter[key]).toBe(newsletterMessages[key])
  })
})
