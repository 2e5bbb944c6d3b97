/**
 * Device information from the User-Agent (spec §3 flags), parsed on the server with ua-parser-js 1.x (MIT),
 * so the first response already fits the device: mobile banners, popups per device.
 */
import { UAParser } from 'ua-parser-js'

export type DeviceInfo = {
  isMobile: boolean
  isTablet: boolean
  isDesktop: boolean
  isIos: boolean
  isAndroid: boolean
  isWindows: boolean
  isMacOs: boolean
  isSafari: boolean
  isFirefox: boolean
  isEdge: boolean
  isChrome: boolean
  isSamsung: boolean
  isCrawler: boolean
}

const crawlerPattern =
  /bot\b|bot\/|crawler|spider|crawling|slurp|yeti|daum(oa)?|facebookexternalhit|embedly|preview|lighthouse/i

export function deviceFromUserAgent(userAgent: string | null | undefined): DeviceInfo {
  const ua = userAgent ?? ''
  const { browser, os, device } = new UAParser(ua).getResult()
  const browserName = (browser.name ?? '').toLowerCase()
  const osName = (os.name ?? '').toLowerCase()
  const isCrawler = crawlerPattern.test(ua)
  // iPadOS reports itself as macOS Safari; ua-parser-js 1.x cannot tell, so such iPads count as desktops.
  const isTablet = device.type === 'tablet'
  const isMobile = device.type === 'mobile' || device.type === 'wearable'
  return {
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    isIos: osName === 'ios',
    isAndroid: osName === 'android',
    isWindows: osName === 'windows',
    isMacOs: osName === 'mac os' || osName === 'macos',
    isSafari: browserName.includes('safari'),
    isFirefox: browserName.includes('firefox'),
    isEdge: browserName.includes('edge'),
    isChrome: browserName === 'chrome' || browserName === 'chrome headless' || browserName === 'chrome webview',
    isSamsung: browserName.includes('samsung'),
    isCrawler,
  }
}

/** The only thing about the User-Agent a public page may vary on, and so what the page cache keys pages by. */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop' | 'bot'

const classes = new Map<string, DeviceClass>()
const remembered = 1000

/**
 * The device class of a User-Agent, from the same parse the pages render by (`deviceFromUserAgent`): a page rendered
 * for a link-preview bot (no popups) must never be kept under a visitor's key. Remembered per User-Agent, since the
 * page cache asks on every request and a handful of browsers make most of them.
 */
export function deviceClassOf(userAgent: string): DeviceClass {
  const known = classes.get(userAgent)
  if (known) return known
  const device = deviceFromUserAgent(userAgent)
  const found: DeviceClass = device.isCrawler
    ? 'bot'
    : device.isMobile
      ? 'mobile'
      : device.isTablet
        ? 'tablet'
        : 'desktop'
  if (classes.size >= remembered) classes.clear()
  classes.set(userAgent, found)
  return found
}
