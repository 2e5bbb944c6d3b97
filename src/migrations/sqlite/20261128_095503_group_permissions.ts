import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`auth_groups\` DROP COLUMN \`permissions_newsletters_delete\`;`)
  await db.run(sql`ALTER TABLE \`auth_groups\` DROP COLUMN \`permissions_audit_write\`;`)
  await db.run(sql`ALTER TABLE \`auth_groups\` DROP COLUMN \`permissions_audit_delete\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`auth_groups\` ADD \`permissions_newsletters_delete\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`auth_groups\` ADD \`permissions_audit_write\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`auth_groups\` ADD \`permissions_audit_delete\` integer DEFAULT false;`)
}
