import { describe, expect, it } from 'vitest'
import { gramInContent, gramInTitle, gramLookupFor, gramsOf, postGrams } from '@/modules/boards/search-grams'

describe('search grams', () => {
  it('takes every syllable and every pair of neighbouring syllables, never across whitespace', () => {
    expect([...gramsOf('열 회수')].sort()).toEqual(['수', '열', '회', '회수'].sort())
    expect([...gramsOf('에너지효율')]).toEqual(expect.arrayContaining(['에너', '너지', '지효', '효율', '효']))
    expect(gramsOf('  \n\t ').size).toBe(0)
  })

  it('lower-cases Latin letters, as the databases compare them', () => {
    expect(gramsOf('BF 인증').has('bf')).toBe(true)
    expect(gramsOf('BF 인증').has('BF')).toBe(false)
  })

  it('notes whether a gram is in the title, the content or both', () => {
    const grams = postGrams('효율 연구', '효율을 높였습니다')
    expect(grams.get('효율')).toBe(gramInTitle | gramInContent)
    expect(grams.get('연구')).toBe(gramInTitle)
    expect(grams.get('높였')).toBe(gramInContent)
  })

  it('answers one- and two-character terms with one gram, longer ones with their bigrams', () => {
    expect(gramLookupFor('열')).toEqual({ kind: 'exact', gram: '열' })
    expect(gramLookupFor('효율')).toEqual({ kind: 'exact', gram: '효율' })
    expect(gramLookupFor('BF')).toEqual({ kind: 'exact', gram: 'bf' })
    expect(gramLookupFor('태양광')).toEqual({ kind: 'candidates', grams: ['태양', '양광'] })
    expect(gramLookupFor('BF 인증')).toEqual({ kind: 'candidates', grams: ['bf', '인증'] })
  })

  it('leaves terms it cannot answer to the substring scan', () => {
    expect(gramLookupFor('a b')).toBeNull()
    expect(gramLookupFor('a ')).toBeNull()
    expect(gramLookupFor('50%')).toBeNull()
    expect(gramLookupFor('e_n')).toBeNull()
    expect(gramLookupFor('')).toBeNull()
  })
})
