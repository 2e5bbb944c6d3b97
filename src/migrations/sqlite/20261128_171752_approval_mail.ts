import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * The job that mails 게시 승인 requests and decisions (src/modules/approval/mail-task.ts). PostgreSQL adds the task to
 * its enum types; SQLite stores a job's task as plain text, so nothing changes here. The migration exists so both
 * dialects have one migration per change of the schema (db:copy-to-postgres compares the databases' migrations).
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
