import 'server-only'
import { islandTranslator, localeServedAt } from '@/components/islands/island-locale'
import { localizedPath } from '@/i18n/routing'
import { type IslandComposer, registerIslandComposer, searchParamsRecord } from '@/lib/page-islands'
import { getPayloadClient } from '@/lib/payload'
import { type SiteSearchView, siteSearch } from '@/modules/search/site-search'
import { searchPage } from '@/modules/site/site-map'
import { type SearchT, searchFormHtml, searchResultsHtml } from './search-html'

export type SearchIslands = { form: string; results: string }

/** The islands of `/search` for one search: its box (keeping the term and section) and what it found. */
export function searchIslands(t: SearchT, view: SiteSearchView, href: string): SearchIslands {
  return {
    form: searchFormHtml(t, href, view.state === 'empty' ? '' : view.q, view.section),
    results: searchResultsHtml(t, view, href),
  }
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
  return searchIslands(t, view, localizedPath(locale, path))
}
registerIslandComposer('site-search', composeSiteSearch)
