import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import type { RawDb } from '@/lib/raw-sql'
import { rebuildSearchIndex } from '@/modules/boards/search-index'

/**
 * Site-wide search (docs/decisions/0022-site-search.md) reads two marks the board index did not write before: which
 * grams come from attachments, and which rows belong to posts that are not secret. Rebuilt once from the posts, so
 * existing posts are found by their bodies and file names too. (PDF text is read when a post is saved.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rebuildSearchIndex(db as unknown as RawDb)
}

/** The older code reads only the marks it knows; the rows need no change going back. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
