/**
 * Site-wide search over the boards' gram index (`post_search_grams`, docs/decisions/0014-korean-search-index.md):
 * the posts a visitor may find on each board, counted per board in one range of the index and paged per board in
 * date order. A post is found by its title; by its body and its attachments (file names, PDF text) only when a
 * visitor may read them, which the index marks per row (`gramReadable`), so a secret post's body is never searched.
 */
import { type SQL, sql } from 'drizzle-orm'
import { type RawDb, rawRows } from '@/lib/raw-sql'
import {
  type GramLookup,
  gramInAttachment,
  gramInContent,
  gramInTitle,
  gramReadable,
} from '@/modules/boards/search-grams'

export type PostGramSearch = {
  lookup: GramLookup
  /** The term as typed, for the substring check of longer terms. */
  term: string
  boardSeqs: number[]
  now: Date
}

type Dialect = 'sqlite' | 'postgres'

/** A row `alias` of the index that a visitor may find the post by. */
function visibleRow(alias: string): SQL {
  const a = sql.raw(alias)
  return sql`((${a}.fields & ${gramInTitle}) <> 0 OR ((${a}.fields & ${gramReadable}) <> 0
    AND (${a}.fields & ${gramInContent | gramInAttachment}) <> 0))`
}

/** The same row of the index for another gram of the post (its primary key but the gram). */
const sameRow = (alias: string, gram: string, condition: SQL) => {
  const a = sql.raw(alias)
  return sql`EXISTS (SELECT 1 FROM post_search_grams ${a} WHERE ${a}.gram = ${gram} AND ${a}.board_seq = g.board_seq
    AND ${a}.published_ms = g.published_ms AND ${a}.post_id = g.post_id AND ${condition})`
}

function matchConditions(dialect: Dialect, search: PostGramSearch, boardSeqs: number[]): SQL {
  const { lookup } = search
  const now = search.now.getTime()
  const boards = sql.join(
    boardSeqs.map((b) => sql`${b}`),
    sql`, `,
  )
  const first = lookup.kind === 'exact' ? lookup.gram : (lookup.grams[0] as string)
  const conditions: SQL[] = [
    sql`g.gram = ${first}`,
    sql`g.board_seq IN (${boards})`,
    visibleRow('g'),
    // insideDisplayWindowWhere (post-visibility.ts) on the copied columns, in milliseconds.
    sql`(g.display_from_ms IS NULL OR g.display_from_ms <= ${now})`,
    sql`(g.display_until_ms IS NULL OR g.display_until_ms > ${now})`,
  ]
  if (lookup.kind === 'candidates') {
    const rest = lookup.grams.slice(1)
    for (const gram of rest) conditions.push(sameRow('h', gram, visibleRow('h')))
    // The substring itself where the post has it (title, readable body); a PDF's text is not kept beside the post,
    // so an attachment matches when its name or text holds every two-character piece of the term.
    const like = dialect === 'postgres' ? sql.raw('ILIKE') : sql.raw('LIKE')
    const pattern = `%${search.term}%`
    const inAttachments = [first, ...rest].map((gram) =>
      sameRow('f', gram, sql`(f.fields & ${gramInAttachment | gramReadable}) = ${gramInAttachment | gramReadable}`),
    )
    conditions.push(sql`(EXISTS (SELECT 1 FROM posts p WHERE p.id = g.post_id AND (p.title ${like} ${pattern}
      OR ((g.fields & ${gramReadable}) <> 0 AND p.plain_text ${like} ${pattern})))
      OR (${sql.join(inAttachments, sql` AND `)}))`)
  }
  return sql.join(conditions, sql` AND `)
}

/** How many posts match on each of the boards (boards without a match are absent). */
export async function countPostMatchesByBoard(
  db: RawDb,
  dialect: Dialect,
  search: PostGramSearch,
): Promise<Map<number, number>> {
  if (!search.boardSeqs.length) return new Map()
  const rows = await rawRows(
    db,
    sql`SELECT g.board_seq, count(*) AS n FROM post_search_grams g
        WHERE ${matchConditions(dialect, search, search.boardSeqs)} GROUP BY g.board_seq`,
  )
  return new Map(rows.map((row) => [Number(row.board_seq), Number(row.n)]))
}

/** The ids of one page of matching posts on these boards, newest first: a walk down the index that stops early. */
export async function postMatchPage(
  db: RawDb,
  dialect: Dialect,
  search: PostGramSearch,
  boardSeqs: number[],
  { offset, limit }: { offset: number; limit: number },
): Promise<number[]> {
  if (!boardSeqs.length || limit <= 0) return []
  const rows = await rawRows(
    db,
    sql`SELECT g.post_id FROM post_search_grams g WHERE ${matchConditions(dialect, search, boardSeqs)}
        ORDER BY g.published_ms DESC, g.post_id DESC LIMIT ${limit} OFFSET ${offset}`,
  )
  return rows.map((row) => Number(row.post_id))
}
