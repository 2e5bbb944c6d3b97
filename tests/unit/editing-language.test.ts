import type { CollectionConfig, Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { editingLanguagePlugin, hasLocalizedFields } from '@/collections/shared/editing-language-plugin'
import { adminAddressWithLocale, koreanIsEmpty, listTitle } from '@/modules/admin/editing-language'

describe('admin addresses and the editing language', () => {
  it('reads an admin address without locale as Korean, leaving its other parameters', () => {
    expect(adminAddressWithLocale(new URLSearchParams(''))?.toString()).toBe('locale=ko')
    expect(adminAddressWithLocale(new URLSearchParams('limit=10&page=2'))?.toString()).toBe('limit=10&page=2&locale=ko')
  })

  it('keeps an address that names its locale, English included', () => {
    expect(adminAddressWithLocale(new URLSearchParams('locale=en'))).toBeNull()
    expect(adminAddressWithLocale(new URLSearchParams('depth=1&locale=ko'))).toBeNull()
  })
})

describe('list titles', () => {
  it('shows the Korean title, else the English one marked (영문)', () => {
    expect(listTitle({ ko: '회사소개', en: 'About us' })).toBe('회사소개')
    expect(listTitle({ ko: '', en: 'About us' })).toBe('About us (영문)')
    expect(listTitle({ ko: null, en: ' About us ' })).toBe('About us (영문)')
    expect(listTitle({ ko: '  ', en: null })).toBeUndefined()
    expect(listTitle('제목')).toBe('제목')
  })

  it('calls a document without a Korean title empty in Korean', () => {
    expect(koreanIsEmpty({ en: 'About us' })).toBe(true)
    expect(koreanIsEmpty({ ko: ' ', en: 'About us' })).toBe(true)
    expect(koreanIsEmpty({ ko: '회사소개' })).toBe(false)
    expect(koreanIsEmpty(undefined)).toBe(true)
  })
})

describe('the editing-language plugin', () => {
  const localized: CollectionConfig = {
    slug: 'banners',
    admin: { useAsTitle: 'title' },
    fields: [
      { name: 'title', type: 'text', localized: true },
      { name: 'link', type: 'text' },
    ],
  }
  const nested: Field[] = [
    { name: 'info', type: 'group', fields: [{ name: 'contact', type: 'text', localized: true }] },
  ]
  const plain: CollectionConfig = {
    slug: 'posts',
    admin: { useAsTitle: 'title' },
    fields: [{ name: 'title', type: 'text' }],
  }

  it('finds localized fields at any depth', () => {
    expect(hasLocalizedFields(localized.fields)).toBe(true)
    expect(hasLocalizedFields(nested)).toBe(true)
    expect(hasLocalizedFields(plain.fields)).toBe(false)
  })

  it('puts the banner first on localized forms and the Korean title in their lists, nothing on the others', async () => {
    const config = (await editingLanguagePlugin({
      collections: [localized, plain],
      globals: [],
    } as unknown as Config)) as Config
    const [banners, posts] = config.collections ?? []
    expect(banners?.fields[0]).toMatchObject({
      type: 'ui',
      admin: { components: { Field: expect.stringContaining('editing-language') } },
    })
    expect(banners?.fields[1]).toMatchObject({
      name: 'title',
      admin: { components: { Cell: expect.stringContaining('korean-title-cell') } },
    })
    expect(banners?.fields[2]).toEqual({ name: 'link', type: 'text' })
    expect(posts).toBe(plain)
  })
})
