/**
 * The rows site-wide search shows, read with one plain query each: Payload's `find` costs about a millisecond per call
 * in its own work, several times the query, and a search page asks for a few rows of several tables on every request.
 */
import { type SQL, sql } from 'drizzle-orm'
import { type RawDb, rawRows } from '@/lib/raw-sql'

type Dialect = 'sqlite' | 'postgres'

export type FoundPost = {
  id: number
  title: string
  plainText: string
  isSecret: boolean
  publishedAt: string | null
  /** Original names of its attachments, in their order on the post. */
  files: string[]
}

const truthy = (value: unknown) => value === true || Number(value) === 1

const idList = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** Posts by id (the ids come from the search index, which already applied the visibility rule). */
export async function loadFoundPosts(db: RawDb, ids: number[]): Promise<Map<number, FoundPost>> {
  if (!ids.length) return new Map()
  const [posts, files] = await Promise.all([
    rawRows(db, sql`SELECT id, title, plain_text, is_secret, published_at FROM posts WHERE id IN (${idList(ids)})`),
    rawRows(
      db,
      sql`SELECT r.parent_id, a.original_name FROM posts_rels r JOIN attachments a ON a.id = r.attachments_id
          WHERE r.parent_id IN (${idList(ids)}) AND r.path = 'attachments' ORDER BY r.parent_id, r."order"`,
    ),
  ])
  const names = new Map<number, string[]>()
  for (const row of files) {
    const id = Number(row.parent_id)
    if (row.original_name) names.set(id, [...(names.get(id) ?? []), String(row.original_name)])
  }
  return new Map(
    posts.map((row) => {
      const id = Number(row.id)
      const published = row.published_at as string | Date | null
      return [
        id,
        {
          id,
          title: String(row.title ?? ''),
          plainText: String(row.plain_text ?? ''),
          isSecret: truthy(row.is_secret),
          publishedAt: published ? new Date(published).toISOString() : null,
          files: names.get(id) ?? [],
        },
      ]
    }),
  )
}

/** `%term%` matching the term literally: LIKE's wildcards and the escape character itself escaped. */
export const literalPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Field Q&A questions holding the term in their title, or in their body when the question is public: a secret body is
 * never matched, or a visitor could recover it by extending a guess letter by letter (as the Q&A list's search).
 */
function qnaMatch(dialect: Dialect, term: string): SQL {
  const like = dialect === 'postgres' ? sql.raw('ILIKE') : sql.raw('LIKE')
  const pattern = literalPattern(term)
  return sql`(title ${like} ${pattern} ESCAPE '\\' OR (is_secret IS NOT TRUE AND content ${like} ${pattern} ESCAPE '\\'))`
}

export async function countQnaMatches(db: RawDb, dialect: Dialect, term: string): Promise<number> {
  const [row] = await rawRows(db, sql`SELECT count(*) AS n FROM qna WHERE ${qnaMatch(dialect, term)}`)
  return Number(row?.n ?? 0)
}

export type FoundQuestion = { id: number; title: string; content: string; isSecret: boolean; createdAt: string }

/** A page of matching questions, newest first (the Q&A list's order); a secret question's body is not read. */
export async function qnaMatchPage(
  db: RawDb,
  dialect: Dialect,
  term: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<FoundQuestion[]> {
  const rows = await rawRows(
    db,
    sql`SELECT id, title, CASE WHEN is_secret IS NOT TRUE THEN content ELSE '' END AS content, is_secret, created_at
        FROM qna WHERE ${qnaMatch(dialect, term)} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    title: String(row.title ?? ''),
    content: String(row.content ?? ''),
    isSecret: truthy(row.is_secret),
    createdAt: new Date(row.created_at as string | Date).toISOString(),
  }))
}
