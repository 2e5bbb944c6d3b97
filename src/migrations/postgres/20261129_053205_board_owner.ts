import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "boards" ADD COLUMN "owner_id" integer;
  ALTER TABLE "boards" ADD CONSTRAINT "boards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "boards_owner_idx" ON "boards" USING btree ("owner_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "boards" DROP CONSTRAINT "boards_owner_id_users_id_fk";
  
  DROP INDEX "boards_owner_idx";
  ALTER TABLE "boards" DROP COLUMN "owner_id";`)
}
