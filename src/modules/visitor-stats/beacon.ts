/**
 * The visit beacon's body, both ends: what src/enhance/visit-beacon.ts sends and what `POST /api/visits` accepts.
 * No imports from the server: the site's browser script bundles this file.
 *
 * Body (application/x-www-form-urlencoded): `p` the page's site path, `l` its locale (ko/en), and `r` only on the
 * first page of a visit: the external referrer's host name, empty when there was none. Nothing else is accepted.
 */
export const visitPathMaxLength = 200
export const visitBodyMaxBytes = 1024

// A site path as the site spells its pages: lower-case segments of letters, digits, `-` and `_`.
const sitePath = /^\/(?:[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*)?$/
// Not pages of the public site: staff screens, endpoints and files.
const notSitePages = /^\/(?:admin|api|_next|swagger-ui|admin-login)(?:\/|$)/
// A DNS host name or IPv4 address as `URL.hostname` gives it (lower case, international names in punycode).
const hostName = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

export type VisitLocale = 'ko' | 'en'

export type VisitBeacon = {
  path: string
  locale: VisitLocale
  /** Set on the first page of a visit: the external referrer host, or null for none. */
  entry: { host: string | null } | null
}

export const beaconMessages = {
  shape: '방문 기록 형식이 올바르지 않습니다.',
  path: '방문한 페이지 경로가 올바르지 않습니다.',
  locale: '방문한 페이지 언어가 올바르지 않습니다.',
  referrer: '유입 경로가 올바르지 않습니다.',
} as const

export const isVisitPath = (path: string): boolean =>
  path.length <= visitPathMaxLength && sitePath.test(path) && !notSitePages.test(path)

/** What the page sends: its path (without a trailing slash) and locale, and where the visit came from. */
export function visitBeaconBody(page: {
  pathname: string
  lang: string
  origin: string
  referrer: string
}): URLSearchParams | null {
  const path = page.pathname.length > 1 ? page.pathname.replace(/\/+$/, '') : page.pathname
  const locale = page.lang.toLowerCase().startsWith('en') ? 'en' : 'ko'
  if (!isVisitPath(path)) return null
  const body = new URLSearchParams({ p: path, l: locale })
  const from = referrerOrigin(page.referrer)
  // A referrer on our own origin means a page of the same visit; anything else starts one.
  if (from?.origin !== page.origin) body.set('r', from && hostName.test(from.hostname) ? from.hostname : '')
  return body
}

function referrerOrigin(referrer: string): URL | null {
  if (!referrer) return null
  try {
    return new URL(referrer)
  } catch {
    return null
  }
}

/** Reads a beacon body; anything but exactly its shape is refused with the reason. */
export function parseVisitBeacon(body: string): { ok: true; beacon: VisitBeacon } | { ok: false; message: string } {
  if (body.length > visitBodyMaxBytes) return { ok: false, message: beaconMessages.shape }
  const params = new URLSearchParams(body)
  const keys = [...params.keys()]
  if (keys.some((k) => !['p', 'l', 'r'].includes(k)) || new Set(keys).size !== keys.length) {
    return { ok: false, message: beaconMessages.shape }
  }
  const path = params.get('p')
  const locale = params.get('l')
  const referrer = params.get('r')
  if (path === null || !isVisitPath(path)) return { ok: false, message: beaconMessages.path }
  if (locale !== 'ko' && locale !== 'en') return { ok: false, message: beaconMessages.locale }
  if (referrer !== null && referrer !== '' && !hostName.test(referrer)) {
    return { ok: false, message: beaconMessages.referrer }
  }
  return {
    ok: true,
    beacon: { path, locale, entry: referrer === null ? null : { host: referrer === '' ? null : referrer } },
  }
}
