import { Lock, Paperclip, PenLine } from 'lucide-react'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { ServerImage } from '@/components/media/server-image'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { type BoardRow, listBoardPosts, performanceFilters } from '@/modules/boards/listing'
import { searchRefused } from '@/modules/security/search-limit'
import { type BoardPage, type BoardSearchParams, boardTitle, listQuery, listStateFrom } from './board-pages'
import { boardDate } from './format'
import { Pagination } from './pagination'
import { SearchForm } from './search-form'
import { SearchRefusedNotice } from './search-refused-notice'
import { isStaffRequest } from './staff'

type Props = { page: BoardPage; locale: Locale; searchParams: BoardSearchParams; intro?: React.ReactNode }

/** A board's list page: title, search, pinned notices, rows and pagination, all state kept in the URL. */
export async function BoardListPage({ page: board, locale, searchParams, intro }: Props) {
  const t = await getTranslations('board')
  const state = listStateFrom(searchParams)
  const payload = await getPayloadClient()
  // Over the search limit the list is shown unfiltered, with the reason.
  const refused = await searchRefused(payload, state.q)
  const list = await listBoardPosts(payload, {
    boardSeq: board.boardSeqs,
    page: state.page,
    field: state.field,
    q: refused ? undefined : state.q,
    year: state.year,
    recordType: state.type,
  })
  const href = localizedPath(locale, board.path)
  const viewHref = (row: BoardRow) => `${href}/view/${row.id}${listQuery(state)}`
  const staff = await isStaffRequest()
  const filters = board.layout === 'performance' ? await performanceFilters(payload, board.boardSeqs) : null
  const searching = Boolean(state.q || state.year || state.type)

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-bold text-3xl text-ink">{boardTitle(board, locale)}</h1>
      {intro}
      {refused && <SearchRefusedNotice />}
      <div className="mt-8 flex flex-wrap items-end justify-between gap-4 border-gray-800 border-b-2 pb-4">
        <p className="text-muted">
          {t('total', { count: list.totalDocs })} · {t('pageOf', { page: list.page, total: list.totalPages })}
        </p>
        <div className="flex flex-wrap gap-2">
          {filters && (
            <form
              action={href}
              method="get"
              className="flex flex-wrap gap-2"
              aria-label={`${t('year')} · ${t('type')}`}
            >
              <label className="sr-only" htmlFor="filter-year">
                {t('year')}
              </label>
              <select
                id="filter-year"
                name="year"
                defaultValue={state.year ?? ''}
                className="h-11 rounded border border-gray-400 bg-white px-3"
              >
                <option value="">{t('allYears')}</option>
                {filters.years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
              <label className="sr-only" htmlFor="filter-type">
                {t('type')}
              </label>
              <select
                id="filter-type"
                name="type"
                defaultValue={state.type ?? ''}
                className="h-11 rounded border border-gray-400 bg-white px-3"
              >
                <option value="">{t('allTypes')}</option>
                {filters.types.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
              {state.q && <input type="hidden" name="field" value={state.field} />}
              {state.q && <input type="hidden" name="q" value={state.q} />}
              <button type="submit" className="h-11 rounded border border-brand-700 px-4 font-medium text-brand-700">
                {t('filter')}
              </button>
            </form>
          )}
          <SearchForm action={href} state={state} />
        </div>
      </div>

      {board.layout === 'performance' ? (
        <PerformanceGrid
          rows={[...list.pinned, ...list.rows]}
          viewHref={viewHref}
          emptyText={searching ? t('emptySearch') : t('empty')}
        />
      ) : (
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{`${boardTitle(board, locale)} ${t('list')}`}</caption>
          <thead className="border-gray-300 border-b bg-gray-50 text-sm">
            <tr>
              <th scope="col" className="hidden w-20 px-3 py-3 text-center md:table-cell">
                {t('number')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('title')}
              </th>
              <th scope="col" className="hidden w-16 px-3 py-3 text-center md:table-cell">
                {t('file')}
              </th>
              <th scope="col" className="w-28 px-3 py-3 text-center">
                {t('date')}
              </th>
              <th scope="col" className="hidden w-20 px-3 py-3 text-center md:table-cell">
                {t('views')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...list.pinned, ...list.rows].map((row) => (
              <tr
                key={`${row.isNotice && row.number === null ? 'pin' : 'row'}-${row.id}`}
                className={`border-gray-200 border-b ${row.number === null ? 'bg-brand-50' : ''}`}
              >
                <td className="hidden px-3 py-3 text-center text-muted md:table-cell">
                  {row.number === null ? (
                    <span className="rounded bg-brand-700 px-2 py-0.5 font-semibold text-white text-xs">
                      {t('notice')}
                    </span>
                  ) : (
                    row.number
                  )}
                </td>
                <td className="px-3 py-3">
                  {row.category && <span className="mr-2 text-brand-700 text-sm">[{row.category}]</span>}
                  <Link
                    href={viewHref(row)}
                    className={`hover:underline ${row.number === null ? 'font-semibold' : ''}`}
                  >
                    {row.isSecret && (
                      <Lock aria-label={t('secret')} className="mr-1 inline h-4 w-4 align-[-2px] text-muted" />
                    )}
                    {row.title}
                  </Link>
                </td>
                <td className="hidden px-3 py-3 text-center md:table-cell">
                  {row.hasAttachments && <Paperclip aria-label={t('hasFile')} className="mx-auto h-4 w-4 text-muted" />}
                </td>
                <td className="px-3 py-3 text-center text-muted text-sm">{boardDate(row.publishedAt)}</td>
                <td className="hidden px-3 py-3 text-center text-muted text-sm md:table-cell">{row.viewCount}</td>
              </tr>
            ))}
            {list.pinned.length + list.rows.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-16 text-center text-muted">
                  {searching ? t('emptySearch') : t('empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      )}

      <Pagination href={href} state={state} page={list.page} totalPages={list.totalPages} pageLinks={list.pageLinks} />
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

async function PerformanceGrid({
  rows,
  viewHref,
  emptyText,
}: {
  rows: BoardRow[]
  viewHref: (row: BoardRow) => string
  emptyText: string
}) {
  const t = await getTranslations('board')
  if (rows.length === 0) return <p className="py-16 text-center text-muted">{emptyText}</p>
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map((row) => {
        const image = row.performance?.image && typeof row.performance.image === 'object' ? row.performance.image : null
        const src = image?.sizes?.card?.url ?? image?.url
        return (
          <li key={row.id} className="overflow-hidden rounded-lg border border-gray-200 shadow-sm">
            <Link href={viewHref(row)} className="block h-full hover:bg-gray-50">
              {src ? (
                <ServerImage
                  src={src}
                  alt={image?.alt ?? ''}
                  width={800}
                  height={450}
                  className="aspect-video w-full object-cover"
                />
              ) : (
                <div
                  aria-hidden
                  className="flex aspect-video items-center justify-center bg-brand-50 font-semibold text-brand-700"
                >
                  {row.performance?.recordType ?? ''}
                </div>
              )}
              <div className="p-4">
                <p className="text-brand-700 text-sm">
                  {row.performance?.year ?? ''} {row.performance?.recordType ? `· ${row.performance.recordType}` : ''}
                </p>
                <h2 className="mt-1 font-semibold text-lg">{row.title}</h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted text-sm">
                  {row.performance?.client && (
                    <>
                      <dt>{t('client')}</dt>
                      <dd>{row.performance.client}</dd>
                    </>
                  )}
                  {row.performance?.result && (
                    <>
                      <dt>{t('result')}</dt>
                      <dd>{row.performance.result}</dd>
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
