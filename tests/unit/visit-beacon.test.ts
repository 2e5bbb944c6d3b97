// @vitest-environment happy-dom
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enhanceVisitBeacon, visitBeaconUrl } from '@/enhance/visit-beacon'
import { EnvError, parseEnv } from '@/lib/env'
import { beaconMessages, parseVisitBeacon, visitBeaconBody } from '@/modules/visitor-stats/beacon'
import { koreanDay, lastKoreanDays } from '@/modules/visitor-stats/day'
import { itemLabel } from '@/modules/visitor-stats/kinds'

const site = 'https://www.example.kr'
const body = (pathname: string, referrer = '', lang = 'ko') =>
  Object.fromEntries(visitBeaconBody({ pathname, lang, origin: site, referrer }) ?? [['none', '']])

describe('what the visit beacon sends', () => {
  it('sends the path and locale, and the referrer host only on the first page of a visit', () => {
    expect(body('/company/about', `${site}/index`)).toEqual({ p: '/company/about', l: 'ko' })
    expect(body('/company/about', 'https://search.naver.com/search.naver?query=%EB%85%B9%EC%83%89')).toEqual({
      p: '/company/about',
      l: 'ko',
      r: 'search.naver.com',
    })
    // No referrer (typed address, bookmark): an entry without a host.
    expect(body('/index')).toEqual({ p: '/index', l: 'ko', r: '' })
    // Only the host of a referrer leaves the page, never its path or query.
    expect(JSON.stringify(body('/index', 'https://mail.example.com/inbox/secret?token=1'))).not.toContain('secret')
    expect(body('/en/company/about/', `${site}/en/index`, 'en')).toEqual({ p: '/en/company/about', l: 'en' })
    expect(body('/', 'http://[::1]:8080/')).toEqual({ p: '/', l: 'ko', r: '' })
  })

  it('sends nothing for addresses that are not site pages', () => {
    for (const path of [
      '/admin',
      '/admin/visitor-stats',
      '/api/visits',
      '/_next/static/x.js',
      '/company/%ED%95%9C',
      '/A',
    ]) {
      expect(visitBeaconBody({ pathname: path, lang: 'ko', origin: site, referrer: '' }), path).toBeNull()
    }
  })
})

describe('what the visit route accepts', () => {
  it('reads exactly the beacon shape', () => {
    expect(parseVisitBeacon('p=%2Fcompany%2Fabout&l=ko')).toEqual({
      ok: true,
      beacon: { path: '/company/about', locale: 'ko', entry: null },
    })
    expect(parseVisitBeacon('p=%2Findex&l=en&r=')).toEqual({
      ok: true,
      beacon: { path: '/index', locale: 'en', entry: { host: null } },
    })
    expect(parseVisitBeacon('p=%2Fmedia%2Fmedia01%2Fview%2F12&l=ko&r=www.google.co.kr')).toMatchObject({
      ok: true,
      beacon: { entry: { host: 'www.google.co.kr' } },
    })
  })

  it('refuses anything else with a Korean reason', () => {
    const cases: [string, string][] = [
      ['', beaconMessages.path],
      ['l=ko', beaconMessages.path],
      ['p=company&l=ko', beaconMessages.path],
      ['p=%2F%2Fevil.example&l=ko', beaconMessages.path],
      ['p=%2Fcompany%2F..%2Fadmin&l=ko', beaconMessages.path],
      ['p=%2Fadmin&l=ko', beaconMessages.path],
      ['p=%2Fapi%2Fcms%2Fusers&l=ko', beaconMessages.path],
      [`p=%2F${'a'.repeat(200)}&l=ko`, beaconMessages.path],
      ['p=%2Findex', beaconMessages.locale],
      ['p=%2Findex&l=ja', beaconMessages.locale],
      ['p=%2Findex&l=ko&r=https%3A%2F%2Fevil.example%2F', beaconMessages.referrer],
      ['p=%2Findex&l=ko&r=EVIL.EXAMPLE', beaconMessages.referrer],
      ['p=%2Findex&l=ko&r=a%3Cscript%3E', beaconMessages.referrer],
      ['p=%2Findex&l=ko&x=1', beaconMessages.shape],
      ['p=%2Findex&p=%2Findex&l=ko', beaconMessages.shape],
      ['x'.repeat(2000), beaconMessages.shape],
    ]
    for (const [raw, message] of cases) expect(parseVisitBeacon(raw), raw.slice(0, 40)).toEqual({ ok: false, message })
  })

  it('accepts what the page sends', () => {
    const sent = visitBeaconBody({
      pathname: '/rnd/rnd01',
      lang: 'ko',
      origin: site,
      referrer: 'https://www.bing.com/',
    })
    expect(parseVisitBeacon(String(sent))).toEqual({
      ok: true,
      beacon: { path: '/rnd/rnd01', locale: 'ko', entry: { host: 'www.bing.com' } },
    })
  })
})

describe('periods and days', () => {
  it('counts days in Korea, where the day starts at 15:00 UTC', () => {
    expect(koreanDay(new Date('2026-11-25T14:59:59Z'))).toBe('2026-11-25')
    expect(koreanDay(new Date('2026-11-25T15:00:00Z'))).toBe('2026-11-26')
    expect(lastKoreanDays(new Date('2026-03-01T03:00:00Z'), 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01'])
  })

  it('names items in Korean', () => {
    expect(itemLabel('device', 'mobile')).toBe('모바일')
    expect(itemLabel('locale', 'en')).toBe('English')
    expect(itemLabel('referrer', '(direct)')).toBe('직접 방문·알 수 없음')
    expect(itemLabel('page', '/index')).toBe('/index')
  })
})

describe('the beacon in the page', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    document.documentElement.removeAttribute('data-visit-beacon')
  })

  it('sends one beacon per page load to the same-origin route', () => {
    const sendBeacon = vi.fn(() => true)
    Object.defineProperty(window.navigator, 'sendBeacon', { value: sendBeacon, configurable: true })
    window.history.replaceState(null, '', '/company/about')
    document.documentElement.lang = 'ko'
    enhanceVisitBeacon(document)
    enhanceVisitBeacon(document)
    expect(sendBeacon).toHaveBeenCalledTimes(1)
    const [url, sent] = sendBeacon.mock.calls[0] as unknown as [string, URLSearchParams]
    expect(url).toBe(visitBeaconUrl)
    expect(sent.get('p')).toBe('/company/about')
    expect(sent.get('l')).toBe('ko')
  })
})

describe('retention setting', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'visit-env-'))
  it('keeps the daily counts two years unless VISITOR_STATS_RETENTION_DAYS says otherwise', () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).VISITOR_STATS_RETENTION_DAYS).toBe(730)
    expect(parseEnv({ DATA_DIR: dataDir(), VISITOR_STATS_RETENTION_DAYS: '90' }).VISITOR_STATS_RETENTION_DAYS).toBe(90)
    for (const wrong of ['0', '-1', 'abc', '1.5', '4000']) {
      expect(() => parseEnv({ DATA_DIR: dataDir(), VISITOR_STATS_RETENTION_DAYS: wrong }), wrong).toThrow(EnvError)
    }
  })
})
