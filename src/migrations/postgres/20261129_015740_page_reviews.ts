import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_reviews_cycle_months" AS ENUM('1', '3', '6', '12');
  CREATE TABLE "page_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_id" integer NOT NULL,
  	"page_title" varchar,
  	"page_path" varchar,
  	"cycle_months" "enum_page_reviews_cycle_months" DEFAULT '6' NOT NULL,
  	"owner_id" integer,
  	"last_reviewed_at" timestamp(3) with time zone,
  	"last_reviewed_by_id" integer,
  	"next_review_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_reviews_id" integer;
  ALTER TABLE "page_reviews" ADD CONSTRAINT "page_reviews_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_reviews" ADD CONSTRAINT "page_reviews_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_reviews" ADD CONSTRAINT "page_reviews_last_reviewed_by_id_users_id_fk" FOREIGN KEY ("last_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "page_reviews_page_idx" ON "page_reviews" USING btree ("page_id");
  CREATE INDEX "page_reviews_owner_idx" ON "page_reviews" USING btree ("owner_id");
  CREATE INDEX "page_reviews_last_reviewed_by_idx" ON "page_reviews" USING btree ("last_reviewed_by_id");
  CREATE INDEX "page_reviews_next_review_at_idx" ON "page_reviews" USING btree ("next_review_at");
  CREATE INDEX "page_reviews_updated_at_idx" ON "page_reviews" USING btree ("updated_at");
  CREATE INDEX "page_reviews_created_at_idx" ON "page_reviews" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_reviews_fk" FOREIGN KEY ("page_reviews_id") REFERENCES "public"."page_reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("page_reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_reviews_fk";
  
  DROP INDEX "payload_locked_documents_rels_page_reviews_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_reviews_id";
  DROP TYPE "public"."enum_page_reviews_cycle_months";`)
}
