import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_deletion_records_target_collection" AS ENUM('posts', 'pages');
  CREATE TYPE "public"."enum_deletion_records_way" AS ENUM('trash', 'delete');
  ALTER TYPE "public"."enum_approval_requests_action" ADD VALUE 'delete';
  CREATE TABLE "deletion_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"menu" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"target_collection" "enum_deletion_records_target_collection" NOT NULL,
  	"target_id" numeric NOT NULL,
  	"board_seq" numeric,
  	"reason" varchar,
  	"deleted_by_id" integer,
  	"approved_by_id" integer,
  	"approval_request" numeric,
  	"way" "enum_deletion_records_way" DEFAULT 'trash' NOT NULL,
  	"deleted_at" timestamp(3) with time zone NOT NULL,
  	"restored_at" timestamp(3) with time zone,
  	"purged_at" timestamp(3) with time zone,
  	"snapshot" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "approval_requests" ADD COLUMN "request_note" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "deletion_records_id" integer;
  ALTER TABLE "deletion_records" ADD CONSTRAINT "deletion_records_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deletion_records" ADD CONSTRAINT "deletion_records_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "deletion_records_target_collection_idx" ON "deletion_records" USING btree ("target_collection");
  CREATE INDEX "deletion_records_target_id_idx" ON "deletion_records" USING btree ("target_id");
  CREATE INDEX "deletion_records_board_seq_idx" ON "deletion_records" USING btree ("board_seq");
  CREATE INDEX "deletion_records_deleted_by_idx" ON "deletion_records" USING btree ("deleted_by_id");
  CREATE INDEX "deletion_records_approved_by_idx" ON "deletion_records" USING btree ("approved_by_id");
  CREATE INDEX "deletion_records_deleted_at_idx" ON "deletion_records" USING btree ("deleted_at");
  CREATE INDEX "deletion_records_updated_at_idx" ON "deletion_records" USING btree ("updated_at");
  CREATE INDEX "deletion_records_created_at_idx" ON "deletion_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deletion_records_fk" FOREIGN KEY ("deletion_records_id") REFERENCES "public"."deletion_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_deletion_records_id_idx" ON "payload_locked_documents_rels" USING btree ("deletion_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "deletion_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "deletion_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_deletion_records_fk";
  
  ALTER TABLE "approval_requests" ALTER COLUMN "action" SET DATA TYPE text;
  ALTER TABLE "approval_requests" ALTER COLUMN "action" SET DEFAULT 'publish'::text;
  DROP TYPE "public"."enum_approval_requests_action";
  CREATE TYPE "public"."enum_approval_requests_action" AS ENUM('publish');
  ALTER TABLE "approval_requests" ALTER COLUMN "action" SET DEFAULT 'publish'::"public"."enum_approval_requests_action";
  ALTER TABLE "approval_requests" ALTER COLUMN "action" SET DATA TYPE "public"."enum_approval_requests_action" USING "action"::"public"."enum_approval_requests_action";
  DROP INDEX "payload_locked_documents_rels_deletion_records_id_idx";
  ALTER TABLE "approval_requests" DROP COLUMN "request_note";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "deletion_records_id";
  DROP TYPE "public"."enum_deletion_records_target_collection";
  DROP TYPE "public"."enum_deletion_records_way";`)
}
