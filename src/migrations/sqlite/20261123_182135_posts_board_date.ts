import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`boardSeq_publishedAt_idx\` ON \`posts\` (\`board_seq\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`version_boardSeq_version_publishedAt_idx\` ON \`_posts_v\` (\`version_board_seq\`,\`version_published_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`boardSeq_publishedAt_idx\`;`)
  await db.run(sql`DROP INDEX \`version_boardSeq_version_publishedAt_idx\`;`)
}
