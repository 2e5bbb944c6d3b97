import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_approval_requests_target_collection" ADD VALUE 'qna';
  ALTER TYPE "public"."enum_approval_requests_action" ADD VALUE 'answer';
  ALTER TABLE "auth_groups" ADD COLUMN "approval_qna_answers" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "approval_requests" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_approval_requests_target_collection";
  CREATE TYPE "public"."enum_approval_requests_target_collection" AS ENUM('posts', 'pages');
  ALTER TABLE "approval_requests" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_approval_requests_target_collection" USING "target_collection"::"public"."enum_approval_requests_target_collection";
  ALTER TABLE "approval_requests" ALTER COLUMN "action" SET DATA TYPE text;
  ALTER TABLE "approval_requests" ALTER COLUMN "action" SET DEFAULT 'publish'::text;
  DROP TYPE "public"."enum_approval_requests_action";
  CREATE TYPE "public"."enum_approval_requests_action" AS ENUM('publish', 'delete', 'send');
  ALTER TABLE "approval_requests" ALTER COLUMN "action" SET DEFAULT 'publish'::"public"."enum_approval_requests_action";
  ALTER TABLE "approval_requests" ALTER COLUMN "action" SET DATA TYPE "public"."enum_approval_requests_action" USING "action"::"public"."enum_approval_requests_action";
  ALTER TABLE "auth_groups" DROP COLUMN "approval_qna_answers";`)
}
