import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "boards_record_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  ALTER TABLE "boards_record_types" ADD CONSTRAINT "boards_record_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "boards_record_types_order_idx" ON "boards_record_types" USING btree ("_order");
  CREATE INDEX "boards_record_types_parent_id_idx" ON "boards_record_types" USING btree ("_parent_id");`)
  // 구분 was free text: every value a post already carries joins its board's list, so no record loses its 구분
  // and the list's filter keeps offering it.
  await db.execute(sql`
   INSERT INTO "boards_record_types" ("_order", "_parent_id", "id", "name")
  SELECT ROW_NUMBER() OVER (PARTITION BY b."id" ORDER BY p."name"), b."id",
    substr(md5(random()::text || clock_timestamp()::text || p."name"), 1, 24), p."name"
  FROM (SELECT DISTINCT "board_seq" AS "seq", "performance_record_type" AS "name" FROM "posts"
    WHERE "performance_record_type" IS NOT NULL AND "performance_record_type" <> '') p
  JOIN "boards" b ON b."board_setting_seq" = p."seq";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "boards_record_types" CASCADE;`)
}
