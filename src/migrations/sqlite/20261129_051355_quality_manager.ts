import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`auth_groups\` ADD \`lead_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`auth_groups_lead_idx\` ON \`auth_groups\` (\`lead_id\`);`)
  await db.run(sql`ALTER TABLE \`page_reviews\` ADD \`escalated_for\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`quality_manager_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`site_settings_quality_manager_idx\` ON \`site_settings\` (\`quality_manager_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_auth_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`auth_group_seq\` numeric NOT NULL,
  	\`name\` text NOT NULL,
  	\`permissions_pages_read\` integer DEFAULT false,
  	\`permissions_pages_write\` integer DEFAULT false,
  	\`permissions_pages_delete\` integer DEFAULT false,
  	\`permissions_boards_read\` integer DEFAULT false,
  	\`permissions_boards_write\` integer DEFAULT false,
  	\`permissions_boards_delete\` integer DEFAULT false,
  	\`permissions_qna_read\` integer DEFAULT false,
  	\`permissions_qna_write\` integer DEFAULT false,
  	\`permissions_qna_delete\` integer DEFAULT false,
  	\`permissions_banners_read\` integer DEFAULT false,
  	\`permissions_banners_write\` integer DEFAULT false,
  	\`permissions_banners_delete\` integer DEFAULT false,
  	\`permissions_popups_read\` integer DEFAULT false,
  	\`permissions_popups_write\` integer DEFAULT false,
  	\`permissions_popups_delete\` integer DEFAULT false,
  	\`permissions_newsletters_read\` integer DEFAULT false,
  	\`permissions_newsletters_write\` integer DEFAULT false,
  	\`permissions_subscribers_read\` integer DEFAULT false,
  	\`permissions_subscribers_write\` integer DEFAULT false,
  	\`permissions_subscribers_delete\` integer DEFAULT false,
  	\`permissions_accounts_read\` integer DEFAULT false,
  	\`permissions_accounts_write\` integer DEFAULT false,
  	\`permissions_accounts_delete\` integer DEFAULT false,
  	\`permissions_audit_read\` integer DEFAULT false,
  	\`approval_approver\` integer DEFAULT false,
  	\`approval_pages\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_auth_groups\`("id", "auth_group_seq", "name", "permissions_pages_read", "permissions_pages_write", "permissions_pages_delete", "permissions_boards_read", "permissions_boards_write", "permissions_boards_delete", "permissions_qna_read", "permissions_qna_write", "permissions_qna_delete", "permissions_banners_read", "permissions_banners_write", "permissions_banners_delete", "permissions_popups_read", "permissions_popups_write", "permissions_popups_delete", "permissions_newsletters_read", "permissions_newsletters_write", "permissions_subscribers_read", "permissions_subscribers_write", "permissions_subscribers_delete", "permissions_accounts_read", "permissions_accounts_write", "permissions_accounts_delete", "permissions_audit_read", "approval_approver", "approval_pages", "updated_at", "created_at") SELECT "id", "auth_group_seq", "name", "permissions_pages_read", "permissions_pages_write", "permissions_pages_delete", "permissions_boards_read", "permissions_boards_write", "permissions_boards_delete", "permissions_qna_read", "permissions_qna_write", "permissions_qna_delete", "permissions_banners_read", "permissions_banners_write", "permissions_banners_delete", "permissions_popups_read", "permissions_popups_write", "permissions_popups_delete", "permissions_newsletters_read", "permissions_newsletters_write", "permissions_subscribers_read", "permissions_subscribers_write", "permissions_subscribers_delete", "permissions_accounts_read", "permissions_accounts_write", "permissions_accounts_delete", "permissions_audit_read", "approval_approver", "approval_pages", "updated_at", "created_at" FROM \`auth_groups\`;`)
  await db.run(sql`DROP TABLE \`auth_groups\`;`)
  await db.run(sql`ALTER TABLE \`__new_auth_groups\` RENAME TO \`auth_groups\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`auth_groups_auth_group_seq_idx\` ON \`auth_groups\` (\`auth_group_seq\`);`)
  await db.run(sql`CREATE INDEX \`auth_groups_updated_at_idx\` ON \`auth_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`auth_groups_created_at_idx\` ON \`auth_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text DEFAULT '녹색기후기술원' NOT NULL,
  	\`site_name_en\` text DEFAULT 'Green Climate Technology Institute',
  	\`description\` text,
  	\`company_email_domain\` text,
  	\`representative\` text,
  	\`business_number\` text,
  	\`postal_code\` text,
  	\`address\` text,
  	\`address_en\` text,
  	\`phone\` text,
  	\`fax\` text,
  	\`email\` text,
  	\`hours\` text,
  	\`hours_en\` text,
  	\`map_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`map_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "site_name", "site_name_en", "description", "company_email_domain", "representative", "business_number", "postal_code", "address", "address_en", "phone", "fax", "email", "hours", "hours_en", "map_image_id", "updated_at", "created_at") SELECT "id", "site_name", "site_name_en", "description", "company_email_domain", "representative", "business_number", "postal_code", "address", "address_en", "phone", "fax", "email", "hours", "hours_en", "map_image_id", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_map_image_idx\` ON \`site_settings\` (\`map_image_id\`);`)
  await db.run(sql`ALTER TABLE \`page_reviews\` DROP COLUMN \`escalated_for\`;`)
}
