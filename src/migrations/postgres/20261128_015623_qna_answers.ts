import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import type { RawDb } from '@/lib/raw-sql'
import { answerTextToRichText } from '@/modules/qna/answer-text-migration'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "qna_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"attachments_id" integer
  );
  
  ALTER TABLE "qna" ADD COLUMN "moderation_hidden" boolean DEFAULT false;
  ALTER TABLE "qna" ADD COLUMN "moderation_redacted_content" varchar;
  ALTER TABLE "qna" ADD COLUMN "moderation_reason" varchar;
  ALTER TABLE "qna" ADD COLUMN "moderation_moderated_at" timestamp(3) with time zone;
  ALTER TABLE "qna" ADD COLUMN "moderation_moderated_by_id" integer;
  ALTER TABLE "qna" ADD COLUMN "answer_body" jsonb;
  ALTER TABLE "qna_rels" ADD CONSTRAINT "qna_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."qna"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "qna_rels" ADD CONSTRAINT "qna_rels_attachments_fk" FOREIGN KEY ("attachments_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "qna_rels_order_idx" ON "qna_rels" USING btree ("order");
  CREATE INDEX "qna_rels_parent_idx" ON "qna_rels" USING btree ("parent_id");
  CREATE INDEX "qna_rels_path_idx" ON "qna_rels" USING btree ("path");
  CREATE INDEX "qna_rels_attachments_id_idx" ON "qna_rels" USING btree ("attachments_id");
  ALTER TABLE "qna" ADD CONSTRAINT "qna_moderation_moderated_by_id_users_id_fk" FOREIGN KEY ("moderation_moderated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "qna_moderation_moderation_moderated_by_idx" ON "qna" USING btree ("moderation_moderated_by_id");`)
  await answerTextToRichText(db as unknown as RawDb, 'postgres')
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "qna_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "qna_rels" CASCADE;
  ALTER TABLE "qna" DROP CONSTRAINT "qna_moderation_moderated_by_id_users_id_fk";
  
  DROP INDEX "qna_moderation_moderation_moderated_by_idx";
  ALTER TABLE "qna" DROP COLUMN "moderation_hidden";
  ALTER TABLE "qna" DROP COLUMN "moderation_redacted_content";
  ALTER TABLE "qna" DROP COLUMN "moderation_reason";
  ALTER TABLE "qna" DROP COLUMN "moderation_moderated_at";
  ALTER TABLE "qna" DROP COLUMN "moderation_moderated_by_id";
  ALTER TABLE "qna" DROP COLUMN "answer_body";`)
}
