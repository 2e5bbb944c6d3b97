import 'server-only'
import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import { type Locale, locales } from '@/i18n/locales'
import { loadMessages } from '@/i18n/request'
import { localizedPath } from '@/i18n/routing'
import { boardListComposerSymbol, type IslandComposer } from '@/lib/page-islands'
import { getPayloadClient } from '@/lib/payload'
import { type BoardList, type BoardRow, listBoardPosts } from '@/modules/boards/listing'
import { searchRefused } from '@/modules/security/search-limit'
import {
  type BoardTranslate,
  boardTableHtml,
  listSummaryHtml,
  paginationHtml,
  searchFormHtml,
  searchRefusedHtml,
} from './board-list-html'
import {
  type BoardPage,
  type BoardSearchParams,
  boardPages,
  boardTitle,
  type ListState,
  listQuery,
  listStateFrom,
  titleSearch,
} from './board-pages'

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
  })
  return { list, refused }
}

/** The address of a post seen from a list, carrying the list's state back for its 목록 link. */
export const postHref = (listHref: string, state: ListState) => (row: Pick<BoardRow, 'id'>) =>
  `${listHref}/view/${row.id}${listQuery(state)}`

/** The text shown where a list has no rows. */
export const emptyListText = (t: BoardTranslate, state: ListState) =>
  state.q || state.year || state.type ? t('emptySearch') : t('empty')

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
        }) + pagination
      : pagination
  return {
    notice: refused ? searchRefusedHtml() : '',
    summary: listSummaryHtml(t, list),
    search: searchFormHtml(t, href, state),
    results,
  }
}

const translators = new Map<Locale, Promise<BoardTranslate>>()

/** The `board` messages' translator of a locale, outside a React render (the same messages next-intl's pages use). */
function boardTranslator(locale: Locale): Promise<BoardTranslate> {
  let translator = translators.get(locale)
  if (!translator) {
    translator = loadMessages(locale).then((messages) => createTranslator({ locale, messages, namespace: 'board' }))
    translators.set(locale, translator)
  }
  return translator
}

function searchParamsRecord(search: URLSearchParams): BoardSearchParams {
  const params: BoardSearchParams = {}
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key)
    params[key] = values.length === 1 ? values[0] : values
  }
  return params
}

/**
 * The table-layout board shown at `pathname`, and in which locale. A path with a locale prefix is that locale's page
 * whatever the visitor's settings; a path without one is the visitor's locale's page only if it is that locale's
 * address (otherwise the site redirects the visitor to their locale's address, which is left to Next).
 */
function tableBoardAt(pathname: string, visitorLocale: string): { board: BoardPage; locale: Locale } | null {
  for (const board of Object.values(boardPages) as BoardPage[]) {
    if (board.layout !== 'table') continue
    for (const locale of locales) {
      if (localizedPath(locale, board.path) !== pathname) continue
      if (pathname.startsWith(`/${locale}/`) || locale === visitorLocale) return { board, locale }
    }
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
  const [t, payload] = await Promise.all([boardTranslator(locale), getPayloadClient()])
  return boardListIslands(t, board, locale, state, await loadBoardList(payload, board, state, clientIp))
}
;(globalThis as Record<symbol, unknown>)[boardListComposerSymbol] = composeBoardList
