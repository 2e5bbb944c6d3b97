import { Lock, PenLine } from 'lucide-react'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { boardTableClass, paginationHtml, searchFormHtml, searchRefusedHtml } from '@/components/boards/board-list-html'
import { lastPageRedirect } from '@/components/boards/board-list-islands'
import {
  type BoardSearchParams,
  boardListMetadata,
  boardTitle,
  listQuery,
  listStateFrom,
  qnaBoardNames,
  titleSearch,
} from '@/components/boards/board-pages'
import { boardDate } from '@/components/boards/format'
import { PageIsland } from '@/components/islands/page-island'
import { HighlightedText, KeptText } from '@/components/layout/kept-text'
import { localeOrDefault } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { qnaCategoryNamer } from '@/modules/qna/category-names'
import { listQna } from '@/modules/qna/service'
import { qnaStatusLabel } from '@/modules/qna/status'
import { searchRefused } from '@/modules/security/search-limit'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<BoardSearchParams> }

export const generateMetadata = boardListMetadata(qnaBoardNames)

export default async function QnaListPage({ params, searchParams }: Props) {
  const { locale: raw } = await params
  const locale = localeOrDefault(raw)
  setRequestLocale(locale)
  const t = await getTranslations('board')
  const q = await getTranslations('qna')
  const query = await searchParams
  const state = listStateFrom(query)
  const payload = await getPayloadClient()
  // Over the search limit the list is shown unfiltered, with the reason.
  const refused = await searchRefused(payload, state.q)
  const list = await listQna(payload, { page: state.page, field: state.field, q: refused ? undefined : state.q })
  const categoryName = await qnaCategoryNamer(payload, locale)
  const href = localizedPath(locale, '/media/media02')
  const beyond = lastPageRedirect(href, state, list)
  if (beyond) redirect(beyond)
  const written = query.written === '1'
  const highlight = titleSearch(state, refused)
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-bold text-3xl text-ink">{boardTitle(qnaBoardNames, locale)}</h1>
      <p className="mt-3 text-muted">{q('listIntro')}</p>
      {refused && <PageIsland name="notice" html={searchRefusedHtml()} />}
      {written && (
        <p role="status" className="mt-6 rounded border border-brand-500 bg-brand-50 p-4 text-brand-900">
          {q('written')}
        </p>
      )}
      <div className="mt-8 flex flex-wrap items-end justify-between gap-4 border-gray-800 border-b-2 pb-4">
        <p className="text-muted">
          {t('total', { count: list.totalDocs })} · {t('pageOf', { page: list.page, total: list.totalPages })}
        </p>
        <PageIsland name="search" html={searchFormHtml(t, href, state)} />
      </div>
      <table className={`${boardTableClass} w-full border-collapse text-left`}>
        <caption className="sr-only">{q('listCaption')}</caption>
        <thead className="border-gray-300 border-b bg-gray-50 text-sm">
          <tr>
            <th scope="col" className="hidden w-20 px-3 py-3 text-center md:table-cell">
              {t('number')}
            </th>
            <th scope="col" className="hidden w-40 px-3 py-3 text-center md:table-cell">
              {t('category')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('title')}
            </th>
            <th scope="col" className="w-28 px-3 py-3 text-center">
              {t('status')}
            </th>
            <th scope="col" className="hidden w-28 px-3 py-3 text-center md:table-cell">
              {t('date')}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.id} className="border-gray-200 border-b">
              <td data-cell="number" className="hidden px-3 py-3 text-center text-muted md:table-cell">
                {row.number}
              </td>
              <td data-cell="category" className="hidden px-3 py-3 text-center text-sm md:table-cell">
                <KeptText text={categoryName(row.category)} />
              </td>
              <td data-cell="title" className="px-3 py-3">
                <Link
                  href={`${href}/view/${row.id}${listQuery(state)}`}
                  className="inline-flex items-center gap-1 hover:underline"
                >
                  {row.isSecret && (
                    <>
                      <Lock aria-hidden className="h-4 w-4 text-muted" />
                      <span className="sr-only">{t('secret')}:</span>
                    </>
                  )}
                  <HighlightedText text={row.title} query={highlight} />
                </Link>
              </td>
              <td data-cell="status" className="px-3 py-3 text-center">
                <span
                  className={`inline-block whitespace-nowrap rounded px-2 py-0.5 font-medium text-sm ${
                    row.status === 'answered' ? 'bg-brand-700 text-white' : 'border border-gray-500 text-gray-700'
                  }`}
                >
                  {qnaStatusLabel(row.status, locale)}
                </span>
              </td>
              <td data-cell="date" className="hidden px-3 py-3 text-center text-muted text-sm md:table-cell">
                {boardDate(row.createdAt)}
              </td>
            </tr>
          ))}
          {list.rows.length === 0 && (
            <tr>
              <td colSpan={5} className="px-3 py-16 text-center text-muted">
                {state.q ? t('emptySearch') : t('empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <PageIsland name="pagination" html={paginationHtml(t, href, state, list)} />
      <div className="mt-6 flex justify-end">
        <Link
          href={`${href}/qna-write`}
          className="inline-flex h-11 items-center gap-1 rounded bg-brand-700 px-5 font-medium text-white hover:bg-brand-800"
        >
          <PenLine aria-hidden className="h-4 w-4" />
          {t('ask')}
        </Link>
      </div>
    </div>
  )
}
