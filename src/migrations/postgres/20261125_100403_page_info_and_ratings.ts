import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * 페이지 정보 (담당부서, 연락처, 최종 게시) on pages, and the 만족도 평가 answers with their day stamps
 * (docs/decisions/0021-page-ratings.md). Pages published before `published_at` existed take their last change.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_ratings_locale" AS ENUM('ko', 'en');
  CREATE TABLE "page_ratings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_id" integer,
  	"path" varchar NOT NULL,
  	"locale" "enum_page_ratings_locale" NOT NULL,
  	"level" numeric NOT NULL,
  	"comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_rating_stamps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stamp" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "published_at" timestamp(3) with time zone;
  UPDATE "pages" SET "published_at" = "updated_at" WHERE "_status" = 'published';
  ALTER TABLE "pages_locales" ADD COLUMN "page_info_department" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "page_info_contact" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_published_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_page_info_department" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_page_info_contact" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_ratings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_rating_stamps_id" integer;
  ALTER TABLE "page_ratings" ADD CONSTRAINT "page_ratings_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "page_ratings_page_idx" ON "page_ratings" USING btree ("page_id");
  CREATE INDEX "page_ratings_path_idx" ON "page_ratings" USING btree ("path");
  CREATE INDEX "page_ratings_updated_at_idx" ON "page_ratings" USING btree ("updated_at");
  CREATE INDEX "page_ratings_created_at_idx" ON "page_ratings" USING btree ("created_at");
  CREATE UNIQUE INDEX "page_rating_stamps_stamp_idx" ON "page_rating_stamps" USING btree ("stamp");
  CREATE INDEX "page_rating_stamps_expires_at_idx" ON "page_rating_stamps" USING btree ("expires_at");
  CREATE INDEX "page_rating_stamps_updated_at_idx" ON "page_rating_stamps" USING btree ("updated_at");
  CREATE INDEX "page_rating_stamps_created_at_idx" ON "page_rating_stamps" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_ratings_fk" FOREIGN KEY ("page_ratings_id") REFERENCES "public"."page_ratings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_rating_stamps_fk" FOREIGN KEY ("page_rating_stamps_id") REFERENCES "public"."page_rating_stamps"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_ratings_id_idx" ON "payload_locked_documents_rels" USING btree ("page_ratings_id");
  CREATE INDEX "payload_locked_documents_rels_page_rating_stamps_id_idx" ON "payload_locked_documents_rels" USING btree ("page_rating_stamps_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_ratings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_rating_stamps" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_ratings" CASCADE;
  DROP TABLE "page_rating_stamps" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_ratings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_rating_stamps_fk";
  
  DROP INDEX "payload_locked_documents_rels_page_ratings_id_idx";
  DROP INDEX "payload_locked_documents_rels_page_rating_stamps_id_idx";
  ALTER TABLE "pages" DROP COLUMN "published_at";
  ALTER TABLE "pages_locales" DROP COLUMN "page_info_department";
  ALTER TABLE "pages_locales" DROP COLUMN "page_info_contact";
  ALTER TABLE "_pages_v" DROP COLUMN "version_published_at";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_page_info_department";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_page_info_contact";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_ratings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_rating_stamps_id";
  DROP TYPE "public"."enum_page_ratings_locale";`)
}
