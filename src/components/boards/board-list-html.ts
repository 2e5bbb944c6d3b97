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

const fieldKeys = { title: 'fieldTitle', content: 'fieldContent', all: 'fieldAll' } as const

/** A plain GET form: the search lands in the URL, so it survives reloads, sharing and the view's list link. */
export function searchFormHtml(t: BoardTranslate, action: string, state: ListState): string {
  const hidden = [
    state.year ? `<input type="hidden" name="year" value="${esc(String(state.year))}">` : '',
    state.type ? `<input type="hidden" name="type" value="${esc(state.type)}">` : '',
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
}

/** The rows of a table-layout board: pinned notices first (number null), then the numbered posts. */
export function boardTableHtml(
  t: BoardTranslate,
  rows: BoardRow[],
  { caption, emptyText, viewHref, highlight = '', locale = 'ko' }: TableOptions,
) {
  const head = [
    ['hidden w-20 px-3 py-3 text-center md:table-cell', t('number')],
    ['px-3 py-3', t('title')],
    ['hidden w-16 px-3 py-3 text-center md:table-cell', t('file')],
    ['w-28 px-3 py-3 text-center', t('date')],
    ['hidden w-20 px-3 py-3 text-center md:table-cell', t('views')],
  ]
    .map(([className, label]) => `<th scope="col" class="${className}">${esc(label ?? '')}</th>`)
    .join('')
  const body = rows.length
    ? rows.map((row) => rowHtml(t, row, viewHref(row), highlight, locale)).join('')
    : `<tr><td colspan="5" class="px-3 py-16 text-center text-muted">${esc(emptyText)}</td></tr>`
  return (
    `<table class="${boardTableClass} w-full border-collapse text-left"><caption class="sr-only">${esc(caption)}</caption>` +
    `<thead class="border-gray-300 border-b bg-gray-50 text-sm"><tr>${head}</tr></thead><tbody>${body}</tbody></table>`
  )
}

function rowHtml(t: BoardTranslate, row: BoardRow, href: string, highlight: string, locale: Locale): string {
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
    `<tr class="border-gray-200 border-b${pinned ? ' bg-brand-50' : ''}">` +
    `<td ${cell('number')}${pinned ? ' data-pinned=""' : ''} class="hidden px-3 py-3 text-center text-muted md:table-cell">${number}</td>` +
    `<td ${cell('title')} class="px-3 py-3">${category}<a href="${esc(href)}" class="hover:underline${pinned ? ' font-semibold' : ''}">${lock}${highlightHtml(row.title, highlight)}</a></td>` +
    `<td ${cell('file')} class="hidden px-3 py-3 text-center md:table-cell">${file}</td>` +
    `<td ${cell('date')} class="px-3 py-3 text-center text-muted text-sm">${esc(boardDate(row.publishedAt))}</td>` +
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

type PageLinks = Pick<BoardList, 'page' | 'totalPages' | 'pageLinks'>

/** Ten page links at a time, with first/previous-ten/next-ten/last jumps, keeping the search in every link. */
export function paginationHtml(t: BoardTranslate, href: string, state: ListState, list: PageLinks): string {
  const { page, totalPages, pageLinks } = list
  if (totalPages <= 1) return ''
  const to = (p: number) => esc(`${href}${listQuery({ ...state, page: p })}`)
  const firstLink = pageLinks[0] ?? 1
  const lastLink = pageLinks[pageLinks.length - 1] ?? totalPages
  const jumpClass =
    'inline-flex h-10 w-10 items-center justify-center rounded border border-gray-300 text-muted hover:bg-gray-50'
  const jump = (p: number, label: string, icon: Parameters<typeof iconSvg>[0]) =>
    `<a href="${to(p)}" class="${jumpClass}" aria-label="${esc(label)}">${iconSvg(icon, 'h-4 w-4')}</a>`
  const numbers = pageLinks
    .map((p) =>
      p === page
        ? '<span aria-current="page" class="inline-flex h-10 min-w-10 items-center justify-center rounded bg-brand-700 px-2 font-semibold text-white">' +
          `<span class="sr-only">${esc(t('currentPage', { page: p }))}</span><span aria-hidden="true">${p}</span></span>`
        : `<a href="${to(p)}" aria-label="${esc(t('pageN', { page: p }))}" class="inline-flex h-10 min-w-10 items-center justify-center rounded border border-gray-300 px-2 hover:bg-gray-50">${p}</a>`,
    )
    .join('')
  return (
    `<nav aria-label="${esc(t('pagination'))}" class="mt-8 flex flex-wrap items-center justify-center gap-1">` +
    (firstLink > 1
      ? jump(1, t('firstPage'), 'chevronsLeft') + jump(firstLink - 1, t('previousPages'), 'chevronLeft')
      : '') +
    numbers +
    (lastLink < totalPages
      ? jump(lastLink + 1, t('nextPages'), 'chevronRight') + jump(totalPages, t('lastPage'), 'chevronsRight')
      : '') +
    '</nav>'
  )
}
