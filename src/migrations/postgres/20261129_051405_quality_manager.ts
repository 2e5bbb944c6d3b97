import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'quality-summary';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'quality-summary';
  ALTER TABLE "auth_groups" ADD COLUMN "lead_id" integer;
  ALTER TABLE "page_reviews" ADD COLUMN "escalated_for" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "quality_manager_id" integer;
  ALTER TABLE "auth_groups" ADD CONSTRAINT "auth_groups_lead_id_users_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_quality_manager_id_users_id_fk" FOREIGN KEY ("quality_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "auth_groups_lead_idx" ON "auth_groups" USING btree ("lead_id");
  CREATE INDEX "site_settings_quality_manager_idx" ON "site_settings" USING btree ("quality_manager_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auth_groups" DROP CONSTRAINT "auth_groups_lead_id_users_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_quality_manager_id_users_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purge-personal-data', 'purge-visitor-stats', 'send-newsletter', 'approval-mail', 'page-review-reminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purge-personal-data', 'purge-visitor-stats', 'send-newsletter', 'approval-mail', 'page-review-reminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "auth_groups_lead_idx";
  DROP INDEX "site_settings_quality_manager_idx";
  ALTER TABLE "auth_groups" DROP COLUMN "lead_id";
  ALTER TABLE "page_reviews" DROP COLUMN "escalated_for";
  ALTER TABLE "site_settings" DROP COLUMN "quality_manager_id";`)
}
