import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * 게시 승인 of banners and popups (docs/decisions/0052-banner-popup-approval.md): both keep drafts and versions. Every
 * banner and popup there is was on the site as saved, so each becomes `published`.
 *
 * SQLite cannot drop NOT NULL in place (drafts may leave required fields empty), so `banners`, `popups` and their
 * `_locales` tables are made anew. Payload runs a migration in a transaction, where foreign keys cannot be switched
 * off, and dropping a table deletes its rows first, cascading into the `_locales` rows: those are kept aside first and
 * copied back from there. The ids stay, and `sqlite_sequence` keeps the highest id ever handed out (AUTOINCREMENT, see
 * 20261125_062000_ids_never_reused), so the id of a deleted banner is never given again.
 */
const rebuilt = ['banners', 'popups', 'banners_locales', 'popups_locales']

async function keepRows(db: MigrateUpArgs['db']) {
  await db.run(sql`CREATE TEMP TABLE \`__keep_banners_locales\` AS SELECT * FROM \`banners_locales\`;`)
  await db.run(sql`CREATE TEMP TABLE \`__keep_popups_locales\` AS SELECT * FROM \`popups_locales\`;`)
  await db.run(
    sql.raw(
      `CREATE TEMP TABLE \`__keep_sequence\` AS SELECT name, seq FROM sqlite_sequence WHERE name IN (${rebuilt.map((t) => `'${t}'`).join(', ')});`,
    ),
  )
}

async function restoreSequences(db: MigrateUpArgs['db']) {
  await db.run(sql`UPDATE sqlite_sequence SET seq = MAX(seq, (SELECT k.seq FROM \`__keep_sequence\` k WHERE k.name = sqlite_sequence.name)) WHERE name IN (SELECT name FROM \`__keep_sequence\`);`)
  await db.run(sql`INSERT INTO sqlite_sequence (name, seq) SELECT name, seq FROM \`__keep_sequence\` WHERE name NOT IN (SELECT name FROM sqlite_sequence);`)
  for (const table of ['__keep_banners_locales', '__keep_popups_locales', '__keep_sequence'])
    await db.run(sql.raw(`DROP TABLE temp.\`${table}\`;`))
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_banners_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_pc_id\` integer,
  	\`version_image_mobile_id\` integer,
  	\`version_link\` text,
  	\`version_target\` text DEFAULT '_self',
  	\`version_enabled\` integer DEFAULT true,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_pc_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_banners_v_parent_idx\` ON \`_banners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_image_pc_idx\` ON \`_banners_v\` (\`version_image_pc_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_image_mobile_idx\` ON \`_banners_v\` (\`version_image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_updated_at_idx\` ON \`_banners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_created_at_idx\` ON \`_banners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version__status_idx\` ON \`_banners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_created_at_idx\` ON \`_banners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_updated_at_idx\` ON \`_banners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_snapshot_idx\` ON \`_banners_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_published_locale_idx\` ON \`_banners_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_latest_idx\` ON \`_banners_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v_locales\` (
  	\`version_title\` text,
  	\`version_caption\` text,
  	\`version_alt\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_banners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_banners_v_locales_locale_parent_id_unique\` ON \`_banners_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text DEFAULT 'layer',
  	\`version_image_id\` integer,
  	\`version_link\` text,
  	\`version_device\` text DEFAULT 'all',
  	\`version_position_x\` numeric DEFAULT 40,
  	\`version_position_y\` numeric DEFAULT 120,
  	\`version_width\` numeric DEFAULT 400,
  	\`version_height\` numeric DEFAULT 480,
  	\`version_hide_for_hours\` numeric DEFAULT 24,
  	\`version_enabled\` integer DEFAULT true,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_parent_idx\` ON \`_popups_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_image_idx\` ON \`_popups_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_updated_at_idx\` ON \`_popups_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_created_at_idx\` ON \`_popups_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version__status_idx\` ON \`_popups_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_created_at_idx\` ON \`_popups_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_updated_at_idx\` ON \`_popups_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_snapshot_idx\` ON \`_popups_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_published_locale_idx\` ON \`_popups_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_latest_idx\` ON \`_popups_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_locales\` (
  	\`version_title\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_popups_v_locales_locale_parent_id_unique\` ON \`_popups_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await keepRows(db)
  await db.run(sql`CREATE TABLE \`__new_banners\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_pc_id\` integer,
  	\`image_mobile_id\` integer,
  	\`link\` text,
  	\`target\` text DEFAULT '_self',
  	\`enabled\` integer DEFAULT true,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_pc_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "image_pc_id", "image_mobile_id", "link", "target", "enabled", "starts_at", "ends_at", "sort_order", "updated_at", "created_at", "_status") SELECT "id", "image_pc_id", "image_mobile_id", "link", "target", "enabled", "starts_at", "ends_at", "sort_order", "updated_at", "created_at", 'published' FROM \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners\` RENAME TO \`banners\`;`)
  await db.run(sql`CREATE INDEX \`banners_image_pc_idx\` ON \`banners\` (\`image_pc_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_image_mobile_idx\` ON \`banners\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`banners__status_idx\` ON \`banners\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_banners_locales\` (
  	\`title\` text,
  	\`caption\` text,
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners_locales\`("title", "caption", "alt", "id", "_locale", "_parent_id") SELECT "title", "caption", "alt", "id", "_locale", "_parent_id" FROM \`__keep_banners_locales\`;`)
  await db.run(sql`DROP TABLE \`banners_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners_locales\` RENAME TO \`banners_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`banners_locales_locale_parent_id_unique\` ON \`banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`type\` text DEFAULT 'layer',
  	\`image_id\` integer,
  	\`link\` text,
  	\`device\` text DEFAULT 'all',
  	\`position_x\` numeric DEFAULT 40,
  	\`position_y\` numeric DEFAULT 120,
  	\`width\` numeric DEFAULT 400,
  	\`height\` numeric DEFAULT 480,
  	\`hide_for_hours\` numeric DEFAULT 24,
  	\`enabled\` integer DEFAULT true,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups\`("id", "type", "image_id", "link", "device", "position_x", "position_y", "width", "height", "hide_for_hours", "enabled", "starts_at", "ends_at", "sort_order", "updated_at", "created_at", "_status") SELECT "id", "type", "image_id", "link", "device", "position_x", "position_y", "width", "height", "hide_for_hours", "enabled", "starts_at", "ends_at", "sort_order", "updated_at", "created_at", 'published' FROM \`popups\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups\` RENAME TO \`popups\`;`)
  await db.run(sql`CREATE INDEX \`popups_image_idx\` ON \`popups\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`popups__status_idx\` ON \`popups\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups_locales\` (
  	\`title\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`__keep_popups_locales\`;`)
  await db.run(sql`DROP TABLE \`popups_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups_locales\` RENAME TO \`popups_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_locales_locale_parent_id_unique\` ON \`popups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`auth_groups\` ADD \`approval_banners\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`auth_groups\` ADD \`approval_popups\` integer DEFAULT false;`)
  await restoreSequences(db)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_banners_v\`;`)
  await db.run(sql`DROP TABLE \`_banners_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_popups_v\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_banners\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_pc_id\` integer NOT NULL,
  	\`image_mobile_id\` integer,
  	\`link\` text,
  	\`target\` text DEFAULT '_self',
  	\`enabled\` integer DEFAULT true,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_pc_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "image_pc_id", "image_mobile_id", "link", "target", "enabled", "starts_at", "ends_at", "sort_order", "updated_at", "created_at") SELECT "id", "image_pc_id", "image_mobile_id", "link", "target", "enabled", "starts_at", "ends_at", "sort_order", "updated_at", "created_at" FROM \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners\` RENAME TO \`banners\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`banners_image_pc_idx\` ON \`banners\` (\`image_pc_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_image_mobile_idx\` ON \`banners\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`type\` text DEFAULT 'layer' NOT NULL,
  	\`image_id\` integer,
  	\`link\` text,
  	\`device\` text DEFAULT 'all' NOT NULL,
  	\`position_x\` numeric DEFAULT 40,
  	\`position_y\` numeric DEFAULT 120,
  	\`width\` numeric DEFAULT 400,
  	\`height\` numeric DEFAULT 480,
  	\`hide_for_hours\` numeric DEFAULT 24 NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups\`("id", "type", "image_id", "link", "device", "position_x", "position_y", "width", "height", "hide_for_hours", "enabled", "starts_at", "ends_at", "sort_order", "updated_at", "created_at") SELECT "id", "type", "image_id", "link", "device", "position_x", "position_y", "width", "height", "hide_for_hours", "enabled", "starts_at", "ends_at", "sort_order", "updated_at", "created_at" FROM \`popups\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups\` RENAME TO \`popups\`;`)
  await db.run(sql`CREATE INDEX \`popups_image_idx\` ON \`popups\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_banners_locales\` (
  	\`title\` text NOT NULL,
  	\`caption\` text,
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners_locales\`("title", "caption", "alt", "id", "_locale", "_parent_id") SELECT "title", "caption", "alt", "id", "_locale", "_parent_id" FROM \`banners_locales\`;`)
  await db.run(sql`DROP TABLE \`banners_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners_locales\` RENAME TO \`banners_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`banners_locales_locale_parent_id_unique\` ON \`banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_popups_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_popups_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`popups_locales\`;`)
  await db.run(sql`DROP TABLE \`popups_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_popups_locales\` RENAME TO \`popups_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_locales_locale_parent_id_unique\` ON \`popups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`auth_groups\` DROP COLUMN \`approval_banners\`;`)
  await db.run(sql`ALTER TABLE \`auth_groups\` DROP COLUMN \`approval_popups\`;`)
}
