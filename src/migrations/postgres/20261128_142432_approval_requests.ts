import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_approval_requests_target_collection" AS ENUM('posts', 'pages');
  CREATE TYPE "public"."enum_approval_requests_action" AS ENUM('publish');
  CREATE TYPE "public"."enum_approval_requests_language" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_approval_requests_status" AS ENUM('pending', 'approved', 'rejected');
  ALTER TYPE "public"."enum_audit_logs_action" ADD VALUE 'approval-request';
  ALTER TYPE "public"."enum_audit_logs_action" ADD VALUE 'approval-approve';
  ALTER TYPE "public"."enum_audit_logs_action" ADD VALUE 'approval-reject';
  CREATE TABLE "approval_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"menu" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"target_collection" "enum_approval_requests_target_collection" NOT NULL,
  	"target_id" numeric NOT NULL,
  	"board_seq" numeric,
  	"action" "enum_approval_requests_action" DEFAULT 'publish' NOT NULL,
  	"language" "enum_approval_requests_language" DEFAULT 'ko' NOT NULL,
  	"requested_by_id" integer,
  	"requested_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_approval_requests_status" DEFAULT 'pending' NOT NULL,
  	"decided_by_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "auth_groups" ADD COLUMN "approval_approver" boolean DEFAULT false;
  ALTER TABLE "auth_groups" ADD COLUMN "approval_pages" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "approval_requests_id" integer;
  ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "approval_requests_target_collection_idx" ON "approval_requests" USING btree ("target_collection");
  CREATE INDEX "approval_requests_target_id_idx" ON "approval_requests" USING btree ("target_id");
  CREATE INDEX "approval_requests_board_seq_idx" ON "approval_requests" USING btree ("board_seq");
  CREATE INDEX "approval_requests_requested_by_idx" ON "approval_requests" USING btree ("requested_by_id");
  CREATE INDEX "approval_requests_requested_at_idx" ON "approval_requests" USING btree ("requested_at");
  CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status");
  CREATE INDEX "approval_requests_decided_by_idx" ON "approval_requests" USING btree ("decided_by_id");
  CREATE INDEX "approval_requests_updated_at_idx" ON "approval_requests" USING btree ("updated_at");
  CREATE INDEX "approval_requests_created_at_idx" ON "approval_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_approval_requests_fk" FOREIGN KEY ("approval_requests_id") REFERENCES "public"."approval_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_approval_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("approval_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "approval_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "approval_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_approval_requests_fk";
  
  ALTER TABLE "audit_logs" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_logs_action";
  CREATE TYPE "public"."enum_audit_logs_action" AS ENUM('signin', 'signin-failed', 'signout', 'create', 'update', 'delete', 'export', 'personal-data-view', 'account-change');
  ALTER TABLE "audit_logs" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_logs_action" USING "action"::"public"."enum_audit_logs_action";
  DROP INDEX "payload_locked_documents_rels_approval_requests_id_idx";
  ALTER TABLE "auth_groups" DROP COLUMN "approval_approver";
  ALTER TABLE "auth_groups" DROP COLUMN "approval_pages";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "approval_requests_id";
  DROP TYPE "public"."enum_approval_requests_target_collection";
  DROP TYPE "public"."enum_approval_requests_action";
  DROP TYPE "public"."enum_approval_requests_language";
  DROP TYPE "public"."enum_approval_requests_status";`)
}
