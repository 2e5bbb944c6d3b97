import { describe, expect, it } from 'vitest'
import { cacheKey, canonicalPageUrl, isCacheableApiUrl, isCacheableResponse, isStorableUrl } from '@/lib/response-cache'

const site = { locales: ['ko', 'en'], defaultLocale: 'ko', deviceClass: () => 'desktop' }
const keyOf = (url: string) => cacheKey({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } }, site)

describe('canonical page address', () => {
  it('drops tracking codes and parameters no page reads', () => {
    expect(canonicalPageUrl('/company/about?utm_source=newsletter&utm_medium=email')).toBe('/company/about')
    expect(canonicalPageUrl('/?fbclid=IwAR0abc&gclid=xyz')).toBe('/')
    expect(canonicalPageUrl('/company/about?r=123')).toBe('/company/about')
    expect(canonicalPageUrl('/company/about?')).toBe('/company/about')
  })

  it('keeps the parameters pages read, as written and in their order', () => {
    expect(canonicalPageUrl('/media/media01?utm_source=x&page=2&field=title&q=%ED%9A%A8%EC%9C%A8')).toBe(
      '/media/media01?page=2&field=title&q=%ED%9A%A8%EC%9C%A8',
    )
    expect(canonicalPageUrl('/search?q=energy&section=media&utm_campaign=a')).toBe('/search?q=energy&section=media')
    expect(canonicalPageUrl('/media/media03/subscribe/confirm?token=abc.def&utm_source=mail')).toBe(
      '/media/media03/subscribe/confirm?token=abc.def',
    )
    expect(canonicalPageUrl('/company/about?_rsc=1x2y3')).toBe('/company/about?_rsc=1x2y3')
    // Invalid values are the page's to judge (it answers them as page 1); they are kept, and not stored.
    expect(canonicalPageUrl('/media/media01?page=abc')).toBe('/media/media01?page=abc')
    expect(isStorableUrl(canonicalPageUrl('/media/media01?page=abc'))).toBe(false)
  })

  it('reads encoded parameter names as the page would, and drops names that cannot be decoded', () => {
    expect(canonicalPageUrl('/media/media01?%70age=2')).toBe('/media/media01?%70age=2')
    expect(canonicalPageUrl('/media/media01?%E0%A4%A=1&page=3')).toBe('/media/media01?page=3')
  })

  it('gives a page with a fresh tracking code the cache key of the page itself', () => {
    const plain = keyOf(canonicalPageUrl('/company/about'))
    for (const n of [1, 2, 3]) expect(keyOf(canonicalPageUrl(`/company/about?utm_source=n${n}`))).toBe(plain)
    expect(keyOf(canonicalPageUrl('/media/media01?page=2&utm_source=a'))).toBe(
      keyOf(canonicalPageUrl('/media/media01?page=2')),
    )
    expect(keyOf(canonicalPageUrl('/media/media01?page=2'))).not.toBe(keyOf(canonicalPageUrl('/media/media01?page=3')))
  })
})

describe('public API answers in the page cache', () => {
  const apiKey = (url: string, headers: Record<string, string> = {}) =>
    cacheKey({ method: 'GET', url, headers: { 'accept-encoding': 'gzip', ...headers } }, site)

  it('keys an anonymous board list like a page, and nothing else under /api', () => {
    expect(isCacheableApiUrl('/api/v1/boards/1/posts?pageNo=2')).toBe(true)
    expect(apiKey('/api/v1/boards/1/posts?pageNo=2')).toContain('/api/v1/boards/1/posts?pageNo=2')
    for (const url of ['/api/v1/boards', '/api/v1/users', '/api/cms/posts', '/api/v1/boards/1/posts/3'])
      expect(apiKey(url), url).toBeNull()
    expect(apiKey('/api/v1/boards/1/posts', { authorization: 'Bearer x' })).toBeNull()
    // A request from another site's page gets that origin's CORS headers: never shared.
    expect(apiKey('/api/v1/boards/1/posts', { origin: 'https://partner.example' })).toBeNull()
  })

  it('keeps a list asked for by page, size and category, never a search or junk', () => {
    expect(isStorableUrl('/api/v1/boards/1/posts')).toBe(true)
    expect(isStorableUrl('/api/v1/boards/1/posts?pageNo=2&pageSize=10&category=%EA%B3%B5%EC%A7%80')).toBe(true)
    for (const query of ['searchText=a', 'pageNo=0', 'pageSize=101', 'page=2', 'pageNo=1&pageNo=2', 'r=1'])
      expect(isStorableUrl(`/api/v1/boards/1/posts?${query}`), query).toBe(false)
  })

  it('keeps a JSON answer only when its route declared the tags of what it shows', () => {
    const json = { 'content-type': 'application/json' }
    expect(isCacheableResponse(200, json)).toBe(false)
    expect(isCacheableResponse(200, json, true)).toBe(true)
    expect(isCacheableResponse(404, json, true)).toBe(false)
  })
})
