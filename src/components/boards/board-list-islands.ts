import 'server-only'
import type { Payload } from 'payload'
import { islandTranslator, localeServedAt } from '@/components/islands/island-locale'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { type IslandComposer, registerIslandComposer, searchParamsRecord } from '@/lib/page-islands'
import { getPayloadClient } from '@/lib/payload'
import { type BoardList, type BoardRow, listBoardPosts } from '@/modules/boards/listing'
import { pageBeyondEnd } from '@/modules/boards/page-range'
import { searchRefused } from '@/modules/security/search-limit'
import {
  type BoardTranslate,
  boardTableHtml,
  listSummaryHtml,
  paginationHtml,
  recruitFilterHtml,
  searchFormHtml,
  searchRefusedHtml,
} from './board-list-html'
import {
  type BoardPage,
  boardPages,
  boardTitle,
  type ListState,
  listQuery,
  listStateFrom,
  titleSearch,
} from './board-pages'

/** A multiple of every column count the performance grid uses (1, 2, 3), so no row is left half-empty. */
export const performancePageSize = 12

export type LoadedBoardList = { list: BoardList; refused: boolean }

/** One page of a board for this list state; over the search limit it is the list unfiltered, with the reason. */
export async function loadBoardList(
  payload: Payload,
  board: BoardPage,
  state: ListState,
  clientIp?: string,
): Promise<LoadedBoardList> {
  const refused = await searchRefused(payload, state.q, clientIp)
  const list = await listBoardPosts(payload, {
    boardSeq: board.boardSeqs,
    page: state.page,
    field: state.field,
    q: refused ? undefined : state.q,
    year: state.year,
    recordType: state.type,
    openOnly: board.recruit ? state.open : undefined,
    // 12 cards fill every row of the performance grid at 1, 2 and 3 columns; the tables keep ten rows.
    pageSize: board.layout === 'performance' ? performancePageSize : undefined,
  })
  return { list, refused }
}

/**
 * Where a list asked for past its last page is sent (page-range.ts): the same list and search at its last page; null
 * when the page exists.
 */
export function lastPageRedirect(href: string, state: ListState, list: Pick<BoardList, 'totalPages'>): string | null {
  const last = pageBeyondEnd(state.page, list.totalPages)
  return last === null ? null : `${href}${listQuery({ ...state, page: last })}`
}

/** The address of a post seen from a list, carrying the list's state back for its 목록 link. */
export const postHref = (listHref: string, state: ListState) => (row: Pick<BoardRow, 'id'>) =>
  `${listHref}/view/${row.id}${listQuery(state)}`

/** The text shown where a list has no rows. */
export const emptyListText = (t: BoardTranslate, state: ListState) =>
  state.q || state.year || state.type || state.open ? t('emptySearch') : t('empty')

export type BoardListIslands = { notice: string; summary: string; search: string; results: string }

/**
 * The islands of a board list page. `results` holds the rows and page links of a table-layout board, and only the
 * page links of a performance board, whose cards the page renders itself.
 */
export function boardListIslands(
  t: BoardTranslate,
  board: BoardPage,
  locale: Locale,
  state: ListState,
  { list, refused }: LoadedBoardList,
): BoardListIslands {
  const href = localizedPath(locale, board.path)
  const pagination = paginationHtml(t, href, state, list)
  const results =
    board.layout === 'table'
      ? boardTableHtml(t, [...list.pinned, ...list.rows], {
          caption: `${boardTitle(board, locale)} ${t('list')}`,
          emptyText: emptyListText(t, state),
          viewHref: postHref(href, state),
          highlight: titleSearch(state, refused),
          locale,
          recruitNow: board.recruit ? new Date() : undefined,
        }) + pagination
      : pagination
  return {
    notice: refused ? searchRefusedHtml() : '',
    summary: listSummaryHtml(t, list) + (board.recruit ? recruitFilterHtml(t, href, state) : ''),
    search: searchFormHtml(t, href, state),
    results,
  }
}

/** The table-layout board shown at `pathname`, and in which locale (`localeServedAt`). */
function tableBoardAt(pathname: string, visitorLocale: string): { board: BoardPage; locale: Locale } | null {
  for (const board of Object.values(boardPages) as BoardPage[]) {
    if (board.layout !== 'table') continue
    const locale = localeServedAt(board.path, pathname, visitorLocale)
    if (locale) return { board, locale }
  }
  return null
}

/**
 * The islands of a table-layout board's list for `server.mjs`, which fills them into the page's cached shell: a
 * search then costs its queries and this string rendering, not a page render. Only the table boards: the performance
 * boards' cards are React.
 */
const composeBoardList: IslandComposer = async ({ pathname, search, locale: visitorLocale, clientIp }) => {
  const found = tableBoardAt(pathname, visitorLocale)
  if (!found) return null
  const { board, locale } = found
  const state = listStateFrom(searchParamsRecord(search))
  const [t, payload] = await Promise.all([islandTranslator(locale, 'board'), getPayloadClient()])
  const loaded = await loadBoardList(payload, board, state, clientIp)
  // Past the last page Next renders the page, which answers with the redirect (a shell is always a 200 page).
  if (lastPageRedirect(localizedPath(locale, board.path), state, loaded.list)) return null
  return boardListIslands(t, board, locale, state, loaded)
}
registerIslandComposer('board-list', composeBoardList)
