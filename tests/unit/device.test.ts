import { describe, expect, it } from 'vitest'
import { deviceFromUserAgent } from '@/lib/device'

const ua = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  galaxy:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  galaxyTab:
    'Mozilla/5.0 (Linux; Android 13; SM-X710N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  naver: 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
}

describe('device detection from the User-Agent', () => {
  it('recognises an iPhone with Safari as a mobile iOS device', () => {
    const d = deviceFromUserAgent(ua.iphone)
    expect(d).toMatchObject({
      isMobile: true,
      isTablet: false,
      isDesktop: false,
      isIos: true,
      isSafari: true,
      isCrawler: false,
    })
  })

  it('recognises Samsung Internet on a Galaxy phone', () => {
    const d = deviceFromUserAgent(ua.galaxy)
    expect(d).toMatchObject({ isMobile: true, isAndroid: true, isSamsung: true, isChrome: false })
  })

  it('counts tablets as tablets, not phones', () => {
    expect(deviceFromUserAgent(ua.ipad)).toMatchObject({
      isTablet: true,
      isMobile: false,
      isDesktop: false,
      isIos: true,
    })
    expect(deviceFromUserAgent(ua.galaxyTab)).toMatchObject({ isTablet: true, isMobile: false, isAndroid: true })
  })

  it('recognises desktop browsers and systems', () => {
    expect(deviceFromUserAgent(ua.windowsEdge)).toMatchObject({
      isDesktop: true,
      isWindows: true,
      isEdge: true,
      isChrome: false,
    })
    expect(deviceFromUserAgent(ua.macFirefox)).toMatchObject({ isDesktop: true, isMacOs: true, isFirefox: true })
    expect(deviceFromUserAgent(ua.macChrome)).toMatchObject({ isDesktop: true, isMacOs: true, isChrome: true })
  })

  it('flags search-engine crawlers, Korean ones included', () => {
    expect(deviceFromUserAgent(ua.googlebot).isCrawler).toBe(true)
    expect(deviceFromUserAgent(ua.naver).isCrawler).toBe(true)
    expect(deviceFromUserAgent(ua.macChrome).isCrawler).toBe(false)
  })

  it('treats a missing User-Agent as a desktop visitor', () => {
    expect(deviceFromUserAgent(undefined)).toMatchObject({ isDesktop: true, isMobile: false, isCrawler: false })
  })
})
