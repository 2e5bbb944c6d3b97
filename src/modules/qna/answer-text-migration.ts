import { sql } from 'drizzle-orm'
import { type RawDb, rawExec, rawRows } from '@/lib/raw-sql'
import { lexicalFromParagraphs } from '@/modules/boards/rich-text'

/**
 * Existing plain-text answers become rich text, one paragraph a line, so the answer has one source (`answer_body`)
 * and no reader needs a fallback to the old column. `answer_text` stays as the plain text derived from the body.
 */
export async function answerTextToRichText(db: RawDb, dialect: 'sqlite' | 'postgres') {
  const rows = await rawRows(
    db,
    sql`SELECT id, answer_text FROM qna WHERE answer_text IS NOT NULL AND answer_text <> '' AND answer_body IS NULL`,
  )
  for (const row of rows) {
    const body = JSON.stringify(lexicalFromParagraphs(String(row.answer_text).split(/\r?\n/)))
    const value = dialect === 'postgres' ? sql`${body}::jsonb` : sql`${body}`
    await rawExec(db, sql`UPDATE qna SET answer_body = ${value} WHERE id = ${Number(row.id)}`)
  }
}
