import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * 인증 현황 and 진위확인: certificates, the verification log and the 인증 현황 permission area (issue 36).
 * Ids use AUTOINCREMENT like every table (migration ids_never_reused).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`certificates\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`number\` text NOT NULL,
  	\`scheme\` text NOT NULL,
  	\`stage\` text DEFAULT 'main' NOT NULL,
  	\`grade\` text,
  	\`building_name\` text NOT NULL,
  	\`road_address\` text NOT NULL,
  	\`sido\` text NOT NULL,
  	\`sigungu\` text NOT NULL,
  	\`use\` text NOT NULL,
  	\`floor_area\` numeric,
  	\`issued_on\` text NOT NULL,
  	\`valid_until\` text,
  	\`status\` text DEFAULT 'valid' NOT NULL,
  	\`status_date\` text,
  	\`replaced_by_id\` integer,
  	\`published\` integer DEFAULT true,
  	\`private_house\` integer DEFAULT false,
  	\`code\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`replaced_by_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_number_idx\` ON \`certificates\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`certificates_scheme_idx\` ON \`certificates\` (\`scheme\`);`)
  await db.run(sql`CREATE INDEX \`certificates_grade_idx\` ON \`certificates\` (\`grade\`);`)
  await db.run(sql`CREATE INDEX \`certificates_building_name_idx\` ON \`certificates\` (\`building_name\`);`)
  await db.run(sql`CREATE INDEX \`certificates_sido_idx\` ON \`certificates\` (\`sido\`);`)
  await db.run(sql`CREATE INDEX \`certificates_sigungu_idx\` ON \`certificates\` (\`sigungu\`);`)
  await db.run(sql`CREATE INDEX \`certificates_use_idx\` ON \`certificates\` (\`use\`);`)
  await db.run(sql`CREATE INDEX \`certificates_issued_on_idx\` ON \`certificates\` (\`issued_on\`);`)
  await db.run(sql`CREATE INDEX \`certificates_valid_until_idx\` ON \`certificates\` (\`valid_until\`);`)
  await db.run(sql`CREATE INDEX \`certificates_status_idx\` ON \`certificates\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`certificates_replaced_by_idx\` ON \`certificates\` (\`replaced_by_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_published_idx\` ON \`certificates\` (\`published\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_code_idx\` ON \`certificates\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`certificates_updated_at_idx\` ON \`certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_created_at_idx\` ON \`certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`certificate_checks\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`way\` text NOT NULL,
  	\`result\` text NOT NULL,
  	\`certificate_id\` integer,
  	\`address_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`certificate_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`certificate_checks_result_idx\` ON \`certificate_checks\` (\`result\`);`)
  await db.run(sql`CREATE INDEX \`certificate_checks_certificate_idx\` ON \`certificate_checks\` (\`certificate_id\`);`)
  await db.run(sql`CREATE INDEX \`certificate_checks_address_hash_idx\` ON \`certificate_checks\` (\`address_hash\`);`)
  await db.run(sql`CREATE INDEX \`certificate_checks_updated_at_idx\` ON \`certificate_checks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificate_checks_created_at_idx\` ON \`certificate_checks\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`auth_groups\` ADD \`permissions_certificates_read\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`auth_groups\` ADD \`permissions_certificates_write\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`auth_groups\` ADD \`permissions_certificates_delete\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`certificates_id\` integer REFERENCES certificates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`certificate_checks_id\` integer REFERENCES certificate_checks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificate_checks_id_idx\` ON \`payload_locked_documents_rels\` (\`certificate_checks_id\`);`)
  // The two default groups that manage content get the new area, as a fresh install's seed gives it to them.
  await db.run(sql`UPDATE \`auth_groups\` SET \`permissions_certificates_read\` = 1, \`permissions_certificates_write\` = 1, \`permissions_certificates_delete\` = 1 WHERE \`auth_group_seq\` IN (1, 2);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`certificates\`;`)
  await db.run(sql`DROP TABLE \`certificate_checks\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`boards_id\` integer,
  	\`attachments_id\` integer,
  	\`posts_id\` integer,
  	\`qna_id\` integer,
  	\`qna_categories_id\` integer,
  	\`banners_id\` integer,
  	\`popups_id\` integer,
  	\`subscribers_id\` integer,
  	\`newsletter_sends_id\` integer,
  	\`newsletter_deliveries_id\` integer,
  	\`users_id\` integer,
  	\`auth_groups_id\` integer,
  	\`audit_logs_id\` integer,
  	\`approval_requests_id\` integer,
  	\`deletion_records_id\` integer,
  	\`pages_id\` integer,
  	\`page_reviews_id\` integer,
  	\`page_ratings_id\` integer,
  	\`media_id\` integer,
  	\`refresh_tokens_id\` integer,
  	\`captcha_solutions_id\` integer,
  	\`rate_limits_id\` integer,
  	\`page_rating_stamps_id\` integer,
  	\`cache_invalidations_id\` integer,
  	\`visit_counts_id\` integer,
  	\`visit_salts_id\` integer,
  	\`visit_stamps_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`boards_id\`) REFERENCES \`boards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attachments_id\`) REFERENCES \`attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`qna_id\`) REFERENCES \`qna\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`qna_categories_id\`) REFERENCES \`qna_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_sends_id\`) REFERENCES \`newsletter_sends\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_deliveries_id\`) REFERENCES \`newsletter_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_groups_id\`) REFERENCES \`auth_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_logs_id\`) REFERENCES \`audit_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`approval_requests_id\`) REFERENCES \`approval_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`deletion_records_id\`) REFERENCES \`deletion_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_reviews_id\`) REFERENCES \`page_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_ratings_id\`) REFERENCES \`page_ratings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`refresh_tokens_id\`) REFERENCES \`refresh_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_solutions_id\`) REFERENCES \`captcha_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_rating_stamps_id\`) REFERENCES \`page_rating_stamps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cache_invalidations_id\`) REFERENCES \`cache_invalidations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visit_counts_id\`) REFERENCES \`visit_counts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visit_salts_id\`) REFERENCES \`visit_salts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visit_stamps_id\`) REFERENCES \`visit_stamps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "boards_id", "attachments_id", "posts_id", "qna_id", "qna_categories_id", "banners_id", "popups_id", "subscribers_id", "newsletter_sends_id", "newsletter_deliveries_id", "users_id", "auth_groups_id", "audit_logs_id", "approval_requests_id", "deletion_records_id", "pages_id", "page_reviews_id", "page_ratings_id", "media_id", "refresh_tokens_id", "captcha_solutions_id", "rate_limits_id", "page_rating_stamps_id", "cache_invalidations_id", "visit_counts_id", "visit_salts_id", "visit_stamps_id") SELECT "id", "order", "parent_id", "path", "boards_id", "attachments_id", "posts_id", "qna_id", "qna_categories_id", "banners_id", "popups_id", "subscribers_id", "newsletter_sends_id", "newsletter_deliveries_id", "users_id", "auth_groups_id", "audit_logs_id", "approval_requests_id", "deletion_records_id", "pages_id", "page_reviews_id", "page_ratings_id", "media_id", "refresh_tokens_id", "captcha_solutions_id", "rate_limits_id", "page_rating_stamps_id", "cache_invalidations_id", "visit_counts_id", "visit_salts_id", "visit_stamps_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_boards_id_idx\` ON \`payload_locked_documents_rels\` (\`boards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_qna_id_idx\` ON \`payload_locked_documents_rels\` (\`qna_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_qna_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`qna_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_sends_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_sends_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_approval_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`approval_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_deletion_records_id_idx\` ON \`payload_locked_documents_rels\` (\`deletion_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`page_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_ratings_id_idx\` ON \`payload_locked_documents_rels\` (\`page_ratings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_refresh_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`refresh_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_rating_stamps_id_idx\` ON \`payload_locked_documents_rels\` (\`page_rating_stamps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cache_invalidations_id_idx\` ON \`payload_locked_documents_rels\` (\`cache_invalidations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_counts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_salts_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_salts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_stamps_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_stamps_id\`);`)
  await db.run(sql`ALTER TABLE \`auth_groups\` DROP COLUMN \`permissions_certificates_read\`;`)
  await db.run(sql`ALTER TABLE \`auth_groups\` DROP COLUMN \`permissions_certificates_write\`;`)
  await db.run(sql`ALTER TABLE \`auth_groups\` DROP COLUMN \`permissions_certificates_delete\`;`)
}
