/**
 * `/search` below its heading, built as HTML strings: the box and the results are the one rendering of those parts.
 * The page puts them in islands (page-island.tsx) when Next renders it, and `server.mjs` fills the same islands of
 * the page's cached shell per request (search-islands.ts), so a search costs its queries and this string building,
 * not a page render (docs/decisions/0016-board-list-islands.md). Every value from the database or the URL goes
 * through `escapeHtml` or `highlightHtml`; links are plain anchors.
 */
import { boardDate } from '@/components/boards/format'
import { iconSvg } from '@/components/icons/icon-markup'
import { escapeHtml as esc } from '@/lib/html-escape'
import { highlightHtml } from '@/modules/search/highlight'
import { maxQueryLength } from '@/modules/search/query'
import type { SearchGroup, SearchHit, SiteSearchView } from '@/modules/search/site-search'

/** next-intl's translator of the `search` messages, from either `getTranslations` or `createTranslator`. */
export type SearchT = (key: string, values?: Record<string, string | number>) => string

/** `/search` with these parameters; `href` is the page's own localized path. */
export function searchHref(href: string, params: { q: string; section?: string | null; page?: number }): string {
  const query = new URLSearchParams({ q: params.q })
  if (params.section) query.set('section', params.section)
  if (params.page && params.page > 1) query.set('page', String(params.page))
  return `${href}?${query}`
}

/**
 * The one box of `/search`: a plain GET form, so it works before any script loads and its result pages can be
 * bookmarked. The chosen section is kept while the term changes.
 */
export function searchFormHtml(t: SearchT, href: string, q: string, section: string | null): string {
  const hidden = section ? `<input type="hidden" name="section" value="${esc(section)}">` : ''
  return (
    `<search aria-label="${esc(t('title'))}" class="mt-8 block max-w-2xl"><form action="${esc(href)}" method="get" class="flex gap-2">` +
    `<label for="site-search-q" class="sr-only">${esc(t('label'))}</label>` +
    `<input id="site-search-q" name="q" type="search" value="${esc(q)}" placeholder="${esc(t('placeholder'))}" maxlength="100" ` +
    'class="min-w-0 flex-1 rounded-lg border border-gray-400 px-4 py-3 text-lg focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200">' +
    hidden +
    `<button type="submit" class="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">${esc(t('submit'))}</button>` +
    '</form></search>'
  )
}

function hitHtml(t: SearchT, hit: SearchHit, q: string): string {
  const lock = hit.locked ? iconSvg('lock', 'mr-1 inline size-4 align-[-2px]') : ''
  const date = hit.date ? `<span class="ml-3 text-muted text-sm">${esc(boardDate(hit.date))}</span>` : ''
  const snippet = hit.snippet
    ? `<p class="mt-1 text-[15px] text-gray-700 leading-relaxed">${highlightHtml(hit.snippet, q)}</p>`
    : ''
  const locked = hit.locked ? `<p class="mt-1 text-muted text-sm">${esc(t('locked'))}</p>` : ''
  const files = hit.files.length
    ? `<p class="mt-1 text-gray-700 text-sm">${iconSvg('paperclip', 'mr-1 inline size-4 align-[-2px]')}` +
      `<span class="sr-only">${esc(t('files'))}: </span>${hit.files.map((name) => highlightHtml(name, q)).join(', ')}</p>`
    : ''
  const inFileText = hit.inFileText ? `<p class="mt-1 text-muted text-sm">${esc(t('inFileText'))}</p>` : ''
  return (
    '<li class="border-gray-200 border-b py-4 last:border-b-0">' +
    `<a href="${esc(hit.href)}" class="font-semibold text-brand-800 text-lg hover:underline">${lock}${highlightHtml(hit.title, q)}</a>` +
    `${date}${snippet}${locked}${files}${inFileText}</li>`
  )
}

function pagerHtml(t: SearchT, group: SearchGroup, q: string, href: string): string {
  if (group.totalPages <= 1) return ''
  const link = (page: number) => esc(searchHref(href, { q, section: group.key, page }))
  const linkClass = 'rounded border border-gray-300 px-4 py-2 hover:bg-gray-50'
  return (
    `<nav aria-label="${esc(t('pagination', { label: group.label }))}" class="mt-6 flex items-center justify-center gap-4">` +
    (group.page > 1
      ? `<a href="${link(group.page - 1)}" rel="prev" class="${linkClass}">${esc(t('previous'))}</a>`
      : '') +
    `<span aria-current="page" class="text-muted">${esc(t('pageOf', { page: group.page, totalPages: group.totalPages }))}</span>` +
    (group.page < group.totalPages
      ? `<a href="${link(group.page + 1)}" rel="next" class="${linkClass}">${esc(t('next'))}</a>`
      : '') +
    '</nav>'
  )
}

function groupHtml(t: SearchT, group: SearchGroup, view: { q: string; section: string | null }, href: string) {
  const kind =
    group.kind === 'pages' ? t('contentKind') : group.kind === 'certificates' ? t('certificateKind') : t('boardKind')
  const more =
    !view.section && group.total > group.hits.length
      ? `<p class="mt-3 text-right"><a href="${esc(searchHref(href, { q: view.q, section: group.key }))}" class="text-brand-700 hover:underline">${esc(t('more', { label: group.label }))} ›</a></p>`
      : ''
  const id = esc(`search-group-${group.key}`)
  return (
    `<section aria-labelledby="${id}" data-group="${esc(group.key)}" class="mt-10">` +
    `<h2 id="${id}" class="flex items-baseline gap-2 border-gray-800 border-b-2 pb-3 font-bold text-ink text-xl">` +
    `<span class="shrink-0 whitespace-nowrap text-brand-700 text-sm">${esc(kind)}</span>${esc(group.label)}` +
    `<span class="shrink-0 whitespace-nowrap font-normal text-base text-muted">${esc(t('groupCount', { count: group.total }))}</span></h2>` +
    `<ul>${group.hits.map((hit) => hitHtml(t, hit, view.q)).join('')}</ul>` +
    (view.section ? pagerHtml(t, group, view.q, href) : more) +
    '</section>'
  )
}

const noticeBox = (title: string, help: string) =>
  '<div class="mt-10 rounded-2xl border border-gray-200 bg-gray-50 p-8 text-center">' +
  `<p class="font-semibold text-ink text-lg">${esc(title)}</p><p class="mt-2 text-muted">${esc(help)}</p></div>`

/** The states of `/search` below its box: the hint, the refusals, no results, or the grouped results. */
export function searchResultsHtml(t: SearchT, view: SiteSearchView, href: string): string {
  if (view.state === 'empty') return noticeBox(t('emptyTitle'), t('emptyHelp'))
  if (view.state === 'tooLong' || view.state === 'limited') {
    const message = view.state === 'tooLong' ? t('tooLong', { max: maxQueryLength }) : t('limited')
    return `<p role="alert" class="mt-10 rounded-2xl border border-red-300 bg-red-50 p-6 text-red-900">${esc(message)}</p>`
  }
  if (view.total === 0) return noticeBox(t('noResults', { q: view.q }), t('noResultsHelp'))
  const tab = (key: string | null, label: string, count: number) => {
    const current = view.section === key
    const tone = current ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 text-ink hover:bg-gray-50'
    return (
      `<li><a href="${esc(searchHref(href, { q: view.q, section: key }))}"${current ? ' aria-current="true"' : ''} ` +
      `class="inline-flex items-center gap-1 rounded-full border px-4 py-1.5 text-sm ${tone}">` +
      `${esc(label)} <span class="tabular-nums">(${count})</span></a></li>`
    )
  }
  const tabs = [
    tab(null, t('all'), view.total),
    ...view.groups.map((group) => tab(group.key, group.label, group.total)),
  ]
  const nothingShown = view.shown.length
    ? ''
    : `<p class="mt-10 text-center text-muted">${esc(t('noResults', { q: view.q }))}</p>`
  return (
    '<div class="mt-8">' +
    `<p role="status" class="text-ink text-lg">${esc(t('summary', { q: view.q, total: view.total }))}</p>` +
    `<nav aria-label="${esc(t('filterLabel'))}" class="mt-4"><ul class="flex flex-wrap gap-2">${tabs.join('')}</ul></nav>` +
    nothingShown +
    view.shown.map((group) => groupHtml(t, group, view, href)).join('') +
    '</div>'
  )
}
