import { describe, expect, it } from 'vitest'
import { blocksText, indexedPage, matchingPages } from '@/modules/search/page-index'
import { maxQueryLength, parseSiteSearch } from '@/modules/search/query'
import { snippetAround } from '@/modules/search/snippet'

describe('parseSiteSearch', () => {
  it('trims the term, folds its whitespace and drops NUL', () => {
    expect(parseSiteSearch({ q: '  효율\u0000  등급 ', page: '2', section: 'media01' })).toEqual({
      kind: 'search',
      q: '효율 등급',
      section: 'media01',
      page: 2,
    })
  })

  it('reads an empty or blank term as no search', () => {
    expect(parseSiteSearch({})).toEqual({ kind: 'empty', section: null })
    expect(parseSiteSearch({ q: ' \t ' })).toEqual({ kind: 'empty', section: null })
  })

  it('refuses a term over the limit as a whole, counting characters, not UTF-16 units', () => {
    expect(parseSiteSearch({ q: '가'.repeat(maxQueryLength) }).kind).toBe('search')
    expect(parseSiteSearch({ q: '가'.repeat(maxQueryLength + 1) })).toMatchObject({ kind: 'tooLong' })
    expect(parseSiteSearch({ q: '😀'.repeat(maxQueryLength) }).kind).toBe('search')
  })

  it('takes the first of repeated parameters and any bad page as the first', () => {
    expect(parseSiteSearch({ q: ['열', '빛'], page: ['x'] })).toMatchObject({ q: '열', page: 1 })
    for (const page of ['0', '-1', '1.5', '99999999', 'abc']) {
      expect(parseSiteSearch({ q: '열', page })).toMatchObject({ page: 1 })
    }
  })
})

describe('snippetAround', () => {
  const text = `${'앞 문장입니다. '.repeat(20)}여기에 단열 기술이 있습니다.${' 뒤 문장입니다.'.repeat(20)}`

  it('shows the text around the first match, with ellipses where it was cut', () => {
    const snippet = snippetAround(text, '단열')
    expect(snippet).toContain('단열 기술')
    expect(snippet.startsWith('…')).toBe(true)
    expect(snippet.endsWith('…')).toBe(true)
    expect(snippet.length).toBeLessThanOrEqual(162)
  })

  it('falls back to a word of the query, then to the start', () => {
    expect(snippetAround(text, '없는말 단열')).toContain('단열')
    expect(snippetAround('짧은 글', '없음')).toBe('짧은 글')
    expect(snippetAround('', '열')).toBe('')
  })
})

describe('page text for search', () => {
  it('reads text fields and rich text of blocks, not links, icons or ids', () => {
    const layout = [
      {
        id: 'a1',
        blockType: 'cards',
        heading: '사업 안내',
        cards: [{ id: 'c1', icon: 'leaf', title: '녹색건축', body: '인증 절차', link: '/certification' }],
      },
      { blockType: 'table', heading: '요금표', asOf: '2026-11-01T00:00:00.000Z' },
      {
        blockType: 'richText',
        content: {
          root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: '본문' }] }] },
        },
      },
    ]
    const text = blocksText(layout)
    expect(text.split('\n')).toEqual(['사업 안내', '녹색건축', '인증 절차', '요금표', '본문'])
  })

  it('matches a page by its title, summary, lead or blocks, case-insensitively', () => {
    const page = indexedPage({ path: 'a', title: 'ZEB', summary: '요약', hero: { lead: 'Lead' }, layout: [] })
    expect(matchingPages([page], 'zeb')).toHaveLength(1)
    expect(matchingPages([page], 'lead')).toHaveLength(1)
    expect(matchingPages([page], '없음')).toHaveLength(0)
    expect(matchingPages([page], '')).toHaveLength(0)
  })
})
