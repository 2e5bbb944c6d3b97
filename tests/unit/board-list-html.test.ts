// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import {
  boardTableClass,
  boardTableHtml,
  listSummaryHtml,
  paginationHtml,
  recruitFilterHtml,
  searchFormHtml,
  searchRefusedHtml,
} from '@/components/boards/board-list-html'
import { listStateFrom } from '@/components/boards/board-pages'
import { fillIslands, sliceShell } from '@/lib/page-islands'
import type { BoardRow } from '@/modules/boards/listing'
import { boardTranslator } from '../support/board-translator'

const t = boardTranslator('ko')
const tEn = boardTranslator('en')

/** The markup parsed as a browser would, to read it as a visitor's tools do. */
function dom(html: string) {
  const template = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  return template.body
}

const row = (over: Partial<BoardRow> = {}): BoardRow => ({
  id: '7',
  number: 12,
  title: '에너지 효율 안내',
  category: null,
  isNotice: false,
  isSecret: false,
  publishedAt: '2026-11-21T16:30:00.000Z',
  viewCount: 31,
  hasAttachments: false,
  authorName: '관리자',
  performance: null,
  ...over,
})

describe('board list HTML', () => {
  it('keeps the search in the form: the field selected, the term as the value, escaped', () => {
    const state = listStateFrom({ field: 'content', q: '"><script>alert(1)</script>' })
    const html = searchFormHtml(t, '/media/media01', state)
    expect(html).not.toContain('<script>')
    const body = dom(html)
    const input = body.querySelector<HTMLInputElement>('input[name="q"]')
    expect(input?.value).toBe('"><script>alert(1)</script>')
    expect(body.querySelector<HTMLSelectElement>('select[name="field"]')?.value).toBe('content')
    expect(body.querySelector('label[for="board-search-q"]')?.textContent).toBe('검색어')
    expect(body.querySelector('form')?.getAttribute('action')).toBe('/media/media01')
    expect(body.querySelector('button')?.textContent).toBe('검색')
  })

  it('writes titles and categories as text, never as markup', () => {
    const html = boardTableHtml(t, [row({ title: '<img src=x onerror=alert(1)>', category: '<b>분류</b>' })], {
      caption: '공지사항 목록',
      emptyText: '등록된 글이 없습니다.',
      viewHref: (r) => `/media/media01/view/${r.id}?field=all&q=a"b`,
    })
    const body = dom(html)
    expect(body.querySelector('img, b')).toBeNull()
    const link = body.querySelector('tbody a')
    expect(link?.textContent).toBe('<img src=x onerror=alert(1)>')
    expect(link?.getAttribute('href')).toBe('/media/media01/view/7?field=all&q=a"b')
    expect(body.querySelector('tbody td span')?.textContent).toBe('[<b>분류</b>]')
  })

  it('shows a row as a visitor reads it: number, title, file and secret marks, Korean date, views', () => {
    const body = dom(
      boardTableHtml(t, [row({ isSecret: true, hasAttachments: true }), row({ id: '8', number: null })], {
        caption: '공지사항 목록',
        emptyText: '',
        viewHref: (r) => `/v/${r.id}`,
      }),
    )
    const [first, pinned] = [...body.querySelectorAll('tbody tr')]
    const cells = [...(first?.querySelectorAll('td') ?? [])].map((td) => td.textContent)
    expect(cells).toEqual(['12', '에너지 효율 안내', '', '2026.11.22', '31'])
    expect(first?.querySelector('svg[aria-label="비밀글"]')?.getAttribute('role')).toBe('img')
    expect(first?.querySelector('svg[aria-label="첨부파일 있음"]')).not.toBeNull()
    expect(pinned?.querySelector('td')?.textContent).toBe('공지')
    expect(body.querySelector('caption')?.textContent).toBe('공지사항 목록')
    expect([...body.querySelectorAll('th')].map((th) => th.getAttribute('scope'))).toEqual(Array(5).fill('col'))
  })

  it('names what each cell holds, so a phone shows the row as a card: title first, then its facts', () => {
    const body = dom(
      boardTableHtml(t, [row({}), row({ id: '8', number: null })], {
        caption: '공지사항 목록',
        emptyText: '',
        viewHref: (r) => `/v/${r.id}`,
      }),
    )
    expect(body.querySelector('table')?.classList.contains(boardTableClass)).toBe(true)
    const [first, pinned] = [...body.querySelectorAll('tbody tr')]
    const cells = [...(first?.querySelectorAll('td') ?? [])].map((td) => td.getAttribute('data-cell'))
    expect(cells).toEqual(['number', 'title', 'file', 'date', 'views'])
    // The views cell carries its heading for the card ("조회 31"); a pinned notice's badge is marked to show there.
    expect(first?.querySelector('[data-cell="views"]')?.getAttribute('data-label')).toBe('조회')
    expect(first?.querySelector('[data-cell="number"]')?.hasAttribute('data-pinned')).toBe(false)
    expect(pinned?.querySelector('[data-cell="number"]')?.hasAttribute('data-pinned')).toBe(true)
  })

  it('says so when a list has no rows', () => {
    const body = dom(boardTableHtml(t, [], { caption: 'c', emptyText: '검색 결과가 없습니다.', viewHref: () => '' }))
    expect(body.querySelector('td[colspan="5"]')?.textContent).toBe('검색 결과가 없습니다.')
  })

  it('links the first, last and neighbouring pages, keeping the search, with the current page marked', () => {
    const state = listStateFrom({ field: 'title', q: '효율', page: '12' })
    const body = dom(paginationHtml(t, '/en/media/media01', state, { page: 12, totalPages: 40 }))
    const nav = body.querySelector('nav')
    expect(nav?.getAttribute('aria-label')).toBe('페이지 이동')
    expect(nav?.querySelector('[aria-current="page"]')?.textContent).toBe('12페이지, 현재 페이지12')
    const links = [...body.querySelectorAll('a')].map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])
    expect(links[0]).toEqual(['이전 페이지', '/en/media/media01?page=11&field=title&q=%ED%9A%A8%EC%9C%A8'])
    expect(links[1]).toEqual(['1페이지', '/en/media/media01?field=title&q=%ED%9A%A8%EC%9C%A8'])
    expect(links.at(-2)).toEqual(['40페이지', '/en/media/media01?page=40&field=title&q=%ED%9A%A8%EC%9C%A8'])
    expect(links.at(-1)).toEqual(['다음 페이지', '/en/media/media01?page=13&field=title&q=%ED%9A%A8%EC%9C%A8'])
    expect(links).toHaveLength(6)
    expect(body.querySelectorAll('[data-page-gap]')).toHaveLength(2)
    expect(paginationHtml(t, '/x', state, { page: 1, totalPages: 1 })).toBe('')
  })

  it("shows a posting's status and D-day, mutes closed postings, and offers 접수중만 as links", () => {
    const now = new Date('2026-11-23T01:00:00.000Z')
    const open = row({
      id: '1',
      recruitment: { applyFrom: '2026-11-20T03:00:00.000Z', applyUntil: '2026-11-28T03:00:00.000Z' },
    })
    const closed = row({
      id: '2',
      recruitment: { applyFrom: '2025-06-01T03:00:00.000Z', applyUntil: '2025-06-14T03:00:00.000Z' },
    })
    const body = dom(
      boardTableHtml(t, [open, closed], { caption: 'c', emptyText: '', viewHref: () => '#', recruitNow: now }),
    )
    expect([...body.querySelectorAll('th')].map((th) => th.textContent)).toContain('접수 상태')
    const [first, second] = [...body.querySelectorAll('tbody tr')]
    expect(first?.querySelector('[data-recruit-status]')?.textContent).toBe('접수중')
    expect(first?.querySelector('[data-d-day]')?.textContent).toBe('D-5')
    expect(second?.querySelector('[data-recruit-status]')?.textContent).toBe('마감')
    expect(second?.className).toContain('text-muted')
    const en = dom(boardTableHtml(tEn, [closed], { caption: 'c', emptyText: '', viewHref: () => '#', recruitNow: now }))
    expect(en.querySelector('[data-recruit-status]')?.textContent).toBe('Closed')
    const filter = dom(recruitFilterHtml(t, '/media/media04', listStateFrom({ q: '연구원', field: 'title' })))
    const links = [...filter.querySelectorAll('a')]
    expect(links.map((a) => a.textContent)).toEqual(['전체', '접수중만'])
    expect(links[0]?.getAttribute('aria-current')).toBe('true')
    expect(links[1]?.getAttribute('href')).toBe('/media/media04?field=title&q=%EC%97%B0%EA%B5%AC%EC%9B%90&status=open')
  })

  it('speaks the page language', () => {
    expect(dom(listSummaryHtml(tEn, { totalDocs: 3, page: 1, totalPages: 1 })).textContent).toBe(
      '3 posts · Page 1 of 1',
    )
    expect(dom(listSummaryHtml(t, { totalDocs: 3, page: 1, totalPages: 1 })).textContent).toBe('전체 3건 · 1/1 페이지')
    expect(dom(searchRefusedHtml()).querySelector('[role="alert"]')?.textContent).toContain('검색 요청이 너무 많습니다')
  })
})

describe('filling a page shell', () => {
  const shell = Buffer.from(
    '<main><div data-island="summary"></div><p>고정</p><div data-island="results"></div></main>',
  )
  const fill = (page: Buffer, islands: Record<string, string>) => {
    const sliced = sliceShell(page)
    const filled = sliced && fillIslands(sliced, islands)
    return filled ? filled.toString() : null
  }

  it('puts each island’s HTML inside its empty element', () => {
    expect(fill(shell, { results: '<table></table>', summary: '<p>3건</p>' })).toBe(
      '<main><div data-island="summary"><p>3건</p></div><p>고정</p><div data-island="results"><table></table></div></main>',
    )
  })

  it('refuses a shell with no island, one island twice or filled, and islands that do not fill it', () => {
    expect(sliceShell(Buffer.from('<main></main>'))).toBeNull()
    expect(sliceShell(Buffer.concat([shell, shell]))).toBeNull()
    expect(sliceShell(Buffer.from('<div data-island="summary">old</div>'))).toBeNull()
    expect(fill(shell, { summary: 'x' })).toBeNull()
  })
})
