import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts\` ADD \`performance_location\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`recruitment_apply_from\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`recruitment_apply_until\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`recruitment_employment_type\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`recruitment_workplace\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_performance_location\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_recruitment_apply_from\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_recruitment_apply_until\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_recruitment_employment_type\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_recruitment_workplace\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`performance_location\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`recruitment_apply_from\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`recruitment_apply_until\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`recruitment_employment_type\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`recruitment_workplace\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_performance_location\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_recruitment_apply_from\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_recruitment_apply_until\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_recruitment_employment_type\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_recruitment_workplace\`;`)
}
