import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/** 진위확인 by file: the SHA-256 of a certificate's issued PDF (never the file), and `pdf` among the log's ways (issue 36). */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`pdf_sha256\` text;`)
  await db.run(sql`ALTER TABLE \`certificates\` ADD \`pdf_name\` text;`)
  await db.run(sql`CREATE INDEX \`certificates_pdf_sha256_idx\` ON \`certificates\` (\`pdf_sha256\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`certificates_pdf_sha256_idx\`;`)
  await db.run(sql`ALTER TABLE \`certificates\` DROP COLUMN \`pdf_sha256\`;`)
  await db.run(sql`ALTER TABLE \`certificates\` DROP COLUMN \`pdf_name\`;`)
}
