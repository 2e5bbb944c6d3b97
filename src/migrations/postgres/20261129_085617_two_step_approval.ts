import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auth_groups" ADD COLUMN "approval_two_step" boolean DEFAULT false;
  ALTER TABLE "approval_requests" ADD COLUMN "two_step" boolean DEFAULT false;
  ALTER TABLE "approval_requests" ADD COLUMN "first_approved_by_id" integer;
  ALTER TABLE "approval_requests" ADD COLUMN "first_approved_at" timestamp(3) with time zone;
  ALTER TABLE "approval_requests" ADD COLUMN "first_reason" varchar;
  ALTER TABLE "approval_requests" ADD COLUMN "final_approver_id" integer;
  ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_first_approved_by_id_users_id_fk" FOREIGN KEY ("first_approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_final_approver_id_users_id_fk" FOREIGN KEY ("final_approver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "approval_requests_first_approved_by_idx" ON "approval_requests" USING btree ("first_approved_by_id");
  CREATE INDEX "approval_requests_final_approver_idx" ON "approval_requests" USING btree ("final_approver_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_first_approved_by_id_users_id_fk";
  
  ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_final_approver_id_users_id_fk";
  
  DROP INDEX "approval_requests_first_approved_by_idx";
  DROP INDEX "approval_requests_final_approver_idx";
  ALTER TABLE "auth_groups" DROP COLUMN "approval_two_step";
  ALTER TABLE "approval_requests" DROP COLUMN "two_step";
  ALTER TABLE "approval_requests" DROP COLUMN "first_approved_by_id";
  ALTER TABLE "approval_requests" DROP COLUMN "first_approved_at";
  ALTER TABLE "approval_requests" DROP COLUMN "first_reason";
  ALTER TABLE "approval_requests" DROP COLUMN "final_approver_id";`)
}
