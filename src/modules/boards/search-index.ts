/**
 * The `post_search_grams` table: kept by the posts hooks, filled by its migration, read by board search
 * (docs/decisions/0014-korean-search-index.md). A row per (gram, post) of every post that is published and not in
 * the trash (`isStandingPost`, the visibility rule's part that does not move with the clock), with what a board list
 * filters and sorts on copied beside it, so that a one- or two-syllable search is answered by one range of the
 * table's primary key: the count, and the page, in date order, without reading the posts. The display window is
 * copied too and checked at query time, so a scheduled post is found from the moment its window opens, and an
 * expired one no longer, without a save.
 * No server-only imports: the migrations and scripts/generate-posts.ts use it too.
 */
import { type SQL, sql } from 'drizzle-orm'
import { rawExec as exec, type RawDb, rawRows as rowsOf } from '@/lib/raw-sql'
import { isStandingPost } from '@/modules/visibility/post-visibility'
import { type GramLookup, gramInContent, gramInTitle, postGrams } from './search-grams'

export type Dialect = 'sqlite' | 'postgres'

export async function createSearchIndexTable(db: RawDb, dialect: Dialect) {
  const integer = dialect === 'postgres' ? sql.raw('bigint') : sql.raw('integer')
  // The filtered columns travel with the key, so a range of the key is the whole answer: SQLite keeps the rows in
  // the key's tree (WITHOUT ROWID); PostgreSQL's key INCLUDEs them, for index-only scans once vacuumed (a count of
  // 33,000 matches: 440 ms through the heap, 19 ms from the index).
  const include = dialect === 'postgres' ? sql.raw(' INCLUDE (fields, display_from_ms, display_until_ms)') : sql.raw('')
  const tail = dialect === 'sqlite' ? sql.raw(' WITHOUT ROWID') : sql.raw('')
  await exec(
    db,
    sql`CREATE TABLE post_search_grams (
      gram text NOT NULL,
      board_seq integer NOT NULL,
      published_ms ${integer} NOT NULL,
      post_id integer NOT NULL,
      fields integer NOT NULL,
      display_from_ms ${integer},
      display_until_ms ${integer},
      PRIMARY KEY (gram, board_seq, published_ms, post_id)${include}
    )${tail}`,
  )
  await exec(db, sql`CREATE INDEX post_search_grams_post_idx ON post_search_grams (post_id)`)
}

export async function dropSearchIndexTable(db: RawDb) {
  await exec(db, sql`DROP TABLE IF EXISTS post_search_grams`)
}

const toMs = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const ms = new Date(value as string | Date).getTime()
  return Number.isFinite(ms) ? ms : null
}

/** Rows per INSERT: 7 parameters each stays well under both databases' parameter limits. */
const insertBatch = 1000

/** An attached file as the index sees it; `attachmentText` reads the text of the ones it can (PDFs). */
export type IndexedAttachment = { id: number; originalName: string; filename: string | null; mimeType: string | null }

export type ReindexOptions = {
  /**
   * The searchable text inside an attached file, '' when none. Only the server passes it (it reads the stored files);
   * without it the index holds the files' names alone.
   */
  attachmentText?: (file: IndexedAttachment) => Promise<string>
}

/** The attachments of each post, in their order on the post. */
async function attachmentsOf(db: RawDb, idList: SQL): Promise<Map<number, IndexedAttachment[]>> {
  const rows = await rowsOf(
    db,
    sql`SELECT r.parent_id, a.id, a.original_name, a.filename, a.mime_type
        FROM posts_rels r JOIN attachments a ON a.id = r.attachments_id
        WHERE r.parent_id IN (${idList}) AND r.path = 'attachments' ORDER BY r.parent_id, r."order"`,
  )
  const byPost = new Map<number, IndexedAttachment[]>()
  for (const row of rows) {
    const list = byPost.get(Number(row.parent_id)) ?? []
    list.push({
      id: Number(row.id),
      originalName: String(row.original_name ?? ''),
      filename: (row.filename as string | null) ?? null,
      mimeType: (row.mime_type as string | null) ?? null,
    })
    byPost.set(Number(row.parent_id), list)
  }
  return byPost
}

/** Brings the grams of these posts in line with the posts table as it is now (inside the caller's transaction). */
export async function reindexPosts(
  db: RawDb,
  ids: (number | string)[],
  { attachmentText }: ReindexOptions = {},
): Promise<void> {
  const postIds = ids.map(Number).filter(Number.isInteger)
  if (!postIds.length) return
  const idList = sql.join(
    postIds.map((id) => sql`${id}`),
    sql`, `,
  )
  await exec(db, sql`DELETE FROM post_search_grams WHERE post_id IN (${idList})`)
  const posts = await rowsOf(
    db,
    sql`SELECT id, board_seq, title, plain_text, published_at, display_from, display_until, _status, deleted_at,
          is_secret FROM posts WHERE id IN (${idList})`,
  )
  const attachments = posts.length ? await attachmentsOf(db, idList) : new Map<number, IndexedAttachment[]>()
  const rows: SQL[] = []
  for (const post of posts) {
    if (!isStandingPost({ _status: post._status as string | null, deletedAt: post.deleted_at as string | null })) {
      continue
    }
    const published = toMs(post.published_at)
    if (published === null) continue
    const from = toMs(post.display_from)
    const until = toMs(post.display_until)
    const boardSeq = Number(post.board_seq)
    const id = Number(post.id)
    const files = attachments.get(id) ?? []
    const fileTexts = [
      ...files.map((file) => file.originalName),
      ...(attachmentText ? await Promise.all(files.map(attachmentText)) : []),
    ]
    const readable = !(post.is_secret === true || Number(post.is_secret) === 1)
    for (const [gram, fields] of postGrams(post.title as string, post.plain_text as string, {
      attachments: fileTexts,
      readable,
    })) {
      rows.push(sql`(${gram}, ${boardSeq}, ${published}, ${id}, ${fields}, ${from}, ${until})`)
    }
  }
  for (let i = 0; i < rows.length; i += insertBatch) {
    await exec(
      db,
      sql`INSERT INTO post_search_grams (gram, board_seq, published_ms, post_id, fields, display_from_ms, display_until_ms)
          VALUES ${sql.join(rows.slice(i, i + insertBatch), sql`, `)}`,
    )
  }
}

/** Rebuilds the whole index from the posts table (the migration, and after bulk inserts that skip the hooks). */
export async function rebuildSearchIndex(db: RawDb, { batch = 500 } = {}): Promise<void> {
  await exec(db, sql`DELETE FROM post_search_grams`)
  let after = 0
  for (;;) {
    const page = await rowsOf(db, sql`SELECT id FROM posts WHERE id > ${after} ORDER BY id LIMIT ${batch}`)
    if (!page.length) return
    await reindexPosts(
      db,
      page.map((row) => Number(row.id)),
    )
    after = Number(page[page.length - 1]?.id)
  }
}

export type GramSearch = {
  lookup: GramLookup
  /** The term as typed, for the substring check of longer terms. */
  term: string
  field: 'title' | 'content' | 'all'
  boardSeqs: number[]
  now: Date
}

/** The conditions on a row `g` of the index that make its post a match. */
function matchConditions(dialect: Dialect, search: GramSearch): SQL {
  const { lookup, field } = search
  const now = search.now.getTime()
  const mask = field === 'title' ? gramInTitle : field === 'content' ? gramInContent : gramInTitle | gramInContent
  const boards = sql.join(
    search.boardSeqs.map((b) => sql`${b}`),
    sql`, `,
  )
  const first = lookup.kind === 'exact' ? lookup.gram : (lookup.grams[0] as string)
  const conditions: SQL[] = [
    sql`g.gram = ${first}`,
    sql`g.board_seq IN (${boards})`,
    sql`(g.fields & ${mask}) <> 0`,
    // insideDisplayWindowWhere (post-visibility.ts) on the copied columns, in milliseconds.
    sql`(g.display_from_ms IS NULL OR g.display_from_ms <= ${now})`,
    sql`(g.display_until_ms IS NULL OR g.display_until_ms > ${now})`,
  ]
  if (lookup.kind === 'candidates') {
    // Every other bigram of the term, looked up by the primary key of the row found.
    for (const gram of lookup.grams.slice(1)) {
      conditions.push(sql`EXISTS (SELECT 1 FROM post_search_grams h WHERE h.gram = ${gram}
        AND h.board_seq = g.board_seq AND h.published_ms = g.published_ms AND h.post_id = g.post_id
        AND (h.fields & ${mask}) <> 0)`)
    }
    // The substring itself, on the few candidates left (case-insensitive as Payload's `contains`).
    const like = dialect === 'postgres' ? sql.raw('ILIKE') : sql.raw('LIKE')
    const pattern = `%${search.term}%`
    const inTitle = sql`p.title ${like} ${pattern}`
    const inContent = sql`p.plain_text ${like} ${pattern}`
    const match = field === 'title' ? inTitle : field === 'content' ? inContent : sql`(${inTitle} OR ${inContent})`
    conditions.push(sql`EXISTS (SELECT 1 FROM posts p WHERE p.id = g.post_id AND ${match})`)
  }
  return sql.join(conditions, sql` AND `)
}

/** How many posts match. */
export async function countGramMatches(db: RawDb, dialect: Dialect, search: GramSearch): Promise<number> {
  const [counted] = await rowsOf(
    db,
    sql`SELECT count(*) AS n FROM post_search_grams g WHERE ${matchConditions(dialect, search)}`,
  )
  return Number(counted?.n ?? 0)
}

/** The ids of one page of matching posts, newest first: a walk down the primary key that stops after the page. */
export async function gramMatchPage(
  db: RawDb,
  dialect: Dialect,
  search: GramSearch,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<number[]> {
  const rows = await rowsOf(
    db,
    sql`SELECT g.post_id FROM post_search_grams g WHERE ${matchConditions(dialect, search)}
        ORDER BY g.published_ms DESC, g.post_id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  )
  return rows.map((row) => Number(row.post_id))
}
