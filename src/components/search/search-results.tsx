import { Lock, Paperclip } from 'lucide-react'
import { boardDate } from '@/components/boards/format'
import { HighlightedText } from '@/components/boards/highlighted-text'
import { maxQueryLength } from '@/modules/search/query'
import type { SearchGroup, SearchHit, SiteSearchView } from '@/modules/search/site-search'

/** The page's messages (namespace `search`), passed in so the markup renders the same on the server and in tests. */
export type SearchT = (key: string, values?: Record<string, string | number>) => string

type Props = { view: SiteSearchView; t: SearchT; href: string }

/** `/search` with these parameters; `href` is the page's own localized path. */
export function searchHref(href: string, params: { q: string; section?: string | null; page?: number }): string {
  const query = new URLSearchParams({ q: params.q })
  if (params.section) query.set('section', params.section)
  if (params.page && params.page > 1) query.set('page', String(params.page))
  return `${href}?${query}`
}

function Hit({ hit, q, t }: { hit: SearchHit; q: string; t: SearchT }) {
  return (
    <li className="border-gray-200 border-b py-4 last:border-b-0">
      <a href={hit.href} className="font-semibold text-brand-800 text-lg hover:underline">
        {hit.locked && <Lock aria-hidden="true" className="mr-1 inline size-4 align-[-2px]" />}
        <HighlightedText text={hit.title} query={q} />
      </a>
      {hit.date && <span className="ml-3 text-muted text-sm">{boardDate(hit.date)}</span>}
      {hit.snippet && (
        <p className="mt-1 text-[15px] text-gray-700 leading-relaxed">
          <HighlightedText text={hit.snippet} query={q} />
        </p>
      )}
      {hit.locked && <p className="mt-1 text-muted text-sm">{t('locked')}</p>}
      {hit.files.length > 0 && (
        <p className="mt-1 text-gray-700 text-sm">
          <Paperclip aria-hidden="true" className="mr-1 inline size-4 align-[-2px]" />
          <span className="sr-only">{t('files')}: </span>
          {hit.files.map((name, index) => (
            <span key={`${hit.id}-${name}`}>
              {index > 0 && ', '}
              <HighlightedText text={name} query={q} />
            </span>
          ))}
        </p>
      )}
      {hit.inFileText && <p className="mt-1 text-muted text-sm">{t('inFileText')}</p>}
    </li>
  )
}

function Pager({ group, view, t, href }: { group: SearchGroup; view: { q: string }; t: SearchT; href: string }) {
  if (group.totalPages <= 1) return null
  const link = (page: number) => searchHref(href, { q: view.q, section: group.key, page })
  return (
    <nav aria-label={t('pagination', { label: group.label })} className="mt-6 flex items-center justify-center gap-4">
      {group.page > 1 ? (
        <a href={link(group.page - 1)} rel="prev" className="rounded border border-gray-300 px-4 py-2 hover:bg-gray-50">
          {t('previous')}
        </a>
      ) : null}
      <span aria-current="page" className="text-muted">
        {t('pageOf', { page: group.page, totalPages: group.totalPages })}
      </span>
      {group.page < group.totalPages ? (
        <a href={link(group.page + 1)} rel="next" className="rounded border border-gray-300 px-4 py-2 hover:bg-gray-50">
          {t('next')}
        </a>
      ) : null}
    </nav>
  )
}

/** The states of `/search` below its box: the hint, the refusals, no results, or the grouped results. */
export function SearchResults({ view, t, href }: Props) {
  if (view.state === 'empty') {
    return (
      <div className="mt-10 rounded-2xl border border-gray-200 bg-gray-50 p-8 text-center">
        <p className="font-semibold text-ink text-lg">{t('emptyTitle')}</p>
        <p className="mt-2 text-muted">{t('emptyHelp')}</p>
      </div>
    )
  }
  if (view.state === 'tooLong' || view.state === 'limited') {
    return (
      <p role="alert" className="mt-10 rounded-2xl border border-red-300 bg-red-50 p-6 text-red-900">
        {view.state === 'tooLong' ? t('tooLong', { max: maxQueryLength }) : t('limited')}
      </p>
    )
  }
  if (view.total === 0) {
    return (
      <div className="mt-10 rounded-2xl border border-gray-200 bg-gray-50 p-8 text-center">
        <p className="font-semibold text-ink text-lg">{t('noResults', { q: view.q })}</p>
        <p className="mt-2 text-muted">{t('noResultsHelp')}</p>
      </div>
    )
  }
  const tab = (key: string | null, label: string, count: number) => {
    const current = view.section === key
    return (
      <li key={key ?? 'all'}>
        <a
          href={searchHref(href, { q: view.q, section: key })}
          aria-current={current ? 'true' : undefined}
          className={`inline-flex items-center gap-1 rounded-full border px-4 py-1.5 text-sm ${
            current ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 text-ink hover:bg-gray-50'
          }`}
        >
          {label} <span className="tabular-nums">({count})</span>
        </a>
      </li>
    )
  }
  return (
    <div className="mt-8">
      <p role="status" className="text-ink text-lg">
        {t('summary', { q: view.q, total: view.total })}
      </p>
      <nav aria-label={t('filterLabel')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {tab(null, t('all'), view.total)}
          {view.groups.map((group) => tab(group.key, group.label, group.total))}
        </ul>
      </nav>
      {view.shown.length === 0 && <p className="mt-10 text-center text-muted">{t('noResults', { q: view.q })}</p>}
      {view.shown.map((group) => (
        <section key={group.key} aria-labelledby={`search-group-${group.key}`} data-group={group.key} className="mt-10">
          <h2
            id={`search-group-${group.key}`}
            className="flex items-baseline gap-2 border-gray-800 border-b-2 pb-3 font-bold text-ink text-xl"
          >
            <span className="text-brand-700 text-sm">{group.kind === 'pages' ? t('contentKind') : t('boardKind')}</span>
            {group.label}
            <span className="font-normal text-base text-muted">{t('groupCount', { count: group.total })}</span>
          </h2>
          <ul>
            {group.hits.map((hit) => (
              <Hit key={hit.id} hit={hit} q={view.q} t={t} />
            ))}
          </ul>
          {view.section ? (
            <Pager group={group} view={view} t={t} href={href} />
          ) : (
            group.total > group.hits.length && (
              <p className="mt-3 text-right">
                <a
                  href={searchHref(href, { q: view.q, section: group.key })}
                  className="text-brand-700 hover:underline"
                >
                  {t('more', { label: group.label })} ›
                </a>
              </p>
            )
          )}
        </section>
      ))}
    </div>
  )
}
