import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import type { RawDb } from '@/lib/raw-sql'
import { answerTextToRichText } from '@/modules/qna/answer-text-migration'

/**
 * Q&A answers as rich text with attachments, and the question's moderation (docs/decisions/0038-qna-answers.md).
 * Ids use AUTOINCREMENT like every table (migration ids_never_reused).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`qna_rels\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`qna\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attachments_id\`) REFERENCES \`attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`qna_rels_order_idx\` ON \`qna_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`qna_rels_parent_idx\` ON \`qna_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`qna_rels_path_idx\` ON \`qna_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`qna_rels_attachments_id_idx\` ON \`qna_rels\` (\`attachments_id\`);`)
  await db.run(sql`ALTER TABLE \`qna\` ADD \`moderation_hidden\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`qna\` ADD \`moderation_redacted_content\` text;`)
  await db.run(sql`ALTER TABLE \`qna\` ADD \`moderation_reason\` text;`)
  await db.run(sql`ALTER TABLE \`qna\` ADD \`moderation_moderated_at\` text;`)
  await db.run(sql`ALTER TABLE \`qna\` ADD \`moderation_moderated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`qna\` ADD \`answer_body\` text;`)
  await db.run(sql`CREATE INDEX \`qna_moderation_moderation_moderated_by_idx\` ON \`qna\` (\`moderation_moderated_by_id\`);`)
  await answerTextToRichText(db as unknown as RawDb, 'sqlite')
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`qna_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_qna\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`password_hash\` text NOT NULL,
  	\`is_secret\` integer DEFAULT true,
  	\`consent_version\` text NOT NULL,
  	\`consent_agreed_at\` text NOT NULL,
  	\`status\` text DEFAULT 'waiting' NOT NULL,
  	\`answer_text\` text,
  	\`answer_answered_at\` text,
  	\`answer_answered_by_id\` integer,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`qna_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`answer_answered_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_qna\`("id", "category_id", "title", "content", "name", "email", "phone", "password_hash", "is_secret", "consent_version", "consent_agreed_at", "status", "answer_text", "answer_answered_at", "answer_answered_by_id", "ip_hash", "updated_at", "created_at") SELECT "id", "category_id", "title", "content", "name", "email", "phone", "password_hash", "is_secret", "consent_version", "consent_agreed_at", "status", "answer_text", "answer_answered_at", "answer_answered_by_id", "ip_hash", "updated_at", "created_at" FROM \`qna\`;`)
  await db.run(sql`DROP TABLE \`qna\`;`)
  await db.run(sql`ALTER TABLE \`__new_qna\` RENAME TO \`qna\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`qna_category_idx\` ON \`qna\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`qna_status_idx\` ON \`qna\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`qna_answer_answer_answered_by_idx\` ON \`qna\` (\`answer_answered_by_id\`);`)
  await db.run(sql`CREATE INDEX \`qna_updated_at_idx\` ON \`qna\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`qna_created_at_idx\` ON \`qna\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`qna\` (\`status\`,\`created_at\`);`)
}
