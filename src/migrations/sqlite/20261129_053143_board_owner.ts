import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`boards\` ADD \`owner_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`boards_owner_idx\` ON \`boards\` (\`owner_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_boards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`board_setting_seq\` numeric NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text DEFAULT 'notice' NOT NULL,
  	\`use_categories\` integer DEFAULT false,
  	\`secret_posts\` text DEFAULT 'off' NOT NULL,
  	\`allow_attachments\` integer DEFAULT true,
  	\`max_attachments\` numeric DEFAULT 5,
  	\`max_attachment_mb\` numeric DEFAULT 20,
  	\`allow_answers\` integer DEFAULT false,
  	\`page_size\` numeric DEFAULT 10 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_boards\`("id", "board_setting_seq", "name", "type", "use_categories", "secret_posts", "allow_attachments", "max_attachments", "max_attachment_mb", "allow_answers", "page_size", "updated_at", "created_at") SELECT "id", "board_setting_seq", "name", "type", "use_categories", "secret_posts", "allow_attachments", "max_attachments", "max_attachment_mb", "allow_answers", "page_size", "updated_at", "created_at" FROM \`boards\`;`)
  await db.run(sql`DROP TABLE \`boards\`;`)
  await db.run(sql`ALTER TABLE \`__new_boards\` RENAME TO \`boards\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`boards_board_setting_seq_idx\` ON \`boards\` (\`board_setting_seq\`);`)
  await db.run(sql`CREATE INDEX \`boards_updated_at_idx\` ON \`boards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`boards_created_at_idx\` ON \`boards\` (\`created_at\`);`)
}
