// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { boardTableHtml } from '@/components/boards/board-list-html'
import { listStateFrom, titleSearch } from '@/components/boards/board-pages'
import type { BoardRow } from '@/modules/boards/listing'
import { highlightHtml, highlightSegments, queryTerms } from '@/modules/search/highlight'
import { boardTranslator } from '../support/board-translator'

const marked = (text: string, query: string) =>
  highlightSegments(text, query)
    .filter((segment) => segment.match)
    .map((segment) => segment.text)

describe('highlightSegments', () => {
  it('marks one- and two-syllable Korean terms wherever they occur', () => {
    expect(highlightSegments('열 회수 환기장치', '열')).toEqual([
      { text: '열', match: true },
      { text: ' 회수 환기장치', match: false },
    ])
    expect(marked('에너지효율 등급과 효율 개선', '효율')).toEqual(['효율', '효율'])
  })

  it('marks several words, case-insensitively, merging neighbours into one segment', () => {
    expect(marked('BF 인증 안내', 'bf 인증')).toEqual(['BF', '인증'])
    expect(marked('태양광발전', '태양 양광')).toEqual(['태양광'])
    expect(marked('Zero Energy Building', 'ENERGY zero')).toEqual(['Zero', 'Energy'])
  })

  it('gives back the text unchanged when joined, and leaves markup as plain text for the caller to escape', () => {
    const text = '<script>alert(1)</script> 인증 & 안내'
    const segments = highlightSegments(text, '<script> 인증')
    expect(segments.map((segment) => segment.text).join('')).toBe(text)
    expect(segments.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(['<script>', '인증'])
  })

  it('marks nothing for an empty or blank query and nothing in an empty text', () => {
    expect(highlightSegments('인증 안내', '   ')).toEqual([{ text: '인증 안내', match: false }])
    expect(highlightSegments('', '인증')).toEqual([])
    expect(marked('인증 안내', '없음')).toEqual([])
  })

  it('reads regular-expression characters literally', () => {
    expect(marked('가격 (1.5%) 안내', '(1.5%)')).toEqual(['(1.5%)'])
    expect(marked('a.b axb', 'a.b')).toEqual(['a.b'])
  })
})

describe('queryTerms', () => {
  it('splits on whitespace, drops repeats and puts longer words first', () => {
    expect(queryTerms(' 효율  에너지효율 효율 ')).toEqual(['에너지효율', '효율'])
  })
})

describe('highlightHtml', () => {
  it('escapes every segment before marking it, so neither the text nor the query adds markup', () => {
    const html = highlightHtml('<b>인증</b> & "안내"', '<b> 인증')
    // '<b>' and '인증' touch, so they are one mark.
    expect(html).toBe(
      '<mark class="rounded-sm bg-amber-100 text-ink">&lt;b&gt;인증</mark>&lt;/b&gt; &amp; &quot;안내&quot;',
    )
    const parsed = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html')
    expect(parsed.querySelector('b')).toBeNull()
    expect(parsed.body.textContent).toBe('<b>인증</b> & "안내"')
  })
})

describe('board search results', () => {
  const t = boardTranslator('ko')
  const row: BoardRow = {
    id: '7',
    number: 12,
    title: '제로에너지건축물 인증 기준 안내',
    category: null,
    isNotice: false,
    isSecret: false,
    publishedAt: '2026-11-21T16:30:00.000Z',
    viewCount: 31,
    hasAttachments: false,
    authorName: '관리자',
    performance: null,
  }
  const marksOf = (html: string) =>
    [...new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').querySelectorAll('a mark')].map(
      (mark) => mark.textContent,
    )

  it('mark the searched words in the listed titles', () => {
    const state = listStateFrom({ q: '인증 안내' })
    const html = boardTableHtml(t, [row], {
      caption: 'c',
      emptyText: '',
      viewHref: () => '/v',
      highlight: titleSearch(state),
    })
    expect(marksOf(html)).toEqual(['인증', '안내'])
  })

  it('mark nothing when only the content was searched, the search was refused, or nothing was searched', () => {
    expect(titleSearch(listStateFrom({ field: 'content', q: '인증' }))).toBe('')
    expect(titleSearch(listStateFrom({ q: '인증' }), true)).toBe('')
    expect(titleSearch(listStateFrom({}))).toBe('')
    expect(titleSearch(listStateFrom({ field: 'title', q: '인증' }))).toBe('인증')
    expect(marksOf(boardTableHtml(t, [row], { caption: 'c', emptyText: '', viewHref: () => '/v' }))).toEqual([])
  })
})
