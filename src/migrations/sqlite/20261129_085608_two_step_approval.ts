import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`auth_groups\` ADD \`approval_two_step\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`approval_requests\` ADD \`two_step\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`approval_requests\` ADD \`first_approved_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`approval_requests\` ADD \`first_approved_at\` text;`)
  await db.run(sql`ALTER TABLE \`approval_requests\` ADD \`first_reason\` text;`)
  await db.run(sql`ALTER TABLE \`approval_requests\` ADD \`final_approver_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`approval_requests_first_approved_by_idx\` ON \`approval_requests\` (\`first_approved_by_id\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_final_approver_idx\` ON \`approval_requests\` (\`final_approver_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_approval_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`menu\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`target_collection\` text NOT NULL,
  	\`target_id\` numeric NOT NULL,
  	\`board_seq\` numeric,
  	\`action\` text DEFAULT 'publish' NOT NULL,
  	\`request_note\` text,
  	\`language\` text DEFAULT 'ko' NOT NULL,
  	\`requested_by_id\` integer,
  	\`requested_at\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`decided_by_id\` integer,
  	\`decided_at\` text,
  	\`reason\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`requested_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`decided_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_approval_requests\`("id", "menu", "title", "target_collection", "target_id", "board_seq", "action", "request_note", "language", "requested_by_id", "requested_at", "status", "decided_by_id", "decided_at", "reason", "updated_at", "created_at") SELECT "id", "menu", "title", "target_collection", "target_id", "board_seq", "action", "request_note", "language", "requested_by_id", "requested_at", "status", "decided_by_id", "decided_at", "reason", "updated_at", "created_at" FROM \`approval_requests\`;`)
  await db.run(sql`DROP TABLE \`approval_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_approval_requests\` RENAME TO \`approval_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`approval_requests_target_collection_idx\` ON \`approval_requests\` (\`target_collection\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_target_id_idx\` ON \`approval_requests\` (\`target_id\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_board_seq_idx\` ON \`approval_requests\` (\`board_seq\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_requested_by_idx\` ON \`approval_requests\` (\`requested_by_id\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_requested_at_idx\` ON \`approval_requests\` (\`requested_at\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_status_idx\` ON \`approval_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_decided_by_idx\` ON \`approval_requests\` (\`decided_by_id\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_updated_at_idx\` ON \`approval_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`approval_requests_created_at_idx\` ON \`approval_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`auth_groups\` DROP COLUMN \`approval_two_step\`;`)
}
