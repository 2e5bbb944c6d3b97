import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * 게시 승인 of banners and popups (docs/decisions/0052-banner-popup-approval.md): both keep drafts and versions. Every
 * banner and popup there is was on the site as saved, so each becomes `published`.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_banners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_version_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__banners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_published_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_popups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_version_type" AS ENUM('layer', 'window');
  CREATE TYPE "public"."enum__popups_v_version_device" AS ENUM('all', 'pc', 'mobile');
  CREATE TYPE "public"."enum__popups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_published_locale" AS ENUM('ko', 'en');
  ALTER TYPE "public"."enum_approval_requests_target_collection" ADD VALUE 'banners' BEFORE 'qna';
  ALTER TYPE "public"."enum_approval_requests_target_collection" ADD VALUE 'popups' BEFORE 'qna';
  ALTER TYPE "public"."enum_deletion_records_target_collection" ADD VALUE 'banners';
  ALTER TYPE "public"."enum_deletion_records_target_collection" ADD VALUE 'popups';
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_pc_id" integer,
  	"version_image_mobile_id" integer,
  	"version_link" varchar,
  	"version_target" "enum__banners_v_version_target" DEFAULT '_self',
  	"version_enabled" boolean DEFAULT true,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__banners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__banners_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_banners_v_locales" (
  	"version_title" varchar,
  	"version_caption" varchar,
  	"version_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_popups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type" "enum__popups_v_version_type" DEFAULT 'layer',
  	"version_image_id" integer,
  	"version_link" varchar,
  	"version_device" "enum__popups_v_version_device" DEFAULT 'all',
  	"version_position_x" numeric DEFAULT 40,
  	"version_position_y" numeric DEFAULT 120,
  	"version_width" numeric DEFAULT 400,
  	"version_height" numeric DEFAULT 480,
  	"version_hide_for_hours" numeric DEFAULT 24,
  	"version_enabled" boolean DEFAULT true,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__popups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__popups_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_popups_v_locales" (
  	"version_title" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "banners" ALTER COLUMN "image_pc_id" DROP NOT NULL;
  ALTER TABLE "banners_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "banners_locales" ALTER COLUMN "alt" DROP NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "device" DROP NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "hide_for_hours" DROP NOT NULL;
  ALTER TABLE "popups_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "banners" ADD COLUMN "_status" "enum_banners_status" DEFAULT 'draft';
  ALTER TABLE "popups" ADD COLUMN "_status" "enum_popups_status" DEFAULT 'draft';
  ALTER TABLE "auth_groups" ADD COLUMN "approval_banners" boolean DEFAULT false;
  ALTER TABLE "auth_groups" ADD COLUMN "approval_popups" boolean DEFAULT false;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_image_pc_id_media_id_fk" FOREIGN KEY ("version_image_pc_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_image_mobile_id_media_id_fk" FOREIGN KEY ("version_image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v_locales" ADD CONSTRAINT "_banners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_parent_id_popups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v_locales" ADD CONSTRAINT "_popups_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_image_pc_idx" ON "_banners_v" USING btree ("version_image_pc_id");
  CREATE INDEX "_banners_v_version_version_image_mobile_idx" ON "_banners_v" USING btree ("version_image_mobile_id");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_snapshot_idx" ON "_banners_v" USING btree ("snapshot");
  CREATE INDEX "_banners_v_published_locale_idx" ON "_banners_v" USING btree ("published_locale");
  CREATE INDEX "_banners_v_latest_idx" ON "_banners_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_banners_v_locales_locale_parent_id_unique" ON "_banners_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_popups_v_parent_idx" ON "_popups_v" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_version_image_idx" ON "_popups_v" USING btree ("version_image_id");
  CREATE INDEX "_popups_v_version_version_updated_at_idx" ON "_popups_v" USING btree ("version_updated_at");
  CREATE INDEX "_popups_v_version_version_created_at_idx" ON "_popups_v" USING btree ("version_created_at");
  CREATE INDEX "_popups_v_version_version__status_idx" ON "_popups_v" USING btree ("version__status");
  CREATE INDEX "_popups_v_created_at_idx" ON "_popups_v" USING btree ("created_at");
  CREATE INDEX "_popups_v_updated_at_idx" ON "_popups_v" USING btree ("updated_at");
  CREATE INDEX "_popups_v_snapshot_idx" ON "_popups_v" USING btree ("snapshot");
  CREATE INDEX "_popups_v_published_locale_idx" ON "_popups_v" USING btree ("published_locale");
  CREATE INDEX "_popups_v_latest_idx" ON "_popups_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_popups_v_locales_locale_parent_id_unique" ON "_popups_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "banners__status_idx" ON "banners" USING btree ("_status");
  CREATE INDEX "popups__status_idx" ON "popups" USING btree ("_status");
  UPDATE "banners" SET "_status" = 'published';
  UPDATE "popups" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_banners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "_banners_v_locales" CASCADE;
  DROP TABLE "_popups_v" CASCADE;
  DROP TABLE "_popups_v_locales" CASCADE;
  ALTER TABLE "approval_requests" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_approval_requests_target_collection";
  CREATE TYPE "public"."enum_approval_requests_target_collection" AS ENUM('posts', 'pages', 'qna');
  ALTER TABLE "approval_requests" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_approval_requests_target_collection" USING "target_collection"::"public"."enum_approval_requests_target_collection";
  ALTER TABLE "deletion_records" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_deletion_records_target_collection";
  CREATE TYPE "public"."enum_deletion_records_target_collection" AS ENUM('posts', 'pages');
  ALTER TABLE "deletion_records" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_deletion_records_target_collection" USING "target_collection"::"public"."enum_deletion_records_target_collection";
  DROP INDEX "banners__status_idx";
  DROP INDEX "popups__status_idx";
  ALTER TABLE "banners" ALTER COLUMN "image_pc_id" SET NOT NULL;
  ALTER TABLE "banners_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "banners_locales" ALTER COLUMN "alt" SET NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "device" SET NOT NULL;
  ALTER TABLE "popups" ALTER COLUMN "hide_for_hours" SET NOT NULL;
  ALTER TABLE "popups_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "banners" DROP COLUMN "_status";
  ALTER TABLE "popups" DROP COLUMN "_status";
  ALTER TABLE "auth_groups" DROP COLUMN "approval_banners";
  ALTER TABLE "auth_groups" DROP COLUMN "approval_popups";
  DROP TYPE "public"."enum_banners_status";
  DROP TYPE "public"."enum__banners_v_version_target";
  DROP TYPE "public"."enum__banners_v_version_status";
  DROP TYPE "public"."enum__banners_v_published_locale";
  DROP TYPE "public"."enum_popups_status";
  DROP TYPE "public"."enum__popups_v_version_type";
  DROP TYPE "public"."enum__popups_v_version_device";
  DROP TYPE "public"."enum__popups_v_version_status";
  DROP TYPE "public"."enum__popups_v_published_locale";`)
}
