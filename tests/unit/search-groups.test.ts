import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { searchGroups } from '@/modules/search/groups'

describe('the groups of site search results', () => {
  it.each(locales)('have names a visitor can tell apart (%s)', (locale) => {
    const labels = searchGroups.map((group) => group.label[locale])
    expect(new Set(labels).size).toBe(labels.length)
  })

  it('name the record boards as records, apart from the sections of the same name', () => {
    const label = (key: string) => searchGroups.find((group) => group.key === key)?.label
    expect(label('rnd')).toEqual({ ko: '연구개발', en: 'R&D' })
    expect(label('performance03')).toEqual({ ko: 'R&D 실적', en: 'R&D records' })
    expect(label('performance01')).toEqual({ ko: '인증·평가 실적', en: 'Certification & Evaluation records' })
    expect(label('media01')?.ko).toBe('공지사항')
  })
})
