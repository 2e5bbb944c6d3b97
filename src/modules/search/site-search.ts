import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { rawDbOf } from '@/lib/raw-sql'
import { literalSearchWhere } from '@/modules/boards/literal-search'
import { newestFirst } from '@/modules/boards/post-order'
import { gramLookupFor, normalizeForSearch } from '@/modules/boards/search-grams'
import { cachedCount } from '@/modules/cache/count-cache'
import { registryEntryPath } from '@/modules/certification/pages'
import { listRegister } from '@/modules/certification/register'
import { allowSearch } from '@/modules/security/search-limit'
import { listedPostsWhere } from '@/modules/visibility/post-visibility'
import { findSearchGroup, pageGroupKey, type SearchGroupDef, searchGroups } from './groups'
import { type IndexedPage, matchingPages, pageSearchIndex } from './page-index'
import { countPostMatchesByBoard, type PostGramSearch, postMatchPage } from './post-matches'
import { parseSiteSearch } from './query'
import { countQnaMatches, type FoundPost, loadFoundPosts, qnaMatchPage } from './row-loads'
import { snippetAround } from './snippet'

/** Results per page of one group; the overview shows the first few of every group. */
export const resultPageSize = 10
export const previewSize = 3

export type SearchHit = {
  id: string
  href: string
  title: string
  /** Text around the first match; '' when only the title matched or the body may not be shown. */
  snippet: string
  /** Names of the post's attachments that hold the term (only of posts a visitor may read). */
  files: string[]
  /** Found in the text of an attached PDF (its name and body do not hold the term). */
  inFileText: boolean
  /** A secret post: found by its title, its content not shown. */
  locked: boolean
  date: string | null
}

export type SearchGroup = {
  key: string
  kind: SearchGroupDef['kind']
  label: string
  total: number
  hits: SearchHit[]
  page: number
  totalPages: number
}

export type SiteSearchView =
  | { state: 'empty'; section: string | null }
  | { state: 'tooLong'; q: string; section: string | null }
  | { state: 'limited'; q: string; section: string | null }
  | {
      state: 'results'
      q: string
      /** The group filtered to, or null for the overview of every group. */
      section: string | null
      total: number
      /** Every group with a match, for the filter and the counts. */
      groups: { key: string; label: string; total: number }[]
      /** What the page lists: one group page by page, or the first results of each group. */
      shown: SearchGroup[]
    }

type Range = { offset: number; limit: number }

const dialectOf = (payload: Payload) => (payload.db.name === 'postgres' ? 'postgres' : 'sqlite')

/** The boards' part of a search: a count per board and a page of hits for the boards asked. */
type BoardSearch = {
  counts: Map<number, number>
  page: (boardSeq: number, range: Range) => Promise<number[]>
}

/**
 * Through the gram index when it can answer (every term but those with LIKE wildcards or spaced single letters);
 * otherwise by the substring scan board search uses, on the title and on the body of posts that are not secret.
 */
async function boardSearch(payload: Payload, term: string, boards: number[], now: Date): Promise<BoardSearch> {
  const lookup = gramLookupFor(term)
  if (lookup) {
    const db = rawDbOf(payload)
    const dialect = dialectOf(payload)
    const search: PostGramSearch = { lookup, term, boardSeqs: boards, now }
    // One range of the index grouped by board counts them all; each board's total is cached on its own, like a
    // board search's, and the query runs at most once for the boards whose totals are not cached.
    let grouped: Promise<Map<number, number>> | undefined
    const all = () => {
      grouped ??= countPostMatchesByBoard(db, dialect, search)
      return grouped
    }
    const totals = await Promise.all(
      boards.map((boardSeq) =>
        cachedCount(JSON.stringify(['site-search', boardSeq, normalizeForSearch(term)]), async () => {
          return (await all()).get(boardSeq) ?? 0
        }),
      ),
    )
    return {
      counts: new Map(boards.map((boardSeq, i) => [boardSeq, totals[i] ?? 0])),
      page: (boardSeq, range) => postMatchPage(db, dialect, search, [boardSeq], range),
    }
  }
  const whereFor = async (boardSeq: number): Promise<Where> => {
    const base: Where[] = [{ boardSeq: { equals: boardSeq } }, listedPostsWhere(now)]
    const readable: Where = { isSecret: { not_equals: true } }
    return {
      and: [
        ...base,
        {
          or: [
            await literalSearchWhere(payload, 'posts', base, ['title'], term),
            {
              and: [readable, await literalSearchWhere(payload, 'posts', [...base, readable], ['plainText'], term)],
            },
          ],
        },
      ],
    }
  }
  const counts = new Map<number, number>()
  for (const boardSeq of boards) {
    const { totalDocs } = await payload.count({ collection: 'posts', where: await whereFor(boardSeq) })
    if (totalDocs) counts.set(boardSeq, totalDocs)
  }
  return {
    counts,
    page: async (boardSeq, { offset, limit }) => {
      const found = await payload.find({
        collection: 'posts',
        where: await whereFor(boardSeq),
        sort: newestFirst,
        limit: offset + limit,
        pagination: false,
        depth: 0,
        select: {},
        overrideAccess: true,
      })
      return found.docs.slice(offset).map((doc) => Number(doc.id))
    },
  }
}

function postHit(doc: FoundPost, path: string, q: string, locale: Locale): SearchHit {
  const needle = normalizeForSearch(q)
  const locked = doc.isSecret
  const inBody = !locked && normalizeForSearch(doc.plainText).includes(needle)
  const files = locked ? [] : doc.files
  const matchingFiles = files.filter((name) => normalizeForSearch(name).includes(needle))
  const inTitle = normalizeForSearch(doc.title).includes(needle)
  return {
    id: String(doc.id),
    href: localizedPath(locale, `/${path}/view/${doc.id}`),
    title: doc.title,
    snippet: inBody ? snippetAround(doc.plainText, q) : '',
    files: matchingFiles,
    inFileText: !locked && !inTitle && !inBody && matchingFiles.length === 0 && files.length > 0,
    locked,
    date: doc.publishedAt,
  }
}

function pageHit(page: IndexedPage, q: string, locale: Locale): SearchHit {
  const needle = normalizeForSearch(q)
  const where = [page.summary, page.lead, page.body].find((text) => normalizeForSearch(text).includes(needle))
  return {
    id: page.path,
    href: localizedPath(locale, `/${page.path}`),
    title: page.title,
    snippet: snippetAround(where ?? page.summary ?? page.body, q),
    files: [],
    inFileText: false,
    locked: false,
    date: null,
  }
}

/** Field Q&A questions (a small board searched by scan, decision 0014), with the text around a public body's match. */
async function qnaHits(payload: Payload, q: string, path: string, locale: Locale, range: Range | null) {
  const db = rawDbOf(payload)
  const dialect = dialectOf(payload)
  const [total, rows] = await Promise.all([
    cachedCount(JSON.stringify(['site-search-qna', normalizeForSearch(q)]), () => countQnaMatches(db, dialect, q)),
    range ? qnaMatchPage(db, dialect, q, range) : [],
  ])
  const needle = normalizeForSearch(q)
  const hits: SearchHit[] = rows.map((row) => ({
    id: String(row.id),
    href: localizedPath(locale, `/${path}/view/${row.id}`),
    title: row.title,
    snippet: !row.isSecret && normalizeForSearch(row.content).includes(needle) ? snippetAround(row.content, q) : '',
    files: [],
    inFileText: false,
    locked: row.isSecret,
    date: row.createdAt,
  }))
  return { total, hits }
}

/** Published certificates by building name or number, as the register finds them (a private house by its number). */
async function certificateHits(payload: Payload, q: string, locale: Locale, range: Range, now: Date) {
  const list = await listRegister(
    payload,
    { pageNo: Math.floor(range.offset / range.limit) + 1, pageSize: range.limit, searchText: q, sort: '-issuedOn' },
    { language: locale, now },
  )
  const hits: SearchHit[] = list.rows.map((row) => ({
    id: row.number,
    href: localizedPath(locale, registryEntryPath(row.number)),
    title: `${row.buildingName} (${row.number})`,
    snippet: [`${row.schemeLabel} ${row.gradeLabel}`.trim(), `${row.sido} ${row.sigungu}`, row.statusLabel].join(' · '),
    files: [],
    inFileText: false,
    locked: false,
    date: row.issuedOn,
  }))
  return { total: list.totalCount, hits }
}

/**
 * `/search`: the query checked, the visitor's searches counted against the search limit, then every group searched.
 * `ip` is the visitor's address, for the limit.
 */
export async function siteSearch(
  payload: Payload,
  params: Record<string, unknown>,
  { locale, ip, now = new Date() }: { locale: Locale; ip: string; now?: Date },
): Promise<SiteSearchView> {
  const query = parseSiteSearch(params)
  const filter = findSearchGroup(query.section)
  const section = filter?.key ?? null
  if (query.kind === 'empty') return { state: 'empty', section }
  if (query.kind === 'tooLong') return { state: 'tooLong', q: query.q, section }
  const { q } = query
  if (!(await allowSearch(payload, ip)).allowed) return { state: 'limited', q, section }

  const pages = matchingPages(await pageSearchIndex(payload, locale), q)
  const pagesByGroup = new Map<string, IndexedPage[]>()
  for (const page of pages) {
    const key = pageGroupKey(page.path)
    pagesByGroup.set(key, [...(pagesByGroup.get(key) ?? []), page])
  }
  const boards = searchGroups.flatMap((group) => (group.kind === 'board' ? [group.boardSeq] : []))
  const posts = await boardSearch(payload, q, boards, now)
  const qnaGroup = searchGroups.find((group) => group.kind === 'qna')

  const size = filter ? resultPageSize : previewSize
  const page = filter ? query.page : 1
  const range: Range = { offset: (page - 1) * size, limit: size }
  const wanted = (group: SearchGroupDef) => !filter || filter.key === group.key
  const qna = qnaGroup ? await qnaHits(payload, q, qnaGroup.path, locale, wanted(qnaGroup) ? range : null) : null
  const certificatesGroup = searchGroups.find((group) => group.kind === 'certificates')
  const certificates = certificatesGroup
    ? await certificateHits(payload, q, locale, wanted(certificatesGroup) ? range : { offset: 0, limit: 1 }, now)
    : null

  const totals = new Map<string, number>()
  for (const group of searchGroups) {
    if (group.kind === 'pages') totals.set(group.key, pagesByGroup.get(group.key)?.length ?? 0)
    else if (group.kind === 'board') totals.set(group.key, posts.counts.get(group.boardSeq) ?? 0)
    else if (group.kind === 'qna') totals.set(group.key, qna?.total ?? 0)
    else totals.set(group.key, certificates?.total ?? 0)
  }
  const shownDefs = searchGroups.filter((group) => wanted(group) && (totals.get(group.key) ?? 0) > 0)
  const postIds = new Map<string, number[]>()
  await Promise.all(
    shownDefs.map(async (group) => {
      if (group.kind === 'board') postIds.set(group.key, await posts.page(group.boardSeq, range))
    }),
  )
  const postDocs = await loadFoundPosts(rawDbOf(payload), [...postIds.values()].flat())
  const shown: SearchGroup[] = shownDefs.map((group) => {
    const total = totals.get(group.key) ?? 0
    let hits: SearchHit[] = []
    if (group.kind === 'pages') {
      hits = (pagesByGroup.get(group.key) ?? [])
        .slice(range.offset, range.offset + range.limit)
        .map((found) => pageHit(found, q, locale))
    } else if (group.kind === 'board') {
      hits = (postIds.get(group.key) ?? []).flatMap((id) => {
        const doc = postDocs.get(id)
        return doc ? [postHit(doc, group.path, q, locale)] : []
      })
    } else if (group.kind === 'qna') hits = qna?.hits ?? []
    else hits = certificates?.hits ?? []
    return {
      key: group.key,
      kind: group.kind,
      label: group.label[locale],
      total,
      hits,
      page,
      totalPages: Math.max(1, Math.ceil(total / size)),
    }
  })
  const groups = searchGroups
    .filter((group) => (totals.get(group.key) ?? 0) > 0)
    .map((group) => ({ key: group.key, label: group.label[locale], total: totals.get(group.key) ?? 0 }))
  return {
    state: 'results',
    q,
    section,
    total: groups.reduce((sum, group) => sum + group.total, 0),
    groups,
    shown,
  }
}
