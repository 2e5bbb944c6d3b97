import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_recruitment_employment_type" AS ENUM('permanent', 'contract', 'intern', 'part-time');
  CREATE TYPE "public"."enum__posts_v_version_recruitment_employment_type" AS ENUM('permanent', 'contract', 'intern', 'part-time');
  ALTER TABLE "posts" ADD COLUMN "performance_location" varchar;
  ALTER TABLE "posts" ADD COLUMN "recruitment_apply_from" timestamp(3) with time zone;
  ALTER TABLE "posts" ADD COLUMN "recruitment_apply_until" timestamp(3) with time zone;
  ALTER TABLE "posts" ADD COLUMN "recruitment_employment_type" "enum_posts_recruitment_employment_type";
  ALTER TABLE "posts" ADD COLUMN "recruitment_workplace" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_performance_location" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_recruitment_apply_from" timestamp(3) with time zone;
  ALTER TABLE "_posts_v" ADD COLUMN "version_recruitment_apply_until" timestamp(3) with time zone;
  ALTER TABLE "_posts_v" ADD COLUMN "version_recruitment_employment_type" "enum__posts_v_version_recruitment_employment_type";
  ALTER TABLE "_posts_v" ADD COLUMN "version_recruitment_workplace" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" DROP COLUMN "performance_location";
  ALTER TABLE "posts" DROP COLUMN "recruitment_apply_from";
  ALTER TABLE "posts" DROP COLUMN "recruitment_apply_until";
  ALTER TABLE "posts" DROP COLUMN "recruitment_employment_type";
  ALTER TABLE "posts" DROP COLUMN "recruitment_workplace";
  ALTER TABLE "_posts_v" DROP COLUMN "version_performance_location";
  ALTER TABLE "_posts_v" DROP COLUMN "version_recruitment_apply_from";
  ALTER TABLE "_posts_v" DROP COLUMN "version_recruitment_apply_until";
  ALTER TABLE "_posts_v" DROP COLUMN "version_recruitment_employment_type";
  ALTER TABLE "_posts_v" DROP COLUMN "version_recruitment_workplace";
  DROP TYPE "public"."enum_posts_recruitment_employment_type";
  DROP TYPE "public"."enum__posts_v_version_recruitment_employment_type";`)
}
