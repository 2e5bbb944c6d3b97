import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { createSearchIndexTable, dropSearchIndexTable, rebuildSearchIndex, type SearchDb } from '@/modules/boards/search-index'

/** The gram index of board search (docs/decisions/0014-korean-search-index.md), filled from the posts already there. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await createSearchIndexTable(db as unknown as SearchDb, 'sqlite')
  await rebuildSearchIndex(db as unknown as SearchDb)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropSearchIndexTable(db as unknown as SearchDb)
}
