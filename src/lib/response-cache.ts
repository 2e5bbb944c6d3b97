/**
 * A small in-memory cache of whole public page responses, used by `server.mjs` in front of Next.js
 * (loaded there through Node's type stripping: keep this file free of imports other than packages and node:*).
 *
 * Why: a prerendered page served by Next on a 2-core machine reaches about 800 requests/s, a cached
 * buffer over 20 000. Only anonymous requests are served from it (no credentials, no cookies but the
 * locale one), so nothing personal can leak between visitors; the key carries everything the page
 * varies on (locale, compression, device class, RSC navigation headers). Entries live at most `ttlMs`
 * (time-windowed content such as popups changes without an edit) and are dropped at once on any
 * content change, in this process directly and in other processes through the invalidation log.
 */
import { createHash } from 'node:crypto'
import { match } from '@formatjs/intl-localematcher'
import Negotiator from 'negotiator'

export type CachedResponse = {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  storedAt: number
}

type RequestLike = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }

/** The site's locales, the default first choice of a visitor who names none of them. */
export type SiteLocales = { locales: readonly string[]; defaultLocale: string }

/**
 * What the cache key needs of the site: its locales, and the device class pages render by (`deviceClassOf` of
 * src/lib/device.ts, passed in because this file may import no file of ours).
 */
export type CacheKeySite = SiteLocales & { deviceClass: (userAgent: string) => string }

const localeCookie = 'i18n_redirected'
const bypassPrefixes = ['/admin', '/api', '/_next', '/swagger-ui']

/** The admin, the APIs, Next's files and the API reference: addresses that are never a public page. */
export const isInternalUrl = (url: string): boolean =>
  bypassPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))

/** Whether the visitor's browser takes gzip, from its Accept-Encoding: the one encoding the server writes itself. */
export const acceptsGzip = (acceptEncoding: string): boolean => /\bgzip\b/.test(acceptEncoding)

function header(req: RequestLike, name: string): string {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(',') : (value ?? '')
}

function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
}

const negotiated = new Map<string, string>()

/**
 * The locale a visitor without the locale cookie gets from this Accept-Language header, decided as next-intl's proxy
 * decides it (Negotiator's ranking, then the best-fit match, longer locales first, the default when nothing fits), so
 * two headers share a stored page exactly when the site would answer them alike: "fr, en" gets the English pages,
 * "fr" the Korean ones. Remembered per header: browsers send few distinct ones.
 */
export function negotiatedLocale(acceptLanguage: string, site: SiteLocales): string {
  const known = negotiated.get(acceptLanguage)
  if (known) return known
  let locale = site.defaultLocale
  try {
    const languages = new Negotiator({ headers: { 'accept-language': acceptLanguage || undefined } }).languages()
    const ordered = [...site.locales].sort((a, b) => b.length - a.length)
    const found = match(languages, ordered, site.defaultLocale)
    locale = site.locales.find((l) => l.toLowerCase() === found.toLowerCase()) ?? site.defaultLocale
  } catch {
    // A malformed header: next-intl falls back to the default locale too.
  }
  // Only ordinary headers are remembered, so odd long ones cannot fill the memory.
  if (acceptLanguage.length <= 200) {
    if (negotiated.size >= 1000) negotiated.clear()
    negotiated.set(acceptLanguage, locale)
  }
  return locale
}

const cookieLocale = (cookies: string) => /(?:^|;\s*)i18n_redirected=([a-z]{2})/.exec(cookies)?.[1] ?? ''

/** The locale a request gets: its locale cookie's, else the one negotiated from its Accept-Language. */
export function visitorLocale(req: RequestLike, site: SiteLocales): string {
  return cookieLocale(header(req, 'cookie')) || negotiatedLocale(header(req, 'accept-language'), site)
}

/** The cache key of an anonymous public page request, or null when it must go to Next. */
export function cacheKey(req: RequestLike, site: CacheKeySite): string | null {
  const method = (req.method ?? 'GET').toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (isInternalUrl(url)) return null
  if (header(req, 'authorization')) return null
  const cookies = header(req, 'cookie')
  const names = cookieNames(cookies)
  if (names.some((name) => name !== localeCookie)) return null
  const locale = cookieLocale(cookies)
  const language = locale ? '' : negotiatedLocale(header(req, 'accept-language'), site)
  const gzip = acceptsGzip(header(req, 'accept-encoding')) ? 'gz' : 'id'
  const navigation = [
    header(req, 'rsc'),
    header(req, 'next-router-prefetch'),
    header(req, 'next-router-segment-prefetch'),
    createHash('sha1').update(header(req, 'next-router-state-tree')).digest('base64url'),
  ].join('|')
  return `${url}|${locale || `al:${language}`}|${gzip}|${site.deviceClass(header(req, 'user-agent'))}|${navigation}`
}

/**
 * What browsers are told about a page this cache may keep (see `isCacheableResponse`): a browser may hold on to it, so
 * Back and Forward restore the page whole from its back/forward cache, but must ask again before reusing it
 * (`no-cache`), and caches between the site and the visitor must not store it (`private`): the caches that share
 * pages are the site's own, here and in nginx, which are cleared on every content change. Next's default for a page
 * rendered per request, `no-store`, keeps every public page out of the back/forward cache; personal pages keep it.
 */
export const sharedPageCacheControl = 'private, no-cache'

/**
 * The query parameters public pages read (a list's page, search and filters; the Q&A's `written` notice) and Next's
 * RSC cache-buster `_rsc`, each with the values a page can make something of, written the one way the site's own links
 * write them. A page asked for with any other parameter (`?utm_source=…`, `?r=123`), twice with one, or with a value a
 * page would read as another (`?page=abc`, `?page=02`, `?field=x`) is rendered and answered as usual but not kept:
 * junk, one new value per request, would otherwise fill the cache and push out the pages visitors actually read. A
 * page reading a new parameter should add it here to be cached.
 */
const storedQueryParams: Record<string, (value: string) => boolean> = {
  // The pages' own limit is 100,000 (listStateFrom); no list has more than a few thousand pages.
  page: (value) => /^[1-9]\d{0,3}$/.test(value),
  field: (value) => value === 'title' || value === 'content' || value === 'all',
  q: (value) => value.length <= 50 && value.trim() === value,
  year: (value) => /^(19|20)\d\d$/.test(value),
  type: (value) => value.length > 0 && value.length <= 50 && value.trim() === value,
  written: (value) => value === '1',
  _rsc: (value) => value.length <= 64,
}

/** Whether a shareable response to this URL is kept (see `storedQueryParams`). */
export function isStorableUrl(url: string): boolean {
  const start = url.indexOf('?')
  if (start < 0) return true
  const params = new URLSearchParams(url.slice(start + 1))
  const seen = new Set<string>()
  for (const [name, value] of params) {
    const valid = Object.hasOwn(storedQueryParams, name) ? storedQueryParams[name] : undefined
    if (!valid || seen.has(name) || !valid(value)) return false
    seen.add(name)
  }
  return true
}

/** A response is kept only if it is a complete, successful page and sets no cookie but the locale. */
export function isCacheableResponse(status: number, headers: Record<string, string | string[] | number | undefined>) {
  if (status !== 200) return false
  const type = String(headers['content-type'] ?? '')
  if (!type.startsWith('text/html') && !type.startsWith('text/x-component')) return false
  if (String(headers['x-page-cache'] ?? '') === 'off') return false
  const setCookie = headers['set-cookie']
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : []
  return cookies.every((c) => c.startsWith(`${localeCookie}=`))
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>()
  private readonly limits: { maxEntries: number; maxBytes: number; ttlMs: number }
  private bytes = 0

  constructor(limits: { maxEntries: number; maxBytes: number; ttlMs: number }) {
    this.limits = limits
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (now - entry.storedAt > this.limits.ttlMs) {
      this.delete(key)
      return undefined
    }
    // Re-insert: Map order is the recency order the eviction below relies on.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  set(key: string, entry: CachedResponse) {
    if (entry.body.length > this.limits.maxBytes / 4) return
    this.delete(key)
    this.entries.set(key, entry)
    this.bytes += entry.body.length
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break
      this.delete(oldest)
    }
  }

  clear() {
    this.entries.clear()
    this.bytes = 0
  }

  get size() {
    return this.entries.size
  }

  private delete(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.body.length
  }
}

/** Shared between `server.mjs` and the content hooks running inside Next in the same process. */
export const responseCacheSymbol = Symbol.for('green-institute.response-cache')

/** A random token `server.mjs` keeps in memory to call this process's own cache-sync route. */
export const internalTokenSymbol = Symbol.for('green-institute.internal-token')
