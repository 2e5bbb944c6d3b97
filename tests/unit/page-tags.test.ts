import { describe, expect, it } from 'vitest'
import { boardPages } from '@/components/boards/board-pages'
import { locales } from '@/i18n/locales'
import { allPages, ResponseCache } from '@/lib/response-cache'
import { boardSeqs } from '@/modules/boards/board-numbers'
import { boardPostPages, contentPages, homePages, qnaPages } from '@/modules/cache/content-tags'
import { cacheTagsHeader, pageTagsOf, pathTag, tagsFromHeaders } from '@/modules/cache/page-tags'

describe('page tags', () => {
  it('tags a page by every leading part of its address, in every locale and with any query', () => {
    const view = ['path:/media', 'path:/media/media01', 'path:/media/media01/view', 'path:/media/media01/view/12']
    expect(pageTagsOf('/media/media01/view/12', locales)).toEqual(view)
    expect(pageTagsOf('/en/media/media01/view/12?x=1', locales)).toEqual(view)
    expect(pageTagsOf('/ko/media/media01/view/12/', locales)).toEqual(view)
    expect(pageTagsOf('/media/media01?page=2&q=탄소', locales)).toEqual(['path:/media', 'path:/media/media01'])
    for (const home of ['/', '/index', '/en', '/en/index', '/?utm_source=x']) {
      expect(pageTagsOf(home, locales)).toEqual(['path:/index'])
    }
    expect(pageTagsOf('/%ED%9A%8C%EC%82%AC/%EC%86%8C%EA%B0%9C', locales)).toEqual(['path:/회사', 'path:/회사/소개'])
    expect(pageTagsOf(`/${'a/'.repeat(100)}`, locales)).toHaveLength(6)
  })

  it('adds the tags a response declares and nothing for none', () => {
    expect(tagsFromHeaders({ [cacheTagsHeader]: 'post:3, board:1' }, '/search', locales)).toEqual([
      'path:/search',
      'post:3',
      'board:1',
    ])
    expect(tagsFromHeaders(new Headers({ [cacheTagsHeader]: 'x' }), '/index', locales)).toEqual(['path:/index', 'x'])
    expect(tagsFromHeaders({}, '/company/about', locales)).toEqual(['path:/company', 'path:/company/about'])
  })

  it('names the same tag for a content path as for its address', () => {
    expect(pathTag('company/about')).toBe(pageTagsOf('/en/company/about', locales).at(-1))
    expect(pathTag('/media/media01/')).toBe('path:/media/media01')
    expect(pathTag('')).toBe('path:/index')
  })
})

describe('pages a change makes stale', () => {
  const cache = () => {
    const c = new ResponseCache({ maxEntries: 100, maxBytes: 100_000, ttlMs: 60_000 })
    const urls = [
      '/index',
      '/en/index',
      '/media/media01',
      '/media/media01?page=2',
      '/media/media01/view/5',
      '/media/media02',
      '/media/media02/view/9',
      '/media/media03',
      '/media/media04',
      '/performance/performance',
      '/performance/performance01',
      '/company/about',
      '/en/company/history',
      '/search?q=탄소',
    ]
    for (const url of urls)
      c.set(url, { status: 200, headers: {}, body: Buffer.alloc(1), storedAt: 0 }, pageTagsOf(url, locales))
    const staleAfter = (pages: string[] | typeof allPages) => {
      c.invalidate(pages)
      return urls.filter((url) => !c.get(url, 1))
    }
    return staleAfter
  }

  it('a notice: the notice board, the home page and search, not the Q&A or other boards', () => {
    expect(cache()(boardPostPages([boardSeqs.notice]) as string[])).toEqual([
      '/index',
      '/en/index',
      '/media/media01',
      '/media/media01?page=2',
      '/media/media01/view/5',
      '/search?q=탄소',
    ])
  })

  it('a Q&A question: the Q&A pages and search only', () => {
    expect(cache()(qnaPages)).toEqual(['/media/media02', '/media/media02/view/9', '/search?q=탄소'])
  })

  it('a recruitment post is not on the home page; a record shows on its board and the combined records page', () => {
    expect(cache()(boardPostPages([boardSeqs.recruit]))).toEqual(['/media/media04', '/search?q=탄소'])
    expect(cache()(boardPostPages([boardSeqs.engineeringRecords]))).toEqual([
      '/index',
      '/en/index',
      '/performance/performance',
      '/search?q=탄소',
    ])
  })

  it('a post moved between boards drops both; an unknown board drops everything', () => {
    const moved = boardPostPages([boardSeqs.notice, boardSeqs.recruit]) as string[]
    expect(moved).toContain(pathTag('media/media01'))
    expect(moved).toContain(pathTag('media/media04'))
    expect(boardPostPages([999])).toBe(allPages)
  })

  it('a content page, a banner and the site settings', () => {
    expect(cache()(contentPages(['company/history']))).toEqual(['/en/company/history', '/search?q=탄소'])
    expect(cache()(homePages)).toEqual(['/index', '/en/index'])
    expect(cache()(allPages)).toHaveLength(14)
  })

  it('covers every board page of the site', () => {
    for (const page of Object.values(boardPages)) {
      for (const seq of page.boardSeqs) expect(boardPostPages([seq])).toContain(pathTag(page.path))
    }
  })
})
