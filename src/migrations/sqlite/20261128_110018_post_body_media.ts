import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import { bodyMediaRows } from '@/modules/files/body-media'

/**
 * A post keeps the images its body shows (`bodyMedia`, src/modules/files/body-media.ts), so the image library's 사용처
 * names it. Deleting an image drops its rows, as for every other relationship. Bodies saved before are read once here.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts_rels\` ADD \`media_id\` integer REFERENCES media(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`posts_rels_media_id_idx\` ON \`posts_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v_rels\` ADD \`media_id\` integer REFERENCES media(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_media_id_idx\` ON \`_posts_v_rels\` (\`media_id\`);`)
  const media = (await db.all(sql`SELECT id FROM media`)) as { id: number }[]
  const posts = (await db.all(sql`SELECT id, content FROM posts WHERE content IS NOT NULL`)) as {
    id: number
    content: unknown
  }[]
  for (const [postId, order, mediaId] of bodyMediaRows(posts, new Set(media.map((m) => Number(m.id))))) {
    await db.run(
      sql`INSERT INTO \`posts_rels\` (\`order\`, \`parent_id\`, \`path\`, \`media_id\`) VALUES (${order}, ${postId}, 'bodyMedia', ${mediaId})`,
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_posts_rels\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attachments_id\`) REFERENCES \`attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_rels\`("id", "order", "parent_id", "path", "attachments_id") SELECT "id", "order", "parent_id", "path", "attachments_id" FROM \`posts_rels\`;`)
  await db.run(sql`DROP TABLE \`posts_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_rels\` RENAME TO \`posts_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`posts_rels_order_idx\` ON \`posts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_parent_idx\` ON \`posts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_path_idx\` ON \`posts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_attachments_id_idx\` ON \`posts_rels\` (\`attachments_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v_rels\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attachments_id\`) REFERENCES \`attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v_rels\`("id", "order", "parent_id", "path", "attachments_id") SELECT "id", "order", "parent_id", "path", "attachments_id" FROM \`_posts_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v_rels\` RENAME TO \`_posts_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_order_idx\` ON \`_posts_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_parent_idx\` ON \`_posts_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_path_idx\` ON \`_posts_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_attachments_id_idx\` ON \`_posts_v_rels\` (\`attachments_id\`);`)
}
