import { describe, expect, it } from 'vitest'
import { gramInAttachment, gramInContent, gramInTitle, gramReadable, postGrams } from '@/modules/boards/search-grams'

describe('post grams for site-wide search', () => {
  it('marks attachment text as its own field and every gram of a readable post as readable', () => {
    const grams = postGrams('효율', '단열', { attachments: ['열관류.pdf'], readable: true })
    expect(grams.get('효율')).toBe(gramInTitle | gramReadable)
    expect(grams.get('단열')).toBe(gramInContent | gramReadable)
    expect(grams.get('관류')).toBe(gramInAttachment | gramReadable)
    expect(grams.get('열')).toBe(gramInContent | gramInAttachment | gramReadable)
  })

  it('leaves the grams of a secret post unreadable, so only its title can be matched', () => {
    const grams = postGrams('문의', '기밀', { attachments: ['첨부'] })
    expect([...grams.values()].every((bits) => (bits & gramReadable) === 0)).toBe(true)
    expect(grams.get('기밀')).toBe(gramInContent)
  })
})
