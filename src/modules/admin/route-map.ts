import { boardSeqs, isPerformanceBoard } from '@/modules/boards/board-numbers'
import { accountListQuery } from './account-query'

/**
 * The admin addresses of spec §2 (`/admin/content/...`, `/admin/content-modify`, `/admin/qna-content-modify`),
 * mapped onto the Payload screens that do the work. The proxy redirects with the result; `null` means "not one of
 * ours", so Payload answers (with its not-found page for unknown `/admin/content/*` paths).
 *
 * Pure: no Next or Payload imports, so the whole table is unit-tested.
 */

const collections = '/admin/collections'

/** List screens that show one board's posts. */
const boardLists: Partial<Record<string, number>> = {
  notice: boardSeqs.notice,
  newsletter: boardSeqs.newsletter,
  certification: boardSeqs.certificationRecords,
  engineering: boardSeqs.engineeringRecords,
  rnd: boardSeqs.rndRecords,
  qna: boardSeqs.qna,
}

/** List screens that are a whole collection. */
const collectionLists: Partial<Record<string, string>> = {
  banner: 'banners',
  popup: 'popups',
  subscribe: 'subscribers',
}

const positiveInt = (value: string | null | undefined): number | undefined => {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined
  const n = Number(value)
  return n > 0 ? n : undefined
}

const firstInt = (params: URLSearchParams, names: string[]): number | undefined => {
  for (const name of names) {
    const n = positiveInt(params.get(name))
    if (n !== undefined) return n
  }
  return undefined
}

const withQuery = (path: string, query: URLSearchParams): string => {
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/**
 * The spec's list query (`pageNo`, `pageSize`, `searchText`) in Payload's list terms (`page`, `limit`, `search`),
 * so a bookmarked page or search of the old admin opens the same slice.
 */
function listQuery(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams()
  const page = positiveInt(params.get('pageNo'))
  const limit = positiveInt(params.get('pageSize'))
  const search = params.get('searchText')?.trim()
  if (search) query.set('search', search)
  if (limit) query.set('limit', String(Math.min(limit, 100)))
  if (page) query.set('page', String(page))
  return query
}

/**
 * The columns a board's list shows, in Payload's `columns` list parameter: what staff of that board work with, never
 * ids or board numbers. 상태 and 게시일 come right after the title, so they stay on screen at 1,024 px; 상태 says 예약
 * with its date or 게시 종료 itself, so 게시 시작/종료 are in the column picker, not shown. Then pinned, category,
 * attachments and views; status and answer date for the Q&A. Performance records have no categories; a board turned
 * to categories later still offers 분류 in the column picker.
 */
const postColumns = ['title', '_status', 'publishedAt', 'isNotice', 'category', 'attachments', 'viewCount']
export function boardListColumns(boardSeq: number): string[] {
  if (boardSeq === boardSeqs.qna) return ['title', 'status', 'createdAt', 'category', 'name', 'answer.answeredAt']
  return isPerformanceBoard(boardSeq) ? postColumns.filter((c) => c !== 'category') : postColumns
}

/**
 * The list of one board: the posts list narrowed to it (`where[boardSeq][equals]=N`, which the board list view names
 * and presets new posts from) with the board's columns; board 3 is the field Q&A, its own collection.
 */
export function boardListUrl(boardSeq: number, params = new URLSearchParams()): string {
  const query = listQuery(params)
  const columns = JSON.stringify(boardListColumns(boardSeq))
  if (boardSeq === boardSeqs.qna) {
    query.set('columns', columns)
    return withQuery(`${collections}/qna`, query)
  }
  const where = new URLSearchParams({ 'where[boardSeq][equals]': String(boardSeq), columns })
  for (const [key, value] of query) where.set(key, value)
  return withQuery(`${collections}/posts`, where)
}

/**
 * The trash of one board: Payload's trash of the posts narrowed to that board, with the board's columns. The field
 * Q&A has no trash (an answered question is kept, a deleted one is gone), so it has none.
 */
export function boardTrashUrl(boardSeq: number): string | null {
  if (boardSeq === boardSeqs.qna) return null
  const where = new URLSearchParams({
    'where[boardSeq][equals]': String(boardSeq),
    columns: JSON.stringify(boardListColumns(boardSeq)),
  })
  return `${collections}/posts/trash?${where}`
}

/** The Q&A inbox narrowed to unanswered questions. */
export const pendingQnaUrl = `${collections}/qna?${new URLSearchParams({ 'where[status][equals]': 'waiting' })}`

function contentRoute(rest: string, params: URLSearchParams): string | null {
  const segments = rest.split('/').filter(Boolean)
  // Own keys only: `constructor` or `toString` are not screens.
  const boardOf = (name: string) => (Object.hasOwn(boardLists, name) ? boardLists[name] : undefined)
  if (segments.length === 1) {
    const name = segments[0] as string
    const board = boardOf(name)
    if (board) return boardListUrl(board, params)
    const collection = Object.hasOwn(collectionLists, name) ? collectionLists[name] : undefined
    if (collection) return withQuery(`${collections}/${collection}`, listQuery(params))
    if (name === 'user') return withQuery(`${collections}/users`, accountListQuery(params))
    if (name === 'popup-modify') {
      const id = firstInt(params, ['popupId', 'popupSeq', 'id'])
      return id ? `${collections}/popups/${id}` : `${collections}/popups/create`
    }
    const id = positiveInt(name)
    return id ? `${collections}/posts/${id}` : null
  }
  if (segments.length === 2) {
    const [kind, value] = segments as [string, string]
    if (kind === 'qna') {
      const id = positiveInt(value)
      return id ? `${collections}/qna/${id}` : null
    }
    if (kind === 'boards') {
      const seq = positiveInt(value) ?? boardOf(value)
      return seq ? boardListUrl(seq, params) : null
    }
  }
  return null
}

/**
 * Where a spec admin address leads, or `null` when Payload should handle the path itself.
 *
 * - `/admin/content/{notice|newsletter|certification|engineering|rnd}`: the posts list of boards 1, 4, 5, 6, 7
 * - `/admin/content/{qna|banner|popup|subscribe|user}`: the Q&A, banner, popup, subscriber and account lists
 * - `/admin/content/boards/{boardCode}`: the list of that board (number, or one of the names above)
 * - `/admin/content/{id}`, `/admin/content/qna/{qnaid}`: the post and the question edit screens
 * - `/admin/content/popup-modify[?popupId=]`: the popup edit screen, or a new popup
 * - `/admin/content-modify[?boardSettingSeq=|boardSeq=][&id=|boardSeq=]`: a post's edit screen, or a new post on
 *   that board (the posts collection presets `boardSeq` from the query)
 * - `/admin/qna-content-modify?qnaId=`: the question's answer screen, or the inbox without an id
 */
export function adminRouteTarget(pathname: string, params: URLSearchParams = new URLSearchParams()): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path.startsWith('/admin/content/')) return contentRoute(path.slice('/admin/content/'.length), params)
  if (path === '/admin/content-modify') {
    const id = firstInt(params, ['id', 'postSeq', 'contentSeq'])
    if (id) return `${collections}/posts/${id}`
    const board = firstInt(params, ['boardSettingSeq', 'boardSeq', 'boardCode'])
    if (board === boardSeqs.qna) return `${collections}/qna/create`
    return board ? `${collections}/posts/create?boardSeq=${board}` : `${collections}/posts/create`
  }
  if (path === '/admin/qna-content-modify') {
    const id = firstInt(params, ['qnaId', 'qnaid', 'qnaSeq', 'id'])
    return id ? `${collections}/qna/${id}` : `${collections}/qna`
  }
  return null
}
