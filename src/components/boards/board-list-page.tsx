import { PenLine, Search } from 'lucide-react'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { PageIsland } from '@/components/islands/page-island'
import { isShellRequest } from '@/components/islands/shell-request'
import { HighlightedText, KeptText } from '@/components/layout/kept-text'
import { ServerImage } from '@/components/media/server-image'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { boardCategoryName, boardCategoryOptions } from '@/modules/boards/category-names'
import { type BoardRow, performanceFilters } from '@/modules/boards/listing'
import { boardListIslands, emptyListText, lastPageRedirect, loadBoardList, postHref } from './board-list-islands'
import { type BoardPage, type BoardSearchParams, boardTitle, listStateFrom, titleSearch } from './board-pages'
import { isStaffRequest } from './staff'

type Props = { page: BoardPage; locale: Locale; searchParams: BoardSearchParams; intro?: React.ReactNode }

/**
 * A board's list page: title, search, pinned notices, rows and pagination, all state kept in the URL. What changes
 * with the URL is rendered as HTML islands (board-list-html.ts), which `server.mjs` can also fill into this page's
 * cached shell without rendering the page.
 */
export async function BoardListPage({ page: board, locale, searchParams, intro }: Props) {
  const t = await getTranslations('board')
  const state = listStateFrom(searchParams)
  const payload = await getPayloadClient()
  const loaded = (await isShellRequest()) ? null : await loadBoardList(payload, board, state)
  const href = localizedPath(locale, board.path)
  const beyond = loaded && lastPageRedirect(href, state, loaded.list)
  if (beyond) redirect(beyond)
  const islands = loaded ? boardListIslands(t, board, locale, state, loaded) : null
  const staff = await isStaffRequest()
  const filters = board.layout === 'performance' ? await performanceFilters(payload, board.boardSeqs) : null

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-bold text-3xl text-ink">{boardTitle(board, locale)}</h1>
      {intro}
      <PageIsland name="notice" html={islands?.notice ?? null} />
      <div className="mt-8 flex flex-wrap items-end justify-between gap-4 border-gray-800 border-b-2 pb-4">
        <PageIsland name="summary" html={islands?.summary ?? null} />
        {filters ? (
          <PerformanceFilterForm
            action={href}
            state={state}
            years={filters.years}
            types={boardCategoryOptions(filters.types, locale)}
          />
        ) : (
          <PageIsland name="search" html={islands?.search ?? null} />
        )}
      </div>

      {board.layout === 'performance' && loaded && (
        <PerformanceGrid
          rows={[...loaded.list.pinned, ...loaded.list.rows]}
          viewHref={postHref(href, state)}
          emptyText={emptyListText(t, state)}
          highlight={titleSearch(state, loaded.refused)}
          locale={locale}
        />
      )}
      {/* A table board's rows and page links; a performance board's page links. */}
      <PageIsland name="results" html={islands?.results ?? null} />
      {staff && board.writeBoardSeq !== null && (
        <div className="mt-6 flex justify-end">
          <Link
            href={`${href}/add-write`}
            className="inline-flex h-11 items-center gap-1 rounded bg-brand-700 px-5 font-medium text-white hover:bg-brand-800"
          >
            <PenLine aria-hidden className="h-4 w-4" />
            {t('write')}
          </Link>
        </div>
      )}
    </div>
  )
}

/**
 * One GET form for year, type and keyword with one button, so a phone shows two rows (year and type side by side,
 * then the keyword and the button) instead of two forms wrapping onto four; every control shrinks with the screen
 * (`min-w-0`), so a long option such as "All types" no longer widens the page at 360 px.
 */
async function PerformanceFilterForm({
  action,
  state,
  years,
  types,
}: {
  action: string
  state: ReturnType<typeof listStateFrom>
  years: number[]
  types: { value: string; label: string }[]
}) {
  const t = await getTranslations('board')
  const control = 'h-11 w-full min-w-0 rounded border border-gray-400 bg-white px-3'
  return (
    <search aria-label={t('searchLegend')} className="w-full md:w-auto">
      <form
        action={action}
        method="get"
        className="grid w-full grid-cols-2 gap-2 md:flex md:w-auto md:flex-wrap md:justify-end"
      >
        <label className="sr-only" htmlFor="filter-year">
          {t('year')}
        </label>
        <select id="filter-year" name="year" defaultValue={state.year ?? ''} className={`${control} md:w-auto`}>
          <option value="">{t('allYears')}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="filter-type">
          {t('type')}
        </label>
        <select id="filter-type" name="type" defaultValue={state.type ?? ''} className={`${control} md:w-52`}>
          <option value="">{t('allTypes')}</option>
          {types.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
        <div className="col-span-2 flex gap-2">
          <input type="hidden" name="field" value="all" />
          <label className="sr-only" htmlFor="board-search-q">
            {t('searchTerm')}
          </label>
          <input
            id="board-search-q"
            name="q"
            type="search"
            defaultValue={state.q}
            maxLength={50}
            placeholder={t('searchTerm')}
            className={`${control} flex-1 md:w-56`}
          />
          <button
            type="submit"
            className="inline-flex h-11 shrink-0 items-center gap-1 rounded bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
          >
            <Search aria-hidden className="h-4 w-4" />
            {t('search')}
          </button>
        </div>
      </form>
    </search>
  )
}

/**
 * The records as cards, 12 a page (performancePageSize) so the 1-, 2- and 3-column grids end on a full row. A record
 * with an image shows it; one without is a text card (type and year, project, client, result), not an empty box.
 */
async function PerformanceGrid({
  rows,
  viewHref,
  emptyText,
  highlight,
  locale,
}: {
  rows: BoardRow[]
  viewHref: (row: BoardRow) => string
  emptyText: string
  highlight: string
  locale: Locale
}) {
  const t = await getTranslations('board')
  if (rows.length === 0) return <p className="py-16 text-center text-muted">{emptyText}</p>
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map((row) => {
        const image = row.performance?.image && typeof row.performance.image === 'object' ? row.performance.image : null
        const src = image?.sizes?.card?.url ?? image?.url
        const recordType = row.performance?.recordType ? boardCategoryName(row.performance.recordType, locale) : ''
        return (
          <li
            key={row.id}
            className={`overflow-hidden rounded-lg border shadow-sm ${src ? 'border-gray-200' : 'border-gray-200 border-t-4 border-t-brand-700'}`}
            data-card={src ? 'image' : 'text'}
          >
            <Link href={viewHref(row)} className="block h-full hover:bg-gray-50">
              {src ? (
                <ServerImage
                  src={src}
                  alt={image?.alt ?? ''}
                  width={800}
                  height={450}
                  className="aspect-video w-full object-cover"
                />
              ) : null}
              <div className="p-4">
                <p className="text-brand-700 text-sm">
                  {row.performance?.year ?? ''} {recordType ? <KeptText text={`· ${recordType}`} /> : ''}
                </p>
                <h2 className="mt-1 font-semibold text-lg">
                  <HighlightedText text={row.title} query={highlight} />
                </h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted text-sm">
                  {!src && row.performance?.projectName && (
                    <>
                      <dt>{t('projectName')}</dt>
                      <dd>
                        <KeptText text={row.performance.projectName} />
                      </dd>
                    </>
                  )}
                  {row.performance?.client && (
                    <>
                      <dt>{t('client')}</dt>
                      <dd>
                        <KeptText text={row.performance.client} />
                      </dd>
                    </>
                  )}
                  {row.performance?.result && (
                    <>
                      <dt>{t('result')}</dt>
                      <dd>
                        <KeptText text={row.performance.result} />
                      </dd>
                    </>
                  )}
                </dl>
              </div>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
