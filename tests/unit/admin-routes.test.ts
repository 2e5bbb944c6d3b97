import { SignJWT } from 'jose'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { accountListQuery } from '@/modules/admin/account-query'
import { adminRouteTarget, boardListColumns } from '@/modules/admin/route-map'

// The locale middleware serves only public pages; the admin branch under test never calls it.
vi.mock('next-intl/middleware', () => ({ default: () => () => new Response(null) }))

/** Decoded, so the table reads like the address bar. */
function target(address: string): string | null {
  const url = new URL(address, 'https://green.example.kr')
  const result = adminRouteTarget(url.pathname, url.searchParams)
  return result === null ? null : decodeURIComponent(result)
}

/** A board's list as the address bar shows it: narrowed to the board, with the board's columns. */
const board = (seq: number) =>
  `/admin/collections/posts?where[boardSeq][equals]=${seq}&columns=${JSON.stringify(boardListColumns(seq))}`
const qnaList = `/admin/collections/qna?columns=${JSON.stringify(boardListColumns(3))}`

describe('spec admin addresses (§2) lead to the Payload screens', () => {
  it('shows each board with its columns and never the board number or ids', () => {
    // 상태 and 게시일 next to the title, where a 1,024 px window still shows them.
    expect(boardListColumns(1)).toEqual([
      'title',
      '_status',
      'publishedAt',
      'isNotice',
      'category',
      'attachments',
      'viewCount',
    ])
    expect(boardListColumns(6)).not.toContain('category')
    expect(boardListColumns(3)).toEqual(expect.arrayContaining(['status', 'answer.answeredAt']))
    for (const seq of [1, 3, 4, 5, 6, 7, 8]) {
      expect(boardListColumns(seq)).not.toContain('boardSeq')
      expect(boardListColumns(seq)).not.toContain('id')
    }
  })

  it.each([
    ['/admin/content/notice', board(1)],
    ['/admin/content/newsletter', board(4)],
    ['/admin/content/certification', board(5)],
    ['/admin/content/engineering', board(6)],
    ['/admin/content/rnd', board(7)],
    ['/admin/content/qna', qnaList],
    ['/admin/content/banner', '/admin/collections/banners'],
    ['/admin/content/popup', '/admin/collections/popups'],
    ['/admin/content/subscribe', '/admin/collections/subscribers'],
    ['/admin/content/user', '/admin/collections/users?page=1'],
    ['/admin/content/boards/1', board(1)],
    ['/admin/content/boards/8', board(8)],
    ['/admin/content/boards/3', qnaList],
    ['/admin/content/boards/rnd', board(7)],
    ['/admin/content/42', '/admin/collections/posts/42'],
    ['/admin/content/qna/17', '/admin/collections/qna/17'],
    ['/admin/content/popup-modify', '/admin/collections/popups/create'],
    ['/admin/content/popup-modify?popupId=9', '/admin/collections/popups/9'],
    ['/admin/content/popup-modify?id=9', '/admin/collections/popups/9'],
    ['/admin/content-modify', '/admin/collections/posts/create'],
    ['/admin/content-modify?boardSettingSeq=1', '/admin/collections/posts/create?boardSeq=1'],
    ['/admin/content-modify?boardSeq=6', '/admin/collections/posts/create?boardSeq=6'],
    ['/admin/content-modify?boardSettingSeq=3', '/admin/collections/qna/create'],
    ['/admin/content-modify?boardSettingSeq=4&id=12', '/admin/collections/posts/12'],
    ['/admin/qna-content-modify?qnaId=5', '/admin/collections/qna/5'],
    ['/admin/qna-content-modify', '/admin/collections/qna'],
    // A trailing slash is the same address.
    ['/admin/content/notice/', board(1)],
  ])('%s → %s', (address, expected) => {
    expect(target(address)).toBe(expected)
  })

  it('carries the spec list query (pageNo, pageSize, searchText) over as page, limit and search', () => {
    expect(target('/admin/content/notice?pageNo=3&pageSize=20&searchText=에너지')).toBe(
      `${board(1)}&search=에너지&limit=20&page=3`,
    )
    expect(target('/admin/content/subscribe?pageNo=2')).toBe('/admin/collections/subscribers?page=2')
    expect(target('/admin/content/qna?pageSize=5000')).toBe(
      `/admin/collections/qna?limit=100&columns=${JSON.stringify(boardListColumns(3))}`,
    )
    expect(target('/admin/content/notice?pageNo=-1&pageSize=abc')).toBe(board(1))
  })

  it('turns the spec user list query into the account list filters', () => {
    const url = target(
      '/admin/content/user?pageNo=2&pageSize=20&startDate=2026-01-01&endDate=2026-01-31&useYn=Y&searchKind=userId&searchText=kim',
    )
    const params = new URL(url as string, 'https://x').searchParams
    expect(params.get('where[and][0][createdAt][greater_than_equal]')).toBe('2025-12-31T15:00:00.000Z')
    expect(params.get('where[and][1][createdAt][less_than_equal]')).toBe('2026-01-31T14:59:59.999Z')
    expect(params.get('where[and][2][accountStatus][equals]')).toBe('active')
    expect(params.get('where[and][3][or][0][username][like]')).toBe('kim')
    expect(params.get('where[and][3][or][1][userName][like]')).toBeNull()
    expect(params.get('af_searchText')).toBe('kim')
    expect(params.get('page')).toBe('2')
    expect(params.get('limit')).toBe('20')
  })

  it('searches every account field when the kind is missing, and ignores malformed dates', () => {
    const query = accountListQuery(new URLSearchParams({ searchText: 'lee', startDate: '2026-13-xx' }))
    expect(query.get('where[and][0][or][4][userDeptName][like]')).toBe('lee')
    expect([...query.keys()].some((k) => k.includes('createdAt'))).toBe(false)
  })

  it.each([
    '/admin/content/unknown',
    '/admin/content/0',
    '/admin/content/12abc',
    '/admin/content/qna/abc',
    '/admin/content/boards/nothing',
    '/admin/content/notice/extra/segments',
    '/admin/content/42/edit',
    '/admin/content',
    '/admin',
    '/admin/collections/posts',
    '/admin/contents/notice',
    '/admin/content/constructor',
    '/admin/content/toString',
    '/admin/content/boards/__proto__',
  ])('%s is left to Payload', (address) => {
    expect(target(address)).toBeNull()
  })
})

describe('the proxy applies the map only to signed-in staff', () => {
  let proxy: typeof import('@/proxy').default
  let session: string
  beforeAll(async () => {
    proxy = (await import('@/proxy')).default
    session = await new SignJWT({ id: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('test-secret'))
  })

  it('redirects a signed-in request for /admin/content/notice to the notices list', () => {
    const request = new NextRequest('https://green.example.kr/admin/content/notice?pageNo=2', {
      headers: { cookie: `payload-token=${session}` },
    })
    const response = proxy(request)
    expect(response.status).toBe(307)
    const location = new URL(response.headers.get('location') as string)
    expect(location.origin).toBe('https://green.example.kr')
    expect(location.pathname).toBe('/admin/collections/posts')
    expect(location.searchParams.get('where[boardSeq][equals]')).toBe('1')
    expect(location.searchParams.get('page')).toBe('2')
  })

  it('sends a signed-out visitor to sign-in with the spec address as the callback', () => {
    const response = proxy(new NextRequest('https://green.example.kr/admin/content/qna/17'))
    const location = new URL(response.headers.get('location') as string)
    expect(location.pathname).toBe('/admin/login')
    expect(location.searchParams.get('error')).toBe('SessionRequired')
    expect(location.searchParams.get('callbackUrl')).toBe('/admin/content/qna/17')
    expect(location.searchParams.get('redirect')).toBe('/admin/content/qna/17')
  })

  it('lets unknown /admin/content paths through to Payload', () => {
    const request = new NextRequest('https://green.example.kr/admin/content/unknown', {
      headers: { cookie: `payload-token=${session}` },
    })
    const response = proxy(request)
    expect(response.headers.get('location')).toBeNull()
    // Served by Payload as is, read in Korean: an address without `locale` is rewritten to `locale=ko` (decision 0037).
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'https://green.example.kr/admin/content/unknown?locale=ko',
    )
  })
})
