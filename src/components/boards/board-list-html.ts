/**
 * The parts of a board list that change with its URL (the search box, the total, the rows, the page links), built as
 * HTML strings. They are the one rendering of those parts: the React pages put them in islands (page-island.tsx),
 * and `server.mjs` fills the same islands of a cached page shell per request (board-list-islands.ts), so a search
 * costs a few milliseconds instead of a whole page render. Every value from the database or the URL goes through
 * `escapeHtml`; links are plain anchors, because an island's content is HTML, not React.
 */
import { iconSvg } from '@/components/icons/icon-markup'
import type { Locale } from '@/i18n/locales'
import { escapeHtml as esc } from '@/lib/html-escape'
import { boardCategoryName } from '@/modules/boards/category-names'
import type { BoardList, BoardRow } from '@/modules/boards/listing'
import { compactPageLinks } from '@/modules/boards/page-range'
import { dDayLabel, type RecruitmentStatus, recruitmentStatus } from '@/modules/boards/recruitment'
import { highlightHtml } from '@/modules/search/highlight'
import { searchLimitMessage } from '@/modules/security/search-limit'
import { type ListState, listQuery } from './board-pages'
import { boardDate } from './format'

/** next-intl's translator of the `board` messages, from either `getTranslations` or `createTranslator`. */
export type BoardTranslate = (key: string, values?: Record<string, string | number>) => string

/** Shown above a list whose search was refused by the per-address search limit. */
export function searchRefusedHtml(): string {
  return `<p role="alert" class="mt-6 rounded border border-red-700 bg-red-50 p-4 text-red-800">${esc(searchLimitMessage)}</p>`
}

/** 전체 N건 · p/n 페이지 */
export function listSummaryHtml(t: BoardTranslate, list: Pick<BoardList, 'totalDocs' | 'page' | 'totalPages'>) {
  const total = t('total', { count: list.totalDocs })
  const pageOf = t('pageOf', { page: list.page, total: list.totalPages })
  return `<p class="text-muted">${esc(total)} · ${esc(pageOf)}</p>`
}

/**
 * 채용정보's 전체 / 접수중만 switch: two plain links (`?status=open`), so it works without JavaScript and the choice is in
 * the address; the search is kept.
 */
export function recruitFilterHtml(t: BoardTranslate, action: string, state: ListState): string {
  const link = (open: boolean, label: string) => {
    const current = state.open === open
    const target = esc(`${action}${listQuery({ ...state, page: 1, open })}`)
    return `<a href="${target}"${current ? ' aria-current="true"' : ''} class="inline-flex h-9 items-center rounded-full border px-4 text-sm ${current ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-gray-300 hover:bg-gray-50'}">${esc(label)}</a>`
  }
  return `<nav aria-label="${esc(t('recruitStatus'))}" class="mt-2 flex gap-2">${link(false, t('allPostings'))}${link(true, t('openOnly'))}</nav>`
}

const fieldKeys = { title: 'fieldTitle', content: 'fieldContent', all: 'fieldAll' } as const

/** A plain GET form: the search lands in the URL, so it survives reloads, sharing and the view's list link. */
export function searchFormHtml(t: BoardTranslate, action: string, state: ListState): string {
  const hidden = [
    state.year ? `<input type="hidden" name="year" value="${esc(String(state.year))}">` : '',
    state.type ? `<input type="hidden" name="type" value="${esc(state.type)}">` : '',
    state.open ? '<input type="hidden" name="status" value="open">' : '',
  ].join('')
  const options = Object.entries(fieldKeys)
    .map(
      ([value, key]) => `<option value="${value}"${state.field === value ? ' selected' : ''}>${esc(t(key))}</option>`,
    )
    .join('')
  return (
    `<search aria-label="${esc(t('searchLegend'))}"><form action="${esc(action)}" method="get" class="flex flex-wrap gap-2">${hidden}` +
    `<label class="sr-only" for="board-search-field">${esc(t('searchField'))}</label>` +
    `<select id="board-search-field" name="field" class="h-11 rounded border border-gray-400 bg-white px-3">${options}</select>` +
    `<label class="sr-only" for="board-search-q">${esc(t('searchTerm'))}</label>` +
    `<input id="board-search-q" name="q" type="search" value="${esc(state.q)}" maxlength="50" class="h-11 w-56 rounded border border-gray-400 px-3 max-sm:w-full">` +
    `<button type="submit" class="inline-flex h-11 items-center gap-1 rounded bg-brand-700 px-4 font-medium text-white hover:bg-brand-800">${iconSvg('search', 'h-4 w-4')}${esc(t('search'))}</button>` +
    '</form></search>'
  )
}

type TableOptions = {
  caption: string
  emptyText: string
  viewHref: (row: BoardRow) => string
  /** The search whose words are marked in the titles; none when the list is not a title search. */
  highlight?: string
  /** The page's language, which names the categories (English names on English pages); Korean when not given. */
  locale?: Locale
  /**
   * The recruitment board's 상태 column (접수예정/접수중/마감 with the D-day), as of `now`. A list without a query is
   * kept in the page cache, so this is at most the cache's lifetime old (PAGE_CACHE_TTL_SECONDS, a minute by
   * default): a posting that closes at midnight shows 마감 within that minute; every other list is composed per request.
   */
  recruitNow?: Date
}

/** The rows of a table-layout board: pinned notices first (number null), then the numbered posts. */
export function boardTableHtml(
  t: BoardTranslate,
  rows: BoardRow[],
  { caption, emptyText, viewHref, highlight = '', locale = 'ko', recruitNow }: TableOptions,
) {
  const head = [
    ['hidden w-20 px-3 py-3 text-center md:table-cell', t('number')],
    ['px-3 py-3', t('title')],
    ...(recruitNow ? [['w-24 px-2 py-3 text-center', t('recruitStatus')]] : []),
    ['hidden w-16 px-3 py-3 text-center md:table-cell', t('file')],
    // On a phone the recruitment list shows the status in place of the date, so the title keeps its width.
    [`${recruitNow ? 'hidden md:table-cell ' : ''}w-28 px-3 py-3 text-center`, t('date')],
    ['hidden w-20 px-3 py-3 text-center md:table-cell', t('views')],
  ]
    .map(([className, label]) => `<th scope="col" class="${className}">${esc(label ?? '')}</th>`)
    .join('')
  const body = rows.length
    ? rows.map((row) => rowHtml(t, row, viewHref(row), highlight, locale, recruitNow)).join('')
    : `<tr><td colspan="${recruitNow ? 6 : 5}" class="px-3 py-16 text-center text-muted">${esc(emptyText)}</td></tr>`
  return (
    `<table class="${boardTableClass} w-full border-collapse text-left"><caption class="sr-only">${esc(caption)}</caption>` +
    `<thead class="border-gray-300 border-b bg-gray-50 text-sm"><tr>${head}</tr></thead><tbody>${body}</tbody></table>`
  )
}

const statusBadgeClass: Record<RecruitmentStatus, string> = {
  upcoming: 'border border-brand-700 text-brand-700',
  open: 'bg-brand-700 text-white',
  closed: 'bg-gray-200 text-gray-700',
}

const statusKeys: Record<RecruitmentStatus, string> = {
  upcoming: 'statusUpcoming',
  open: 'statusOpen',
  closed: 'statusClosed',
}

/** A posting's status badge and, while it is open, its D-day (recruitment.ts decides both). */
export function recruitStatusHtml(t: BoardTranslate, row: Pick<BoardRow, 'recruitment'>, now: Date, locale: Locale) {
  const period = row.recruitment ?? {}
  const status = recruitmentStatus(period, now)
  const badge = `<span class="inline-block whitespace-nowrap rounded px-2 py-0.5 font-semibold text-xs ${statusBadgeClass[status]}" data-recruit-status="${status}">${esc(t(statusKeys[status]))}</span>`
  const dDay = status === 'open' ? dDayLabel(period, now, locale) : null
  return dDay
    ? `${badge}<span class="mt-1 block whitespace-nowrap font-semibold text-brand-700 text-sm" data-d-day>${esc(dDay)}</span>`
    : badge
}

function rowHtml(
  t: BoardTranslate,
  row: BoardRow,
  href: string,
  highlight: string,
  locale: Locale,
  recruitNow?: Date,
): string {
  const closed = recruitNow ? recruitmentStatus(row.recruitment ?? {}, recruitNow) === 'closed' : false
  const pinned = row.number === null
  const number = pinned
    ? `<span class="rounded bg-brand-700 px-2 py-0.5 font-semibold text-white text-xs">${esc(t('notice'))}</span>`
    : String(row.number)
  const category = row.category
    ? `<span class="mr-2 text-brand-700 text-sm">[${highlightHtml(boardCategoryName(row.category, locale), '')}]</span>`
    : ''
  const lock = row.isSecret ? iconSvg('lock', 'mr-1 inline h-4 w-4 align-[-2px] text-muted', t('secret')) : ''
  const file = row.hasAttachments ? iconSvg('paperclip', 'mx-auto h-4 w-4 text-muted', t('hasFile')) : ''
  return (
    `<tr class="border-gray-200 border-b${pinned ? ' bg-brand-50' : ''}${closed ? ' bg-gray-50 text-muted' : ''}">` +
    `<td ${cell('number')}${pinned ? ' data-pinned=""' : ''} class="hidden px-3 py-3 text-center text-muted md:table-cell">${number}</td>` +
    `<td ${cell('title')} class="px-3 py-3">${category}<a href="${esc(href)}" class="hover:underline${pinned ? ' font-semibold' : ''}">${lock}${highlightHtml(row.title, highlight)}</a></td>` +
    (recruitNow
      ? `<td ${cell('status')} class="px-2 py-3 text-center">${recruitStatusHtml(t, row, recruitNow, locale)}</td>`
      : '') +
    `<td ${cell('file')} class="hidden px-3 py-3 text-center md:table-cell">${file}</td>` +
    `<td ${cell('date')} class="${recruitNow ? 'hidden md:table-cell ' : ''}px-3 py-3 text-center text-muted text-sm">${esc(boardDate(row.publishedAt))}</td>` +
    `<td ${cell('views')} data-label="${esc(t('views'))}" class="hidden px-3 py-3 text-center text-muted text-sm md:table-cell">${row.viewCount}</td></tr>`
  )
}

/**
 * The class that turns a board's table into a list of cards on phones (globals.css): below 40rem each post is the
 * title on its own line with its facts under it, where a table would squeeze the title to a few letters a line
 * (WCAG 1.4.10 at 320 px and at 200 % zoom). Cells say what they hold in `data-cell`; a cell's `data-label` is
 * written before its value on a card ("조회 12"), where no column heading is in view.
 */
export const boardTableClass = 'board-table'

/** The attribute naming what a cell of a board table holds, for its place on a phone's card. */
export const cell = (name: 'number' | 'title' | 'file' | 'date' | 'views' | 'category' | 'status') =>
  `data-cell="${name}"`

type PageLinks = Pick<BoardList, 'page' | 'totalPages'>

/**
 * The page links of every list (compactPageLinks in page-range.ts: `1 … 4 5 6 … 9`), keeping the search in every
 * link, with previous/next page arrows from 640 px up: on a phone the seven items alone fit 320 px on one line.
 */
export function paginationHtml(t: BoardTranslate, href: string, state: ListState, list: PageLinks): string {
  const { page, totalPages } = list
  if (totalPages <= 1) return ''
  const to = (p: number) => esc(`${href}${listQuery({ ...state, page: p })}`)
  const jumpClass =
    'hidden h-10 w-10 items-center justify-center rounded border border-gray-300 text-muted hover:bg-gray-50 sm:inline-flex'
  const jump = (p: number, label: string, icon: Parameters<typeof iconSvg>[0]) =>
    `<a href="${to(p)}" class="${jumpClass}" aria-label="${esc(label)}">${iconSvg(icon, 'h-4 w-4')}</a>`
  const numbers = compactPageLinks(page, totalPages)
    .map((p) =>
      p === 'gap'
        ? '<span aria-hidden="true" class="inline-flex h-10 w-5 items-end justify-center pb-2 text-muted" data-page-gap>…</span>'
        : p === page
          ? '<span aria-current="page" class="inline-flex h-10 min-w-9 items-center justify-center rounded bg-brand-700 px-2 font-semibold text-white">' +
            `<span class="sr-only">${esc(t('currentPage', { page: p }))}</span><span aria-hidden="true">${p}</span></span>`
          : `<a href="${to(p)}" aria-label="${esc(t('pageN', { page: p }))}" class="inline-flex h-10 min-w-9 items-center justify-center rounded border border-gray-300 px-2 hover:bg-gray-50">${p}</a>`,
    )
    .join('')
  return (
    `<nav aria-label="${esc(t('pagination'))}" class="mt-8 flex flex-nowrap items-center justify-center gap-1">` +
    (page > 1 ? jump(page - 1, t('previousPage'), 'chevronLeft') : '') +
    numbers +
    (page < totalPages ? jump(page + 1, t('nextPage'), 'chevronRight') : '') +
    '</nav>'
  )
}
