import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visit_counts_kind" AS ENUM('total', 'page', 'referrer', 'device', 'locale');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purge-visitor-stats';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purge-visitor-stats';
  CREATE TABLE "visit_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"kind" "enum_visit_counts_kind" NOT NULL,
  	"item" varchar NOT NULL,
  	"visitors" numeric DEFAULT 0 NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visit_salts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"salt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visit_stamps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stamp" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_counts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_salts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_stamps_id" integer;
  CREATE INDEX "visit_counts_day_idx" ON "visit_counts" USING btree ("day");
  CREATE INDEX "visit_counts_updated_at_idx" ON "visit_counts" USING btree ("updated_at");
  CREATE INDEX "visit_counts_created_at_idx" ON "visit_counts" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_kind_item_idx" ON "visit_counts" USING btree ("day","kind","item");
  CREATE UNIQUE INDEX "visit_salts_day_idx" ON "visit_salts" USING btree ("day");
  CREATE INDEX "visit_salts_updated_at_idx" ON "visit_salts" USING btree ("updated_at");
  CREATE INDEX "visit_salts_created_at_idx" ON "visit_salts" USING btree ("created_at");
  CREATE UNIQUE INDEX "visit_stamps_stamp_idx" ON "visit_stamps" USING btree ("stamp");
  CREATE INDEX "visit_stamps_day_idx" ON "visit_stamps" USING btree ("day");
  CREATE INDEX "visit_stamps_updated_at_idx" ON "visit_stamps" USING btree ("updated_at");
  CREATE INDEX "visit_stamps_created_at_idx" ON "visit_stamps" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_counts_fk" FOREIGN KEY ("visit_counts_id") REFERENCES "public"."visit_counts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_salts_fk" FOREIGN KEY ("visit_salts_id") REFERENCES "public"."visit_salts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_stamps_fk" FOREIGN KEY ("visit_stamps_id") REFERENCES "public"."visit_stamps"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visit_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_counts_id");
  CREATE INDEX "payload_locked_documents_rels_visit_salts_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_salts_id");
  CREATE INDEX "payload_locked_documents_rels_visit_stamps_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_stamps_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visit_counts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_salts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_stamps" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visit_counts" CASCADE;
  DROP TABLE "visit_salts" CASCADE;
  DROP TABLE "visit_stamps" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_counts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_salts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_stamps_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purge-personal-data');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purge-personal-data');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_visit_counts_id_idx";
  DROP INDEX "payload_locked_documents_rels_visit_salts_id_idx";
  DROP INDEX "payload_locked_documents_rels_visit_stamps_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_counts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_salts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_stamps_id";
  DROP TYPE "public"."enum_visit_counts_kind";`)
}
