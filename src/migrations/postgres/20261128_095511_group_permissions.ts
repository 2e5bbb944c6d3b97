import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auth_groups" DROP COLUMN "permissions_newsletters_delete";
  ALTER TABLE "auth_groups" DROP COLUMN "permissions_audit_write";
  ALTER TABLE "auth_groups" DROP COLUMN "permissions_audit_delete";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auth_groups" ADD COLUMN "permissions_newsletters_delete" boolean DEFAULT false;
  ALTER TABLE "auth_groups" ADD COLUMN "permissions_audit_write" boolean DEFAULT false;
  ALTER TABLE "auth_groups" ADD COLUMN "permissions_audit_delete" boolean DEFAULT false;`)
}
