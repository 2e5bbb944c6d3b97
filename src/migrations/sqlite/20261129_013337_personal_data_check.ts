import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts\` ADD \`personal_data_confirm\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`personal_data_confirmed\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_personal_data_confirm\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_personal_data_confirmed\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`personal_data_confirm\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`personal_data_confirmed\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_personal_data_confirm\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_personal_data_confirmed\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`personal_data_confirm\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`personal_data_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_personal_data_confirm\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_personal_data_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`personal_data_confirm\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`personal_data_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_personal_data_confirm\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_personal_data_confirmed\`;`)
}
