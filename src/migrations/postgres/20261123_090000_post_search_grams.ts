import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import type { RawDb } from '@/lib/raw-sql'
import { createSearchIndexTable, dropSearchIndexTable, rebuildSearchIndex } from '@/modules/boards/search-index'

/** The gram index of board search (docs/decisions/0014-korean-search-index.md), filled from the posts already there. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await createSearchIndexTable(db as unknown as RawDb, 'postgres')
  await rebuildSearchIndex(db as unknown as RawDb)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropSearchIndexTable(db as unknown as RawDb)
}
