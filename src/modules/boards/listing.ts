import 'server-only'
import type { Payload, Where } from 'payload'
import { rawDbOf } from '@/lib/raw-sql'
import { cachedCount } from '@/modules/cache/count-cache'
import { memoUntilContentChange } from '@/modules/site/content-memo'
import { listedPostsWhere } from '@/modules/visibility/post-visibility'
import type { Post } from '@/payload-types'
import { staffAuthorName } from './author-names'
import { literalSearchWhere } from './literal-search'
import { newestFirst } from './post-order'
import { openPostingsWhere } from './recruitment'
import { gramLookupFor } from './search-grams'
import { countGramMatches, gramMatchPage } from './search-index'

export type SearchField = 'title' | 'content' | 'all'
export const searchFields: { value: SearchField; label: string }[] = [
  { value: 'title', label: '제목' },
  { value: 'content', label: '내용' },
  { value: 'all', label: '제목+내용' },
]

export function parseSearchField(value: unknown): SearchField {
  return value === 'title' || value === 'content' ? value : 'all'
}

export function parsePage(value: unknown): number {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1
}

export type BoardListQuery = {
  boardSeq: number | number[]
  page?: number
  pageSize?: number
  field?: SearchField
  q?: string
  year?: number
  recordType?: string
  /** One of the board's categories (exact match). */
  category?: string
  /** Recruitment postings open today (Korean day) only: the 채용정보 list's 접수중만. */
  openOnly?: boolean
  now?: Date
}

/**
 * Korean search as a substring match (SQL LIKE '%term%') on the title and on the plain text kept beside the rich
 * content: for the searches the gram index cannot answer (a term with LIKE wildcards or spaced single letters, or
 * a search combined with year, type or category filters on the small performance boards). It scans the board's
 * rows; see docs/decisions/0014-korean-search-index.md.
 */
export async function searchWhere(
  payload: Payload,
  base: Where[],
  field: SearchField,
  q: string | undefined,
): Promise<Where | null> {
  const term = q?.trim().slice(0, 50)
  if (!term) return null
  const fields = field === 'title' ? ['title'] : field === 'content' ? ['plainText'] : ['title', 'plainText']
  return literalSearchWhere(payload, 'posts', base, fields, term)
}

export type BoardRow = {
  id: string
  number: number | null
  title: string
  category: string | null
  isNotice: boolean
  isSecret: boolean
  publishedAt: string
  viewCount: number
  hasAttachments: boolean
  authorName: string
  performance: Post['performance'] | null
  /** The recruitment board's period and terms (absent on other boards' rows built elsewhere). */
  recruitment?: Post['recruitment'] | null
}

const toRow = (post: Post, number: number | null): BoardRow => ({
  id: String(post.id),
  number,
  title: post.title,
  category: post.category ?? null,
  isNotice: Boolean(post.isNotice),
  isSecret: Boolean(post.isSecret),
  // Every save sets it (post-dates.ts); the fallback only satisfies the type of an optional field.
  publishedAt: post.publishedAt ?? post.createdAt,
  viewCount: post.viewCount ?? 0,
  hasAttachments: Array.isArray(post.attachments) && post.attachments.length > 0,
  authorName: post.authorName ?? staffAuthorName,
  performance: post.performance ?? null,
  recruitment: post.recruitment ?? null,
})

export type BoardList = {
  pinned: BoardRow[]
  rows: BoardRow[]
  page: number
  pageSize: number
  totalDocs: number
  totalPages: number
  pageLinks: number[]
}

/** The ten page numbers around the current page (1–10, 11–20, ...), as Korean boards show them. */
export function pageLinksFor(page: number, totalPages: number, count = 10): number[] {
  const first = Math.floor((page - 1) / count) * count + 1
  const last = Math.min(totalPages, first + count - 1)
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i)
}

/**
 * One page of a board. Pinned notices come above the first page of an unfiltered list and do not take rows from
 * the page size; the numbered rows are the other posts, newest first.
 */
export async function listBoardPosts(payload: Payload, query: BoardListQuery): Promise<BoardList> {
  const pageSize = query.pageSize ?? 10
  const page = query.page ?? 1
  const boards = Array.isArray(query.boardSeq) ? query.boardSeq : [query.boardSeq]
  const now = query.now ?? new Date()
  const base: Where[] = [
    boards.length === 1 ? { boardSeq: { equals: boards[0] } } : { boardSeq: { in: boards } },
    // Secret posts are listed too, by their title only (the post's page withholds the rest).
    listedPostsWhere(now),
  ]
  if (query.year) base.push({ 'performance.year': { equals: query.year } })
  if (query.recordType) base.push({ 'performance.recordType': { equals: query.recordType } })
  if (query.category) base.push({ category: { equals: query.category } })
  if (query.openOnly) base.push(openPostingsWhere(now))
  const depth = query.year || boards.some((b) => b >= 5 && b <= 7) ? 1 : 0
  const field = query.field ?? 'all'
  const term = query.q?.trim().slice(0, 50)
  // What the total depends on, the clock aside (see count-cache.ts).
  // 접수중만 depends on the day too: its total lives as long as every other total (a minute, count-cache.ts).
  const totalKey = JSON.stringify([
    'posts',
    boards,
    query.year,
    query.recordType,
    query.category,
    query.openOnly ?? false,
    field,
    term,
  ])
  const filteredByField = query.year || query.recordType || query.category || query.openOnly
  const lookup = term && !filteredByField ? gramLookupFor(term) : null
  if (term && lookup) {
    // The index answers: the total and the page's ids come from it, the rows by id.
    const db = rawDbOf(payload)
    const dialect = payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
    const search = { lookup, term, field, boardSeqs: boards, now }
    const [totalDocs, ids] = await Promise.all([
      cachedCount(totalKey, () => countGramMatches(db, dialect, search)),
      gramMatchPage(db, dialect, search, { page, pageSize }),
    ])
    const docs = ids.length
      ? (
          await payload.find({
            collection: 'posts',
            // The index already answered with what a visitor may see on these boards (search-index.ts applies the
            // same rule). Repeating the conditions here made SQLite walk a board index instead of fetching ten rows
            // by id: 11 ms instead of 2.
            where: { id: { in: ids } },
            limit: ids.length,
            pagination: false,
            depth,
            select: rowSelect,
            overrideAccess: true,
          })
        ).docs
      : []
    const byId = new Map(docs.map((doc) => [Number(doc.id), doc as Post]))
    return pageOf(
      [],
      ids.flatMap((id) => byId.get(id) ?? []),
      totalDocs,
      page,
      pageSize,
    )
  }
  const search = await searchWhere(payload, base, field, term)
  const filtered = Boolean(search || filteredByField)
  const where: Where = {
    and: [...base, ...(filtered ? [] : [{ isNotice: { equals: false } }]), ...(search ? [search] : [])],
  }
  const [pinned, list, totalDocs] = await Promise.all([
    page === 1 && !filtered
      ? payload.find({
          collection: 'posts',
          where: { and: [...base, { isNotice: { equals: true } }] },
          sort: newestFirst,
          limit: 20,
          pagination: false,
          depth: 0,
          select: rowSelect,
          overrideAccess: true,
        })
      : null,
    payload.find({
      collection: 'posts',
      where,
      sort: newestFirst,
      page,
      limit: pageSize,
      pagination: false,
      depth,
      select: rowSelect,
      overrideAccess: true,
    }),
    cachedCount(
      totalKey,
      async () => (await payload.count({ collection: 'posts', where, overrideAccess: true })).totalDocs,
    ),
  ])
  return pageOf((pinned?.docs ?? []) as Post[], list.docs as Post[], totalDocs, page, pageSize)
}

const rowSelect = {
  title: true,
  category: true,
  isNotice: true,
  isSecret: true,
  publishedAt: true,
  viewCount: true,
  attachments: true,
  authorName: true,
  performance: true,
  recruitment: true,
} as const

function pageOf(pinned: Post[], docs: Post[], totalDocs: number, page: number, pageSize: number): BoardList {
  const totalPages = Math.max(1, Math.ceil(totalDocs / pageSize))
  return {
    pinned: pinned.map((p) => toRow(p, null)),
    rows: docs.map((p, i) => toRow(p, totalDocs - (page - 1) * pageSize - i)),
    page,
    pageSize,
    totalDocs,
    totalPages,
    pageLinks: pageLinksFor(Math.min(page, totalPages), totalPages),
  }
}

/**
 * Years that have performance records and the boards' 구분 lists, for the list's filters. Every render of a
 * performance list shows them, and the years are read from up to 2,000 records: kept in memory until content changes (at most a minute, so a
 * record entering or leaving its display period shows within the page cache's own lifetime).
 */
export function performanceFilters(payload: Payload, boardSeqs: number[]) {
  return memoUntilContentChange(`performance-filters:${boardSeqs.join(',')}`, () =>
    readPerformanceFilters(payload, boardSeqs),
  )()
}

async function readPerformanceFilters(payload: Payload, boardSeqs: number[]) {
  const result = await payload.find({
    collection: 'posts',
    where: { and: [{ boardSeq: { in: boardSeqs } }, listedPostsWhere(new Date())] },
    limit: 2000,
    depth: 0,
    pagination: false,
    select: { performance: true },
    overrideAccess: true,
  })
  // The 구분 options are the boards' own lists (게시판 설정 › 구분), the only values a record may carry.
  const boards = await payload.find({
    collection: 'boards',
    where: { boardSettingSeq: { in: boardSeqs } },
    limit: boardSeqs.length,
    depth: 0,
    pagination: false,
    select: { recordTypes: true },
    overrideAccess: true,
  })
  const years = new Set<number>()
  for (const doc of result.docs) if (doc.performance?.year) years.add(doc.performance.year)
  const types = new Set(boards.docs.flatMap((b) => (b.recordTypes ?? []).map((t) => t.name).filter(Boolean)))
  return { years: [...years].sort((a, b) => b - a), types: [...types].sort((a, b) => a.localeCompare(b, 'ko')) }
}
