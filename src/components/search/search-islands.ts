import 'server-only'
import { islandTranslator, localeServedAt } from '@/components/islands/island-locale'
import { localizedPath } from '@/i18n/routing'
import { type IslandComposer, registerIslandComposer, searchParamsRecord } from '@/lib/page-islands'
import { getPayloadClient } from '@/lib/payload'
import { pageBeyondEnd } from '@/modules/boards/page-range'
import { type SiteSearchView, siteSearch } from '@/modules/search/site-search'
import { searchPage } from '@/modules/site/site-map'
import { type SearchT, searchFormHtml, searchHref, searchResultsHtml } from './search-html'

export type SearchIslands = { form: string; results: string }

/** The islands of `/search` for one search: its box (keeping the term and section) and what it found. */
export function searchIslands(t: SearchT, view: SiteSearchView, href: string): SearchIslands {
  return {
    form: searchFormHtml(t, href, view.state === 'empty' ? '' : view.q, view.section),
    results: searchResultsHtml(t, view, href),
  }
}

/**
 * Where a search's section asked for past its last page is sent (page-range.ts): the same term and section at its last
 * page; null when the page exists. Only a section pages; the overview shows the first results of every group.
 */
export function searchPageRedirect(view: SiteSearchView, href: string): string | null {
  if (view.state !== 'results' || !view.section) return null
  const group = view.shown[0]
  const last = group ? pageBeyondEnd(group.page, group.totalPages) : null
  return last === null ? null : searchHref(href, { q: view.q, section: view.section, page: last })
}

/**
 * `/search` for `server.mjs`, which fills these islands into the page's cached shell: a search costs its queries and
 * the string building of search-html.ts, not a page render (the page's heading, metadata and frame do not change with
 * the query). The same `siteSearch`, with the same per-address limit, as the page.
 */
const composeSiteSearch: IslandComposer = async ({ pathname, search, locale: visitorLocale, clientIp }) => {
  const path = `/${searchPage.path}`
  const locale = localeServedAt(path, pathname, visitorLocale)
  if (!locale) return null
  const [t, payload] = await Promise.all([islandTranslator(locale, 'search'), getPayloadClient()])
  const view = await siteSearch(payload, searchParamsRecord(search), { locale, ip: clientIp })
  const href = localizedPath(locale, path)
  // Past the last page Next renders the page, which answers with the redirect (a shell is always a 200 page).
  if (searchPageRedirect(view, href)) return null
  return searchIslands(t, view, href)
}
registerIslandComposer('site-search', composeSiteSearch)
