import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { bodyMediaRows } from '@/modules/files/body-media'

/** A post keeps the images its body shows (see the SQLite migration of the same name); bodies saved before are read once. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "_posts_v_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_rels_media_id_idx" ON "posts_rels" USING btree ("media_id");
  CREATE INDEX "_posts_v_rels_media_id_idx" ON "_posts_v_rels" USING btree ("media_id");`)
  const media = await db.execute(sql`SELECT id FROM media`)
  const posts = await db.execute(sql`SELECT id, content FROM posts WHERE content IS NOT NULL`)
  const existing = new Set(media.rows.map((m) => Number(m.id)))
  for (const [postId, order, mediaId] of bodyMediaRows(posts.rows as { id: number; content: unknown }[], existing)) {
    await db.execute(
      sql`INSERT INTO "posts_rels" ("order", "parent_id", "path", "media_id") VALUES (${order}, ${postId}, 'bodyMedia', ${mediaId})`,
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_rels" DROP CONSTRAINT "posts_rels_media_fk";
  
  ALTER TABLE "_posts_v_rels" DROP CONSTRAINT "_posts_v_rels_media_fk";
  
  DROP INDEX "posts_rels_media_id_idx";
  DROP INDEX "_posts_v_rels_media_id_idx";
  ALTER TABLE "posts_rels" DROP COLUMN "media_id";
  ALTER TABLE "_posts_v_rels" DROP COLUMN "media_id";`)
}
