import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * 인증 현황 and 진위확인: certificates, the verification log and the 인증 현황 permission area (issue 36).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_certificates_scheme" AS ENUM('energy-rating', 'zeb', 'g-seed', 'eco-housing', 'bf', 'education-safety', 'carbon-neutral');
  CREATE TYPE "public"."enum_certificates_stage" AS ENUM('preliminary', 'main');
  CREATE TYPE "public"."enum_certificates_status" AS ENUM('valid', 'expired', 'revoked', 'suspended', 'reissued');
  CREATE TYPE "public"."enum_certificate_checks_way" AS ENUM('code', 'number');
  CREATE TYPE "public"."enum_certificate_checks_result" AS ENUM('valid', 'expired', 'revoked', 'suspended', 'reissued', 'not_found');
  CREATE TABLE "certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"scheme" "enum_certificates_scheme" NOT NULL,
  	"stage" "enum_certificates_stage" DEFAULT 'main' NOT NULL,
  	"grade" varchar,
  	"building_name" varchar NOT NULL,
  	"road_address" varchar NOT NULL,
  	"sido" varchar NOT NULL,
  	"sigungu" varchar NOT NULL,
  	"use" varchar NOT NULL,
  	"floor_area" numeric,
  	"issued_on" varchar NOT NULL,
  	"valid_until" varchar,
  	"status" "enum_certificates_status" DEFAULT 'valid' NOT NULL,
  	"status_date" varchar,
  	"replaced_by_id" integer,
  	"published" boolean DEFAULT true,
  	"private_house" boolean DEFAULT false,
  	"code" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certificate_checks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"way" "enum_certificate_checks_way" NOT NULL,
  	"result" "enum_certificate_checks_result" NOT NULL,
  	"certificate_id" integer,
  	"address_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "auth_groups" ADD COLUMN "permissions_certificates_read" boolean DEFAULT false;
  ALTER TABLE "auth_groups" ADD COLUMN "permissions_certificates_write" boolean DEFAULT false;
  ALTER TABLE "auth_groups" ADD COLUMN "permissions_certificates_delete" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certificates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certificate_checks_id" integer;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_replaced_by_id_certificates_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificate_checks" ADD CONSTRAINT "certificate_checks_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "certificates_number_idx" ON "certificates" USING btree ("number");
  CREATE INDEX "certificates_scheme_idx" ON "certificates" USING btree ("scheme");
  CREATE INDEX "certificates_grade_idx" ON "certificates" USING btree ("grade");
  CREATE INDEX "certificates_building_name_idx" ON "certificates" USING btree ("building_name");
  CREATE INDEX "certificates_sido_idx" ON "certificates" USING btree ("sido");
  CREATE INDEX "certificates_sigungu_idx" ON "certificates" USING btree ("sigungu");
  CREATE INDEX "certificates_use_idx" ON "certificates" USING btree ("use");
  CREATE INDEX "certificates_issued_on_idx" ON "certificates" USING btree ("issued_on");
  CREATE INDEX "certificates_valid_until_idx" ON "certificates" USING btree ("valid_until");
  CREATE INDEX "certificates_status_idx" ON "certificates" USING btree ("status");
  CREATE INDEX "certificates_replaced_by_idx" ON "certificates" USING btree ("replaced_by_id");
  CREATE INDEX "certificates_published_idx" ON "certificates" USING btree ("published");
  CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" USING btree ("code");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE INDEX "certificate_checks_result_idx" ON "certificate_checks" USING btree ("result");
  CREATE INDEX "certificate_checks_certificate_idx" ON "certificate_checks" USING btree ("certificate_id");
  CREATE INDEX "certificate_checks_address_hash_idx" ON "certificate_checks" USING btree ("address_hash");
  CREATE INDEX "certificate_checks_updated_at_idx" ON "certificate_checks" USING btree ("updated_at");
  CREATE INDEX "certificate_checks_created_at_idx" ON "certificate_checks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificate_checks_fk" FOREIGN KEY ("certificate_checks_id") REFERENCES "public"."certificate_checks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");
  CREATE INDEX "payload_locked_documents_rels_certificate_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("certificate_checks_id");`)
  // The nightly 만료 job (src/modules/certification/expiry.ts) joins the job queue's task names.
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expire-certificates';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expire-certificates';`)
  // The two default groups that manage content get the new area, as a fresh install's seed gives it to them.
  await db.execute(sql`UPDATE "auth_groups" SET "permissions_certificates_read" = true, "permissions_certificates_write" = true, "permissions_certificates_delete" = true WHERE "auth_group_seq" IN (1, 2);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purge-personal-data', 'purge-visitor-stats', 'send-newsletter', 'approval-mail', 'page-review-reminders', 'quality-summary');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purge-personal-data', 'purge-visitor-stats', 'send-newsletter', 'approval-mail', 'page-review-reminders', 'quality-summary');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
  await db.execute(sql`
   ALTER TABLE "certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certificate_checks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "certificates" CASCADE;
  DROP TABLE "certificate_checks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certificates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certificate_checks_fk";
  
  DROP INDEX "payload_locked_documents_rels_certificates_id_idx";
  DROP INDEX "payload_locked_documents_rels_certificate_checks_id_idx";
  ALTER TABLE "auth_groups" DROP COLUMN "permissions_certificates_read";
  ALTER TABLE "auth_groups" DROP COLUMN "permissions_certificates_write";
  ALTER TABLE "auth_groups" DROP COLUMN "permissions_certificates_delete";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certificates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certificate_checks_id";
  DROP TYPE "public"."enum_certificates_scheme";
  DROP TYPE "public"."enum_certificates_stage";
  DROP TYPE "public"."enum_certificates_status";
  DROP TYPE "public"."enum_certificate_checks_way";
  DROP TYPE "public"."enum_certificate_checks_result";`)
}
