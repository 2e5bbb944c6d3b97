/**
 * A small in-memory cache of whole public page responses, used by the server (src/server/) in front of Next.js
 * (loaded there through Node's type stripping: keep this file free of imports other than packages and node:*).
 *
 * Why: a prerendered page served by Next on a 2-core machine reaches about 800 requests/s, a cached
 * buffer over 20 000. Only anonymous requests are served from it (no credentials, no cookies but the
 * locale one), so nothing personal can leak between visitors; the key carries everything the page
 * varies on (locale, compression, device class, RSC navigation headers). Entries live at most `ttlMs`
 * (time-windowed content such as popups changes without an edit). Each entry carries the tags of the content it shows
 * (src/modules/cache/page-tags.ts); a content change marks the entries of its tags stale, in this process directly and
 * in other processes through the invalidation log (docs/decisions/0028-cache-invalidation.md).
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
export type CacheKeySite = SiteLocales & {
  deviceClass: (userAgent: string) => string
  /** Whether the page at this path is in the language the visitor's cookie or Accept-Language picks; every path when absent. */
  detectsLocaleAt?: (pathname: string) => boolean
}

const localeCookie = 'i18n_redirected'
const bypassPrefixes = ['/admin', '/api', '/_next', '/swagger-ui']

/** The admin, the APIs, Next's files and the API reference: addresses that are never a public page. */
export const isInternalUrl = (url: string): boolean =>
  bypassPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))

/**
 * Public API answers the page cache may keep, like pages: a board's post list. Each is kept only when its route
 * declares the tags of the content it shows (`x-cache-tags`, src/modules/cache/page-tags.ts), so a change to that board
 * marks it stale in every process (decision 0031); searches and unknown parameters are not kept (`isStorableUrl`).
 */
const storedApiPaths = [/^\/api\/v1\/boards\/[1-9]\d{0,3}\/posts$/]

/** Whether `url` is a public API answer the page cache may keep (`storedApiPaths`). */
export const isCacheableApiUrl = (url: string): boolean => {
  const pathname = url.split('?', 1)[0] ?? ''
  return storedApiPaths.some((pattern) => pattern.test(pathname))
}

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

/**
 * The locale a request gets. Where the site detects it (`detectsLocaleAt`; without that, everywhere): the locale
 * cookie's, else the one negotiated from Accept-Language. Elsewhere the address's own: its first segment when that
 * is a locale, else the default (a Korean address stays Korean for an English browser, decision 0040).
 */
export function visitorLocale(req: RequestLike, site: SiteLocales & Pick<CacheKeySite, 'detectsLocaleAt'>): string {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/'
  if (site.detectsLocaleAt && !site.detectsLocaleAt(pathname)) {
    const first = pathname.split('/')[1] ?? ''
    return site.locales.includes(first) ? first : site.defaultLocale
  }
  return cookieLocale(header(req, 'cookie')) || negotiatedLocale(header(req, 'accept-language'), site)
}

/**
 * The request headers Next's client router sends that change what a page request gets (an RSC payload, a prefetch,
 * a segment), as Next lists them in its answers' `Vary`; the key carries each (tests/e2e/next-contract.spec.ts fails
 * when Next varies on one not listed here).
 */
export const navigationHeaders = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
]

/** The cache key of an anonymous public page request, or null when it must go to Next. */
export function cacheKey(req: RequestLike, site: CacheKeySite): string | null {
  const method = (req.method ?? 'GET').toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (isInternalUrl(url)) {
    // An API request from another site's page carries its Origin, and the answer its CORS headers: never shared.
    if (!isCacheableApiUrl(url) || header(req, 'origin')) return null
  }
  if (header(req, 'authorization')) return null
  const cookies = header(req, 'cookie')
  const names = cookieNames(cookies)
  if (names.some((name) => name !== localeCookie)) return null
  // Only where the proxy guesses the language (the root, or every page without locale prefixes) does the answer
  // depend on the cookie or Accept-Language; any other address names its language, so one stored page serves all.
  const detects = site.detectsLocaleAt ? site.detectsLocaleAt(url.split('?')[0] ?? url) : true
  const locale = detects ? cookieLocale(cookies) : ''
  const language = !detects ? 'url' : locale ? '' : negotiatedLocale(header(req, 'accept-language'), site)
  const gzip = acceptsGzip(header(req, 'accept-encoding')) ? 'gz' : 'id'
  const navigation = navigationHeaders
    .map((name) =>
      name === 'next-router-state-tree'
        ? createHash('sha1').update(header(req, name)).digest('base64url')
        : header(req, name),
    )
    .join('|')
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
 * The query parameters a kept page may be asked for with (a list's page and filters; the Q&A's `written` notice) and
 * Next's RSC cache-buster `_rsc`, each with the values a page can make something of, written the one way the site's own
 * links write them. A page asked for twice with one, or with a value a page would read as another (`?page=abc`,
 * `?page=02`, `?field=x`), is rendered and answered as usual but not kept: junk, one new value per request, would
 * otherwise fill the cache and push out the pages visitors actually read. Searches (`q`) are not kept either, whether
 * composed from a shell or rendered whole: most are asked for once (src/server/island-shells.ts).
 */
/** A filter's value as a select of the site gives it: not empty, not padded, not longer than `max`. */
const shortText = (max: number) => (value: string) => value.length > 0 && value.length <= max && value.trim() === value

const storedQueryParams: Record<string, (value: string) => boolean> = {
  // The pages' own limit is 100,000 (listStateFrom); no list has more than a few thousand pages.
  page: (value) => /^[1-9]\d{0,3}$/.test(value),
  field: (value) => value === 'title' || value === 'content' || value === 'all',
  year: (value) => /^(19|20)\d\d$/.test(value),
  type: (value) => value.length > 0 && value.length <= 50 && value.trim() === value,
  written: (value) => value === '1',
  // 채용정보's 접수중만, and 인증 현황's 상태 (src/modules/certification/status.ts).
  status: (value) => /^(open|valid|expired|revoked|suspended|reissued)$/.test(value),
  // 인증 현황's filters and order (src/modules/certification/register-params.ts).
  scheme: (value) => /^[a-z][a-z-]{1,29}$/.test(value),
  grade: shortText(10),
  sido: shortText(20),
  sigungu: shortText(20),
  use: shortText(40),
  sort: (value) => /^(-?issuedOn|-?validUntil|number|buildingName)$/.test(value),
  _rsc: (value) => value.length <= 64,
}

/**
 * Every query parameter a public page reads: those stored above, the searches' `q` and `section`, the newsletter
 * confirm/unsubscribe `token` (read, never stored: a page asked for with a token is that reader's own), and the
 * `number` and `issuedOn` the register's link fills 진위확인's form with (a personal page, never stored).
 * Anything else (`utm_source`, `fbclid`, a crawler's `?r=123`) no page reads, so it is dropped before the request
 * reaches the page cache or Next (`canonicalPageUrl`): a newsletter link with a fresh tracking code per reader is
 * the page every visitor gets, answered from the cache. A page that starts reading a new parameter adds it here;
 * until then it never sees it (a page that silently loses a parameter fails its tests, one keyed without it would
 * serve one visitor's page to another).
 */
const pageQueryParams = new Set([...Object.keys(storedQueryParams), 'q', 'section', 'token', 'number', 'issuedOn'])

/**
 * The address a public page request is rendered and cached by: the path with only the parameters pages read, in the
 * order given. The visitor's browser keeps its address (the tracking code stays there for the site's own script).
 */
export function canonicalPageUrl(url: string): string {
  const start = url.indexOf('?')
  if (start < 0) return url
  const query = url.slice(start + 1)
  const kept = query.split('&').filter((part) => {
    const name = part.split('=', 1)[0] ?? ''
    let decoded: string
    try {
      decoded = decodeURIComponent(name.replaceAll('+', ' '))
    } catch {
      return false
    }
    return pageQueryParams.has(decoded)
  })
  const path = url.slice(0, start)
  return kept.length ? `${path}?${kept.join('&')}` : path
}

/** The parameters a kept public API answer may be asked with: a page of the list, its size, a category. */
const storedApiQueryParams: Record<string, (value: string) => boolean> = {
  pageNo: (value) => /^[1-9]\d{0,3}$/.test(value),
  pageSize: (value) => /^[1-9]\d?$|^100$/.test(value),
  category: (value) => value.length > 0 && value.length <= 50 && value.trim() === value,
}

/** Whether a shareable response to this URL is kept (see `storedQueryParams`, `storedApiQueryParams`). */
export function isStorableUrl(url: string): boolean {
  const start = url.indexOf('?')
  if (start < 0) return true
  const allowed = isCacheableApiUrl(url) ? storedApiQueryParams : storedQueryParams
  const params = new URLSearchParams(url.slice(start + 1))
  const seen = new Set<string>()
  for (const [name, value] of params) {
    const valid = Object.hasOwn(allowed, name) ? allowed[name] : undefined
    if (!valid || seen.has(name) || !valid(value)) return false
    seen.add(name)
  }
  return true
}

/**
 * A response is kept only if it is a complete, successful page (or a JSON answer whose route declared its tags,
 * `declaredTags`: see `storedApiPaths`) and sets no cookie but the locale.
 */
export function isCacheableResponse(
  status: number,
  headers: Record<string, string | string[] | number | undefined>,
  declaredTags = false,
) {
  if (status !== 200) return false
  const type = String(headers['content-type'] ?? '')
  const page = type.startsWith('text/html') || type.startsWith('text/x-component')
  if (!page && !(declaredTags && type.startsWith('application/json'))) return false
  if (String(headers['x-page-cache'] ?? '') === 'off') return false
  const setCookie = headers['set-cookie']
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : []
  return cookies.every((c) => c.startsWith(`${localeCookie}=`))
}

/** Invalidates every page, whatever its tags (site settings and navigation, which every page shows). */
export const allPages = 'all'

/** A page found in the cache: `fresh`, or stale (content it shows changed) and served only while one render runs. */
export type CacheLookup = {
  entry: CachedResponse
  fresh: boolean
  /**
   * True for the one caller that should render the page again now (a stale entry, nobody rendering it yet, or the
   * last render given up on after `refreshTimeoutMs`); every other caller may serve the stale entry meanwhile.
   */
  refresh: boolean
}

/** How a stored page can be asked for again without a visitor: its address and the request headers its key varies on. */
export type PageRequest = { url: string; headers: Record<string, string> }

type Stored = {
  entry: CachedResponse
  tags: ReadonlySet<string>
  stale: boolean
  /** When a caller took on rendering it again (`CacheLookup.refresh`), or 0. */
  refreshingSince: number
  /** How often visitors asked for the page, carried over when it is rendered again: its place in `claimBusiestStale`. */
  hits: number
  request: PageRequest | undefined
}

/** How long a render of a stale page may take before another visitor's request tries again. */
const refreshTimeoutMs = 10_000
/** Tags remembered with the generation they were last invalidated at; beyond this the memory starts over. */
const maxRememberedTags = 10_000

export class ResponseCache {
  private readonly entries = new Map<string, Stored>()
  private readonly limits: { maxEntries: number; maxBytes: number; ttlMs: number }
  private bytes = 0
  /** Counts invalidations; a render records it when it starts (`generation`) and `set` compares. */
  private current = 0
  /** The generation each tag was last invalidated at, and the last `allPages` one (which covers every tag). */
  private readonly tagGenerations = new Map<string, number>()
  private allGeneration = 0
  private staleListener: ((source: 'change' | 'log') => void) | undefined

  constructor(limits: { maxEntries: number; maxBytes: number; ttlMs: number }) {
    this.limits = limits
  }

  /**
   * The invalidation generation now. A render reads it before it starts and passes it to `set`: a page whose content
   * changed while it rendered (it may show the old content) is then stored stale, not fresh.
   */
  get generation(): number {
    return this.current
  }

  /** A fresh entry, or undefined (missing, expired or stale: `lookup` finds stale ones too). */
  get(key: string, now = Date.now()): CachedResponse | undefined {
    const stored = this.live(key, now)
    return stored && !stored.stale ? stored.entry : undefined
  }

  /** The entry, fresh or stale, while it is younger than the time limit; see `CacheLookup`. */
  lookup(key: string, now = Date.now()): CacheLookup | undefined {
    const stored = this.live(key, now)
    if (!stored) return undefined
    stored.hits += 1
    if (!stored.stale) return { entry: stored.entry, fresh: true, refresh: false }
    const refresh = stored.refreshingSince === 0 || now - stored.refreshingSince > refreshTimeoutMs
    if (refresh) stored.refreshingSince = now
    return { entry: stored.entry, fresh: false, refresh }
  }

  /**
   * Stores a page with the tags of the content it shows (`pageTagsOf`; none: any change makes it stale), replacing any
   * entry of the key. With
   * `renderedFrom` (the `generation` read when its render started), a page whose tags were invalidated since is
   * stored stale. With `request` (how the page was asked for), it can be rendered again ahead of visitors.
   */
  set(key: string, entry: CachedResponse, tags: Iterable<string> = [], renderedFrom?: number, request?: PageRequest) {
    if (entry.body.length > this.limits.maxBytes / 4) return
    const tagSet = new Set(tags)
    const stale = renderedFrom !== undefined && this.invalidatedSince(tagSet, renderedFrom)
    const hits = this.entries.get(key)?.hits ?? 0
    this.delete(key)
    this.entries.set(key, { entry, tags: tagSet, stale, refreshingSince: 0, hits, request })
    this.bytes += entry.body.length
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break
      this.delete(oldest)
    }
  }

  /**
   * Marks stale every page carrying one of `tags`, or every page (`allPages`); returns how many it marked. Stale pages
   * stay until replaced by a new render or until the time limit, so visitors get the previous page meanwhile.
   */
  invalidate(tags: readonly string[] | typeof allPages, source: 'change' | 'log' = 'change'): number {
    this.current += 1
    const all = tags === allPages
    const wanted = all ? null : new Set(tags)
    if (all) this.allGeneration = this.current
    else {
      if (this.tagGenerations.size + (wanted as Set<string>).size > maxRememberedTags) {
        // Forgetting the tags is safe: every render that started before now counts as invalidated.
        this.tagGenerations.clear()
        this.allGeneration = this.current
      }
      for (const tag of wanted as Set<string>) this.tagGenerations.set(tag, this.current)
    }
    let marked = 0
    let matched = 0
    for (const stored of this.entries.values()) {
      // A page stored without tags may show anything: every change makes it stale.
      if (wanted && stored.tags.size > 0 && !hasAny(stored.tags, wanted)) continue
      matched += 1
      if (stored.stale) continue
      stored.stale = true
      stored.refreshingSince = 0
      marked += 1
    }
    // Also when the pages were stale already: the log's replay of this process's own change finds them marked by the
    // content hook, and only now has the change committed.
    if (matched > 0) this.staleListener?.(source)
    return marked
  }

  /**
   * Called (synchronously, inside `invalidate`) whenever a change has made pages stale, with where the change came from
   * (`source`: a content hook before its commit, or the log's replay after it): see `claimBusiestStale`.
   */
  onStale(listener: (source: 'change' | 'log') => void) {
    this.staleListener = listener
  }

  /**
   * The stale pages visitors asked for most (at least once), to be rendered again before the next visitor asks: each
   * returned page is taken on as `lookup` does for the one visitor it sends to render, so visitors meanwhile get the
   * previous page and no second render starts. Only pages stored with the request that made them.
   */
  claimBusiestStale(limit: number, now = Date.now()): { key: string; request: PageRequest }[] {
    const candidates: [string, Stored & { request: PageRequest }][] = []
    for (const [key, stored] of this.entries) {
      if (!stored.stale || !stored.request || stored.hits === 0) continue
      if (now - stored.entry.storedAt > this.limits.ttlMs) continue
      if (stored.refreshingSince !== 0 && now - stored.refreshingSince <= refreshTimeoutMs) continue
      candidates.push([key, stored as Stored & { request: PageRequest }])
    }
    candidates.sort(([, a], [, b]) => b.hits - a.hits)
    return candidates.slice(0, limit).map(([key, stored]) => {
      stored.refreshingSince = now
      return { key, request: stored.request }
    })
  }

  clear() {
    this.entries.clear()
    this.bytes = 0
    this.current += 1
    this.allGeneration = this.current
  }

  /**
   * Removes one entry: for a stale page whose new render cannot be kept (the post was deleted: 404), so the old page
   * is not served until the time limit.
   */
  drop(key: string) {
    this.delete(key)
  }

  get size() {
    return this.entries.size
  }

  /** The stored entry unless expired (then removed), moved to the recent end. */
  private live(key: string, now: number): Stored | undefined {
    const stored = this.entries.get(key)
    if (!stored) return undefined
    // A stale entry is never kept past the time limit either: it is then a miss like any expired page.
    if (now - stored.entry.storedAt > this.limits.ttlMs) {
      this.delete(key)
      return undefined
    }
    // Re-insert: Map order is the recency order the eviction below relies on.
    this.entries.delete(key)
    this.entries.set(key, stored)
    return stored
  }

  private invalidatedSince(tags: ReadonlySet<string>, generation: number): boolean {
    if (this.allGeneration > generation) return true
    if (tags.size === 0) return this.current > generation
    for (const tag of tags) if ((this.tagGenerations.get(tag) ?? 0) > generation) return true
    return false
  }

  private delete(key: string) {
    const stored = this.entries.get(key)
    if (!stored) return
    this.entries.delete(key)
    this.bytes -= stored.entry.body.length
  }
}

function hasAny(tags: ReadonlySet<string>, wanted: ReadonlySet<string>): boolean {
  const [small, large] = tags.size <= wanted.size ? [tags, wanted] : [wanted, tags]
  for (const tag of small) if (large.has(tag)) return true
  return false
}

/** Shared between the server (src/server/) and the content hooks running inside Next in the same process. */
export const responseCacheSymbol = Symbol.for('green-institute.response-cache')

/** A random token the server (server.mjs) keeps in memory to call this process's own cache-sync route. */
export const internalTokenSymbol = Symbol.for('green-institute.internal-token')
