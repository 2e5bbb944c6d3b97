import { describe, expect, it } from 'vitest'
import { defaultLocale, localeDetectedAt, locales } from '@/i18n/locales'
import { deviceClassOf, deviceFromUserAgent } from '@/lib/device'
import {
  allPages,
  isCacheableResponse,
  isStorableUrl,
  cacheKey as keyFor,
  negotiatedLocale,
  ResponseCache,
  visitorLocale,
} from '@/lib/response-cache'

const site = { locales, defaultLocale, deviceClass: deviceClassOf }
const cacheKey = (req: Parameters<typeof keyFor>[0]) => keyFor(req, site)

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers })
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'

describe('page cache key', () => {
  it('serves only anonymous page requests from the cache', () => {
    expect(cacheKey(request('/index'))).not.toBeNull()
    expect(cacheKey(request('/index', { cookie: 'i18n_redirected=en' }))).not.toBeNull()
    expect(cacheKey(request('/index', { cookie: 'i18n_redirected=ko; payload-token=abc' }))).toBeNull()
    expect(cacheKey(request('/media/media02/view/3', { cookie: 'qna_unlock=xyz' }))).toBeNull()
    expect(cacheKey(request('/index', { authorization: 'Bearer x' }))).toBeNull()
    expect(cacheKey(request('/index', {}, 'POST'))).toBeNull()
    for (const path of ['/admin', '/admin/login', '/api/v1/users', '/_next/static/x.js', '/swagger-ui']) {
      expect(cacheKey(request(path))).toBeNull()
    }
  })

  it('separates what a page varies on: locale, compression, device and client navigation', () => {
    const keys = new Set([
      cacheKey(request('/index')),
      cacheKey(request('/index', { cookie: 'i18n_redirected=en' })),
      cacheKey(request('/index', { 'accept-language': 'en-US,en;q=0.9' })),
      cacheKey(request('/index', { 'accept-encoding': 'gzip, br' })),
      cacheKey(request('/index', { 'user-agent': iphone })),
      cacheKey(request('/index', { rsc: '1' })),
      cacheKey(request('/index?page=2')),
    ])
    expect(keys.size).toBe(7)
    expect(cacheKey(request('/index', { 'accept-language': 'ko-KR' }))).toBe(
      cacheKey(request('/index', { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' })),
    )
  })

  it('shares a stored page between Accept-Language headers exactly when the site picks the same locale for them', () => {
    const key = (acceptLanguage: string) => cacheKey(request('/index', { 'accept-language': acceptLanguage }))
    // A French reader who also reads English is sent to the English pages; one who reads only French gets Korean.
    expect(negotiatedLocale('fr-FR,fr;q=0.9,en;q=0.8', site)).toBe('en')
    expect(negotiatedLocale('fr', site)).toBe('ko')
    expect(key('fr-FR,fr;q=0.9,en;q=0.8')).not.toBe(key('fr'))
    expect(key('fr-FR,fr;q=0.9,en;q=0.8')).toBe(key('en-GB'))
    expect(key('fr')).toBe(key('ko-KR,ko;q=0.9'))
    expect(key('en;q=0.5,ko;q=0.9')).toBe(key('ko'))
    expect(key('')).toBe(key('ko'))
    expect(negotiatedLocale('*;q=oops,,;', site)).toBe('ko')
  })

  it('classifies devices coarsely', () => {
    expect(deviceClassOf(iphone)).toBe('mobile')
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Safari/537.36')).toBe('tablet')
    expect(deviceClassOf('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe('bot')
    expect(deviceClassOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0')).toBe('desktop')
  })

  it('keys a page by the device class it renders for: a link-preview bot’s page is never a visitor’s', () => {
    const agents: [string, string][] = [
      [iphone, 'mobile'],
      ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'bot'],
      [
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
        'bot',
      ],
      ['Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)', 'bot'],
      ['Mozilla/5.0 (compatible; Embedly/0.2; +http://support.embed.ly/)', 'bot'],
      ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'tablet'],
      ['Mozilla/5.0 (Linux; Android 14; SM-S928N) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 'mobile'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 'desktop'],
      ['', 'desktop'],
    ]
    for (const [agent, expected] of agents) {
      expect(deviceClassOf(agent), agent).toBe(expected)
      // The render's own reading of the same agent: popups and banners follow isCrawler and isMobile.
      const device = deviceFromUserAgent(agent)
      expect(device.isCrawler, agent).toBe(expected === 'bot')
      if (expected !== 'bot') expect(device.isMobile, agent).toBe(expected === 'mobile')
    }
    const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0'
    expect(cacheKey(request('/index', { 'user-agent': agents[1]?.[0] as string }))).not.toBe(
      cacheKey(request('/index', { 'user-agent': desktop })),
    )
  })
})

describe('cacheable responses', () => {
  it('keeps complete pages that set no cookie but the locale', () => {
    expect(isCacheableResponse(200, { 'content-type': 'text/html; charset=utf-8' })).toBe(true)
    expect(
      isCacheableResponse(200, { 'content-type': 'text/html', 'set-cookie': ['i18n_redirected=ko; Path=/'] }),
    ).toBe(true)
    expect(isCacheableResponse(200, { 'content-type': 'text/html', 'set-cookie': 'viewed=1,2; Path=/' })).toBe(false)
    expect(isCacheableResponse(404, { 'content-type': 'text/html' })).toBe(false)
    expect(isCacheableResponse(307, { 'content-type': 'text/html' })).toBe(false)
    expect(isCacheableResponse(200, { 'content-type': 'application/json' })).toBe(false)
    expect(isCacheableResponse(200, { 'content-type': 'text/html', 'x-page-cache': 'off' })).toBe(false)
  })
})

describe('stored URLs', () => {
  it('keeps pages asked for without a query or with the parameters pages read', () => {
    expect(isStorableUrl('/company/about')).toBe(true)
    expect(isStorableUrl('/media/media01?page=2&field=all')).toBe(true)
    expect(isStorableUrl('/performance/performance?year=2025&type=BF')).toBe(true)
    expect(isStorableUrl('/media/media02?written=1')).toBe(true)
    expect(isStorableUrl('/company/about?_rsc=1x2y3')).toBe(true)
  })

  it('does not keep pages asked for with any other parameter', () => {
    expect(isStorableUrl('/company/about?r=123')).toBe(false)
    expect(isStorableUrl('/index?utm_source=newsletter')).toBe(false)
    expect(isStorableUrl('/media/media01?q=a&page=2&x=1')).toBe(false)
    expect(isStorableUrl('/media/media01?constructor=1')).toBe(false)
  })

  it('does not keep searches, which are mostly asked for once', () => {
    expect(isStorableUrl('/media/media01?field=all&q=%ED%9A%A8%EC%9C%A8')).toBe(false)
    expect(isStorableUrl('/search?q=energy')).toBe(false)
  })

  it('does not keep pages asked for with values no link of the site writes', () => {
    for (const query of [
      'page=abc',
      'page=0',
      'page=02',
      'page=99999',
      'page=1&page=2',
      'field=x',
      'year=1',
      'written=yes',
    ])
      expect(isStorableUrl(`/media/media01?${query}`), query).toBe(false)
    expect(isStorableUrl(`/media/media01?q=${'가'.repeat(51)}`)).toBe(false)
    expect(isStorableUrl('/media/media01?page=9999&field=title&year=2026')).toBe(true)
  })
})

describe('ResponseCache', () => {
  const entry = (size: number, storedAt = 0) => ({ status: 200, headers: {}, body: Buffer.alloc(size), storedAt })

  it('expires entries after the time limit and on clear', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000, ttlMs: 1000 })
    cache.set('a', entry(10, 0))
    expect(cache.get('a', 999)?.status).toBe(200)
    expect(cache.get('a', 1001)).toBeUndefined()
    cache.set('b', entry(10, 0))
    cache.clear()
    expect(cache.get('b', 1)).toBeUndefined()
  })

  it('evicts the least recently used entry beyond its limits', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1000, ttlMs: 10_000 })
    cache.set('a', entry(10))
    cache.set('b', entry(10))
    cache.get('a', 1)
    cache.set('c', entry(10))
    expect(cache.get('b', 1)).toBeUndefined()
    expect(cache.get('a', 1)?.status).toBe(200)
    expect(cache.size).toBe(2)
    const small = new ResponseCache({ maxEntries: 10, maxBytes: 100, ttlMs: 10_000 })
    small.set('x', entry(20))
    small.set('y', entry(20))
    small.set('z', entry(20))
    small.set('w', entry(20))
    small.set('v', entry(25))
    expect(small.get('x', 1)).toBeUndefined()
    expect(small.get('v', 1)?.status).toBe(200)
  })

  it('marks only the pages of the changed content stale, and keeps serving them until one new render replaces them', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000, ttlMs: 60_000 })
    cache.set('notices', entry(10, 0), ['path:/media', 'path:/media/media01'])
    cache.set('qna', entry(10, 0), ['path:/media', 'path:/media/media02'])
    expect(cache.invalidate(['path:/media/media02'])).toBe(1)
    expect(cache.get('notices', 1)?.status).toBe(200)
    expect(cache.lookup('notices', 1)).toMatchObject({ fresh: true, refresh: false })
    // The Q&A list is no longer a hit, but its previous page stays available while one visitor renders the new one.
    expect(cache.get('qna', 1)).toBeUndefined()
    expect(cache.lookup('qna', 2)).toMatchObject({ fresh: false, refresh: true })
    expect(cache.lookup('qna', 3)).toMatchObject({ fresh: false, refresh: false })
    expect(cache.lookup('qna', 4)?.entry.body.length).toBe(10)
    // That render is stored fresh in its place.
    cache.set('qna', entry(12, 5), ['path:/media', 'path:/media/media02'])
    expect(cache.lookup('qna', 6)).toMatchObject({ fresh: true })
    expect(cache.get('qna', 6)?.body.length).toBe(12)
  })

  it('lets another visitor render again when the render of a stale page does not come back', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000, ttlMs: 60_000 })
    cache.set('a', entry(10, 0), ['x'])
    cache.invalidate(['x'])
    expect(cache.lookup('a', 1)?.refresh).toBe(true)
    expect(cache.lookup('a', 5000)?.refresh).toBe(false)
    expect(cache.lookup('a', 10_002)?.refresh).toBe(true)
    // A stale page whose new render cannot be kept (deleted: 404) is dropped, not served on.
    cache.drop('a')
    expect(cache.lookup('a', 10_003)).toBeUndefined()
  })

  it('hands the busiest stale pages to be rendered ahead of visitors, each once, most asked for first', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000, ttlMs: 60_000 })
    const asked = (url: string) => ({ url, headers: { 'accept-language': 'ko' } })
    cache.set('home', entry(10, 0), ['path:/index'], undefined, asked('/index'))
    cache.set('notices', entry(10, 0), ['path:/media/media01'], undefined, asked('/media/media01'))
    cache.set('quiet', entry(10, 0), ['path:/company'], undefined, asked('/company'))
    cache.set('no-request', entry(10, 0), ['path:/policy'])
    for (let i = 0; i < 3; i++) cache.lookup('notices', 1)
    cache.lookup('home', 1)
    cache.lookup('no-request', 1)
    // Nothing is stale yet.
    expect(cache.claimBusiestStale(5, 2)).toEqual([])
    cache.invalidate(allPages)
    // Never asked for (quiet) or stored without its request: left for a visitor.
    expect(cache.claimBusiestStale(5, 3)).toEqual([
      { key: 'notices', request: asked('/media/media01') },
      { key: 'home', request: asked('/index') },
    ])
    // Claimed: visitors get the previous page meanwhile, and no second refresh is handed out.
    expect(cache.lookup('notices', 4)).toMatchObject({ fresh: false, refresh: false })
    expect(cache.claimBusiestStale(5, 5)).toEqual([])
    // Rendered again: fresh, and its popularity carried over to the next change.
    cache.set('notices', entry(11, 6), ['path:/media/media01'], undefined, asked('/media/media01'))
    cache.invalidate(['path:/media/media01'])
    expect(cache.claimBusiestStale(1, 7)).toEqual([{ key: 'notices', request: asked('/media/media01') }])
  })

  it('tells its listener where a change came from, also when the pages it names were stale already', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000, ttlMs: 60_000 })
    const heard: string[] = []
    cache.onStale((source) => heard.push(source))
    cache.set('notices', entry(10, 0), ['path:/media/media01'])
    cache.invalidate(['path:/media/media01'])
    // The replay of the same change after its commit: nothing newly marked, but the listener hears it.
    expect(cache.invalidate(['path:/media/media01'], 'log')).toBe(0)
    cache.invalidate(['path:/other'], 'log')
    expect(heard).toEqual(['change', 'log'])
  })

  it('never serves a stale page past the time limit', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000, ttlMs: 1000 })
    cache.set('a', entry(10, 0), ['x'])
    cache.invalidate(['x'])
    expect(cache.lookup('a', 999)?.fresh).toBe(false)
    expect(cache.lookup('a', 1001)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('treats a page stored without tags as showing everything', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000, ttlMs: 60_000 })
    cache.set('untagged', entry(10, 0))
    cache.set('tagged', entry(10, 0), ['path:/a'])
    cache.invalidate(['path:/b'])
    expect(cache.get('untagged', 1)).toBeUndefined()
    expect(cache.get('tagged', 1)?.status).toBe(200)
    const started = cache.generation
    cache.invalidate(['path:/b'])
    cache.set('untagged', entry(10, 2), [], started)
    expect(cache.get('untagged', 3)).toBeUndefined()
  })

  it('marks every page stale for a site-wide change', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000, ttlMs: 60_000 })
    cache.set('a', entry(10, 0), ['path:/index'])
    cache.set('b', entry(10, 0))
    expect(cache.invalidate(allPages)).toBe(2)
    expect(cache.get('a', 1)).toBeUndefined()
    expect(cache.get('b', 1)).toBeUndefined()
    expect(cache.lookup('b', 1)?.fresh).toBe(false)
  })

  it('stores a page stale when its content changed while it rendered', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000, ttlMs: 60_000 })
    const started = cache.generation
    cache.invalidate(['path:/media/media02'])
    cache.set('notices', entry(10, 0), ['path:/media/media01'], started)
    cache.set('qna', entry(10, 0), ['path:/media/media02'], started)
    expect(cache.get('notices', 1)?.status).toBe(200)
    expect(cache.get('qna', 1)).toBeUndefined()
    const later = cache.generation
    cache.invalidate(allPages)
    cache.set('notices', entry(10, 2), ['path:/media/media01'], later)
    expect(cache.get('notices', 3)).toBeUndefined()
    cache.set('notices', entry(10, 4), ['path:/media/media01'], cache.generation)
    expect(cache.get('notices', 5)?.status).toBe(200)
  })

  it('counts stale pages in its limits and evicts them like any other', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1000, ttlMs: 60_000 })
    cache.set('a', entry(10), ['x'])
    cache.set('b', entry(10), ['y'])
    cache.invalidate(['x'])
    cache.lookup('a', 1)
    cache.set('c', entry(10), ['z'])
    expect(cache.lookup('b', 1)).toBeUndefined()
    expect(cache.lookup('a', 1)?.fresh).toBe(false)
    expect(cache.size).toBe(2)
  })
})

describe('page cache key where only the root guesses the language', () => {
  const rootOnly = {
    ...site,
    detectsLocaleAt: (pathname: string) => localeDetectedAt(pathname, 'prefix_except_default'),
  }
  const key = (url: string, headers: Record<string, string> = {}) => keyFor(request(url, headers), rootOnly)

  it('keeps one Korean deep link for every visitor, whatever their cookie or Accept-Language', () => {
    const korean = key('/media/media01/view/2')
    expect(key('/media/media01/view/2', { cookie: 'i18n_redirected=en' })).toBe(korean)
    expect(key('/media/media01/view/2', { 'accept-language': 'en-US,en;q=0.9' })).toBe(korean)
    // The English address is a different page, never the Korean one.
    expect(key('/en/media/media01/view/2', { cookie: 'i18n_redirected=ko' })).not.toBe(korean)
  })

  it('still separates the root by the language it sends a visitor to', () => {
    expect(key('/', { 'accept-language': 'en' })).not.toBe(key('/', { 'accept-language': 'ko' }))
    expect(key('/', { cookie: 'i18n_redirected=en' })).not.toBe(key('/'))
    expect(key('/?x=1', { cookie: 'i18n_redirected=en' })).not.toBe(key('/?x=1'))
  })
})

describe('the locale a board page is filled in', () => {
  it('is the address’s own where the site does not detect it, and the visitor’s at the root', () => {
    const site = { locales: ['ko', 'en'], defaultLocale: 'ko', detectsLocaleAt: (path: string) => path === '/' }
    const english = { 'accept-language': 'en-US,en;q=0.9', cookie: 'i18n_redirected=en' }
    expect(visitorLocale({ url: '/media/media01?q=x', headers: english }, site)).toBe('ko')
    expect(visitorLocale({ url: '/en/media/media01', headers: {} }, site)).toBe('en')
    expect(visitorLocale({ url: '/', headers: english }, site)).toBe('en')
  })
})
