import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Board lists order by date, then id (src/modules/boards/post-order.ts). The board-list index gains the id after the
 * date, so a list page is read in order from the index instead of sorted; Payload cannot name `id` in an index, so
 * this index is made here and the collection no longer declares the old one. The drafts table's copy of the old
 * index went with it: nothing lists versions by board.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "compound_index_idx";
  DROP INDEX "compound_index_1_idx";
  CREATE INDEX "posts_board_list_idx" ON "posts" USING btree ("board_seq","is_notice","_status","deleted_at","published_at","id","display_from","display_until");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "posts_board_list_idx";
  CREATE INDEX "compound_index_idx" ON "posts" USING btree ("board_seq","is_notice","_status","deleted_at","published_at","display_from","display_until");
  CREATE INDEX "compound_index_1_idx" ON "_posts_v" USING btree ("version_board_seq","version_is_notice","version__status","version_deleted_at","version_published_at","version_display_from","version_display_until");`)
}
