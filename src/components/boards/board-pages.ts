import type { Metadata } from 'next'
import { type Locale, localeOrDefault } from '@/i18n/locales'
import { boardSeqs } from '@/modules/boards/board-numbers'
import type { SearchField } from '@/modules/boards/listing'

/** The public board pages: which boards each one shows, under which path and title. */
export type BoardPage = {
  key: string
  path: string
  title: string
  /** The name on the English pages. */
  titleEn: string
  boardSeqs: number[]
  /** The board new posts from this page's 글쓰기 go to. */
  writeBoardSeq: number | null
  layout: 'table' | 'performance'
  /** The recruitment board: its rows show the application status and D-day, its list has 접수중만. */
  recruit?: boolean
}

export const boardPages = {
  notices: {
    key: 'notices',
    path: '/media/media01',
    title: '공지사항',
    titleEn: 'Notices',
    boardSeqs: [boardSeqs.notice],
    writeBoardSeq: boardSeqs.notice,
    layout: 'table',
  },
  newsletter: {
    key: 'newsletter',
    path: '/media/media03',
    title: '뉴스레터',
    titleEn: 'Newsletter',
    boardSeqs: [boardSeqs.newsletter],
    writeBoardSeq: boardSeqs.newsletter,
    layout: 'table',
  },
  recruit: {
    key: 'recruit',
    path: '/media/media04',
    title: '채용정보',
    titleEn: 'Careers',
    boardSeqs: [boardSeqs.recruit],
    writeBoardSeq: boardSeqs.recruit,
    layout: 'table',
    recruit: true,
  },
  performanceAll: {
    key: 'performanceAll',
    path: '/performance/performance',
    title: '전체 실적',
    titleEn: 'All Records',
    boardSeqs: [boardSeqs.certificationRecords, boardSeqs.engineeringRecords, boardSeqs.rndRecords],
    writeBoardSeq: boardSeqs.certificationRecords,
    layout: 'performance',
  },
  performance01: {
    key: 'performance01',
    path: '/performance/performance01',
    title: '인증·평가 실적',
    titleEn: 'Certification & Evaluation Records',
    boardSeqs: [boardSeqs.certificationRecords],
    writeBoardSeq: boardSeqs.certificationRecords,
    layout: 'performance',
  },
  performance02: {
    key: 'performance02',
    path: '/performance/performance02',
    title: '엔지니어링 실적',
    titleEn: 'Engineering Records',
    boardSeqs: [boardSeqs.engineeringRecords],
    writeBoardSeq: boardSeqs.engineeringRecords,
    layout: 'performance',
  },
  performance03: {
    key: 'performance03',
    path: '/performance/performance03',
    title: 'R&D 실적',
    titleEn: 'R&D Records',
    boardSeqs: [boardSeqs.rndRecords],
    writeBoardSeq: boardSeqs.rndRecords,
    layout: 'performance',
  },
} as const satisfies Record<string, BoardPage>

/** The public page a board's posts are shown on (its own list, not the combined one), or null. */
export function boardPageOf(boardSeq: number): BoardPage | null {
  return (
    Object.values(boardPages).find(
      (page: BoardPage) => page.writeBoardSeq === boardSeq && page.boardSeqs.length === 1,
    ) ?? null
  )
}

/** The field Q&A's names: its pages are its own (src/app/.../media/media02), not a BoardPage. */
export const qnaBoardNames = { title: '현장 Q&A', titleEn: 'Field Q&A' } as const

export type BoardSearchParams = Record<string, string | string[] | undefined>

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** The list state kept in the URL (page, search, filters), read defensively. */
export function listStateFrom(params: BoardSearchParams) {
  const page = Number(first(params.page))
  const year = Number(first(params.year))
  const field = first(params.field)
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    field: (field === 'title' || field === 'content' ? field : 'all') as SearchField,
    q: (first(params.q) ?? '').trim().slice(0, 50),
    year: Number.isInteger(year) && year >= 1990 && year <= 2100 ? year : undefined,
    type: (first(params.type) ?? '').trim().slice(0, 50) || undefined,
    /** 채용정보's 접수중만 (`?status=open`). */
    open: first(params.status) === 'open',
  }
}

export type ListState = ReturnType<typeof listStateFrom>

/**
 * The search whose words are marked in the listed titles: the query, when the titles were searched (`title` or
 * `all`) and the search was not refused; otherwise nothing.
 */
export function titleSearch(state: Pick<ListState, 'q' | 'field'>, refused = false): string {
  return !refused && state.q && state.field !== 'content' ? state.q : ''
}

/** `?page=2&field=title&q=...`: only the values that differ from the defaults. */
export function listQuery(state: Partial<ListState>): string {
  const params = new URLSearchParams()
  if (state.page && state.page > 1) params.set('page', String(state.page))
  if (state.q) {
    params.set('field', state.field ?? 'all')
    params.set('q', state.q)
  }
  if (state.year) params.set('year', String(state.year))
  if (state.type) params.set('type', state.type)
  if (state.open) params.set('status', 'open')
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** A board's name in the page's language. */
export function boardTitle(board: Pick<BoardPage, 'title' | 'titleEn'>, locale: Locale): string {
  return locale === 'en' ? board.titleEn : board.title
}

type LocaleParams = { params: Promise<{ locale: string }> }

/** `generateMetadata` of a board's list page: its name in the page's language. */
export function boardListMetadata(board: Pick<BoardPage, 'title' | 'titleEn'>) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const { locale } = await params
    return { title: boardTitle(board, localeOrDefault(locale)) }
  }
}

/** The title of a post's page: the post, then the board in the page's language. */
export async function boardViewTitle(
  board: Pick<BoardPage, 'title' | 'titleEn'>,
  rawLocale: string,
  postTitle: string | null | undefined,
): Promise<Metadata> {
  const name = boardTitle(board, localeOrDefault(rawLocale))
  return { title: postTitle ? `${postTitle} | ${name}` : name }
}
