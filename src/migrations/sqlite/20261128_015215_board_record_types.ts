import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`boards_record_types\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`boards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`boards_record_types_order_idx\` ON \`boards_record_types\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`boards_record_types_parent_id_idx\` ON \`boards_record_types\` (\`_parent_id\`);`)
  // 구분 was free text: every value a post already carries joins its board's list, so no record loses its 구분
  // and the list's filter keeps offering it.
  await db.run(sql`INSERT INTO \`boards_record_types\` (\`_order\`, \`_parent_id\`, \`id\`, \`name\`)
  SELECT ROW_NUMBER() OVER (PARTITION BY b.\`id\` ORDER BY p.\`name\`), b.\`id\`, lower(hex(randomblob(12))), p.\`name\`
  FROM (SELECT DISTINCT \`board_seq\` AS \`seq\`, \`performance_record_type\` AS \`name\` FROM \`posts\`
    WHERE \`performance_record_type\` IS NOT NULL AND \`performance_record_type\` <> '') p
  JOIN \`boards\` b ON b.\`board_setting_seq\` = p.\`seq\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`boards_record_types\`;`)
}
