import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_newsletter_deliveries_status" ADD VALUE 'unknown';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-newsletter';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-newsletter';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DEFAULT 'sending'::text;
  UPDATE "newsletter_deliveries" SET "status" = 'failed' WHERE "status" = 'unknown';
  DROP TYPE "public"."enum_newsletter_deliveries_status";
  CREATE TYPE "public"."enum_newsletter_deliveries_status" AS ENUM('sending', 'sent', 'failed', 'skipped');
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DEFAULT 'sending'::"public"."enum_newsletter_deliveries_status";
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_newsletter_deliveries_status" USING "status"::"public"."enum_newsletter_deliveries_status";
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'send-newsletter';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'send-newsletter';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purge-personal-data', 'purge-visitor-stats');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purge-personal-data', 'purge-visitor-stats');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
