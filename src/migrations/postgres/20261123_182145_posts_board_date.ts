import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "boardSeq_publishedAt_idx" ON "posts" USING btree ("board_seq","published_at");
  CREATE INDEX "version_boardSeq_version_publishedAt_idx" ON "_posts_v" USING btree ("version_board_seq","version_published_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "boardSeq_publishedAt_idx";
  DROP INDEX "version_boardSeq_version_publishedAt_idx";`)
}
