import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_logs_action" ADD VALUE 'personal-data-confirm';
  ALTER TABLE "posts" ADD COLUMN "personal_data_confirm" boolean DEFAULT false;
  ALTER TABLE "posts" ADD COLUMN "personal_data_confirmed" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_personal_data_confirm" boolean DEFAULT false;
  ALTER TABLE "_posts_v" ADD COLUMN "version_personal_data_confirmed" varchar;
  ALTER TABLE "pages" ADD COLUMN "personal_data_confirm" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "personal_data_confirmed" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_personal_data_confirm" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_personal_data_confirmed" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_logs" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_logs_action";
  CREATE TYPE "public"."enum_audit_logs_action" AS ENUM('signin', 'signin-failed', 'signout', 'create', 'update', 'delete', 'export', 'personal-data-view', 'account-change', 'approval-request', 'approval-approve', 'approval-reject');
  ALTER TABLE "audit_logs" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_logs_action" USING "action"::"public"."enum_audit_logs_action";
  ALTER TABLE "posts" DROP COLUMN "personal_data_confirm";
  ALTER TABLE "posts" DROP COLUMN "personal_data_confirmed";
  ALTER TABLE "_posts_v" DROP COLUMN "version_personal_data_confirm";
  ALTER TABLE "_posts_v" DROP COLUMN "version_personal_data_confirmed";
  ALTER TABLE "pages" DROP COLUMN "personal_data_confirm";
  ALTER TABLE "pages" DROP COLUMN "personal_data_confirmed";
  ALTER TABLE "_pages_v" DROP COLUMN "version_personal_data_confirm";
  ALTER TABLE "_pages_v" DROP COLUMN "version_personal_data_confirmed";`)
}
