// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { paginationHtml } from '@/components/boards/board-list-html'
import { listStateFrom } from '@/components/boards/board-pages'
import { compactPageLinks } from '@/modules/boards/page-range'
import { boardTranslator } from '../support/board-translator'

describe('page links', () => {
  it('shows the first and last page and the current one with its neighbours, gaps between', () => {
    expect(compactPageLinks(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9])
    expect(compactPageLinks(1, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9])
    expect(compactPageLinks(9, 9)).toEqual([1, 'gap', 5, 6, 7, 8, 9])
    expect(compactPageLinks(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(compactPageLinks(1, 1)).toEqual([1])
  })

  it('never has more than seven items, whatever the number of pages', () => {
    for (let total = 1; total <= 40; total++)
      for (let page = 1; page <= total; page++) expect(compactPageLinks(page, total).length).toBeLessThanOrEqual(7)
  })

  it('renders the gaps as hidden ellipses and keeps the search in every link', () => {
    const t = boardTranslator('ko')
    const state = listStateFrom({ field: 'title', q: '효율', page: '5' })
    const html = paginationHtml(t, '/media/media01', state, { page: 5, totalPages: 9 })
    const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body
    const numbers = [...body.querySelectorAll('nav > a:not([class*="hidden"]), nav > span')].map((n) =>
      n.hasAttribute('data-page-gap') ? '…' : (n.querySelector('[aria-hidden="true"]')?.textContent ?? n.textContent),
    )
    expect(numbers).toEqual(['1', '…', '4', '5', '6', '…', '9'])
    expect(body.querySelector('a[aria-label="9페이지"]')?.getAttribute('href')).toBe(
      '/media/media01?page=9&field=title&q=%ED%9A%A8%EC%9C%A8',
    )
    expect(body.querySelector('a[aria-label="이전 페이지"]')?.getAttribute('href')).toContain('page=4')
    expect(body.querySelector('a[aria-label="다음 페이지"]')?.getAttribute('href')).toContain('page=6')
  })
})
