// `DATABASE_URL=postgres://… npm run db:copy-to-postgres -- --from file:/path/to/site.db [--replace]`: copies a SQLite
// site's content into the PostgreSQL database of DATABASE_URL, for a site that moves to several servers
// (docs/deployment.md, "Moving from SQLite to PostgreSQL"). `npm run restore` cannot do it: a backup is one dialect's
// own dump.
//
// Both schemas come from this version's migrations (same tables and columns, one migration folder per dialect), so
// the copy is table by table and column by column by name. Refused with exit 2 and nothing changed when the source is
// not a SQLite file, the target is not PostgreSQL, either database is not at exactly this version's migrations (the
// target's are applied by `npm run migrate`, never by this command, so it only ever writes rows), or the target
// already holds rows and --replace is not given. The copy is one PostgreSQL transaction, read from one SQLite read
// transaction: on any error nothing is kept. Uploads are files, not rows: they stay where they are.
import './load-env.mjs'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { env } from '../src/lib/env.ts'
import {
  checkSqliteFile,
  codeMigrations,
  convertValue,
  migrationProblem,
  parseArgs,
  quoteIdent,
  Refusal,
  rowsPerInsert,
} from './db-copy-lib.mjs'
import { root } from './lib.mjs'

const started = performance.now()
const migrationsTable = 'payload_migrations'

/** The target's address for messages, without its password. */
function targetName(url) {
  try {
    const parsed = new URL(url)
    return `postgres://${parsed.host}${parsed.pathname}`
  } catch {
    return 'the PostgreSQL database of DATABASE_URL'
  }
}

/** The names of the migrations a database has applied; a database without the table is refused with `refusal`. */
async function appliedMigrations(query, refusal) {
  try {
    return await query()
  } catch {
    throw new Refusal(refusal)
  }
}

/** Every column of every table of the target's schema with its exact type, generated columns left out. */
async function targetColumns(client) {
  const { rows } = await client.query(`
    SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
           pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS sequence
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0
       AND NOT a.attisdropped AND a.attgenerated = ''`)
  const tables = new Map()
  for (const row of rows) {
    if (!tables.has(row.table)) tables.set(row.table, new Map())
    tables.get(row.table).set(row.column, { type: row.type, sequence: row.sequence })
  }
  return tables
}

/**
 * The columns a table is read in order by, page after page without OFFSET: its rowid, or for a WITHOUT ROWID table
 * (the board search grams) its primary key.
 */
async function pageKey(source, table) {
  const { rows } = await source.execute({ sql: `SELECT sql FROM sqlite_master WHERE name = ?`, args: [table] })
  if (!/\bWITHOUT\s+ROWID\b/i.test(String(rows[0]?.[0] ?? ''))) return ['rowid']
  const pk = await source.execute({
    sql: `SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk`,
    args: [table],
  })
  return pk.rows.map((r) => String(r[0]))
}

async function copyTable({ source, target, table, columns, types }) {
  const list = columns.map(quoteIdent).join(', ')
  const keys = await pageKey(source, table)
  const keyList = keys.map((k) => (k === 'rowid' ? k : quoteIdent(k))).join(', ')
  const perInsert = rowsPerInsert(columns.length)
  let copied = 0
  let after = null
  for (;;) {
    const page = await source.execute({
      sql: `SELECT ${keyList}, ${list} FROM ${quoteIdent(table)}${after ? ` WHERE (${keyList}) > (${keys.map(() => '?').join(', ')})` : ''} ORDER BY ${keyList} LIMIT ?`,
      args: [...(after ?? []), perInsert],
    })
    if (page.rows.length === 0) break
    const values = []
    const tuples = page.rows.map((row) => {
      const placeholders = columns.map((_, i) => {
        values.push(convertValue(row[keys.length + i], types[i]))
        return `$${values.length}::${types[i]}`
      })
      return `(${placeholders.join(', ')})`
    })
    await target.query(`INSERT INTO ${quoteIdent(table)} (${list}) VALUES ${tuples.join(', ')}`, values)
    copied += page.rows.length
    const last = page.rows.at(-1)
    after = keys.map((_, i) => last[i])
    if (page.rows.length < perInsert) break
  }
  return copied
}

async function main(options) {
  checkSqliteFile(options.from)
  if (env.databaseDialect !== 'postgres') {
    throw new Refusal(
      'the target DATABASE_URL is not a postgres:// database; set it to the PostgreSQL database to fill',
    )
  }
  const sqlite = createClient({ url: `file:${options.from}`, intMode: 'bigint' })
  const target = new pg.Client({ connectionString: env.databaseUrl })
  const where = targetName(env.databaseUrl)
  try {
    const sourceApplied = await appliedMigrations(
      async () => (await sqlite.execute(`SELECT name FROM ${migrationsTable}`)).rows.map((r) => String(r[0])),
      `the source ${options.from} has no ${migrationsTable} table: it is not a database of this site`,
    )
    const sourceProblem = migrationProblem(sourceApplied, codeMigrations(root, 'sqlite'))
    if (sourceProblem) {
      throw new Refusal(
        `the source is not at this version's migrations: ${sourceProblem}; run DATABASE_URL=file:${options.from} npm run migrate with this version first`,
      )
    }
    try {
      await target.connect()
    } catch (error) {
      throw new Refusal(`cannot connect to ${where}: ${error.message || error.code || error}`)
    }
    const targetApplied = await appliedMigrations(
      async () => (await target.query(`SELECT name FROM ${migrationsTable}`)).rows.map((r) => r.name),
      `the target ${where} has no tables yet: create them first with npm run migrate (same DATABASE_URL)`,
    )
    const targetProblem = migrationProblem(targetApplied, codeMigrations(root, 'postgres'))
    if (targetProblem) {
      throw new Refusal(
        `the target ${where} is not at this version's migrations: ${targetProblem}; run npm run migrate (same DATABASE_URL) with this version first`,
      )
    }

    const columnsOf = await targetColumns(target)
    const targetTables = [...columnsOf.keys()].filter((t) => t !== migrationsTable).sort()
    const filled = []
    for (const table of targetTables) {
      const { rows } = await target.query(`SELECT EXISTS (SELECT 1 FROM ${quoteIdent(table)}) AS filled`)
      if (rows[0].filled) filled.push(table)
    }
    if (filled.length && !options.replace) {
      // Named by what an operator recognises first: accounts and posts, then how many other tables hold rows.
      const counted = []
      for (const table of ['users', 'posts'].filter((t) => filled.includes(t))) {
        const { rows } = await target.query(`SELECT COUNT(*) AS n FROM ${quoteIdent(table)}`)
        counted.push(`${rows[0].n} ${table}`)
      }
      const others = filled.length - counted.length
      const held = [...counted, ...(others ? [`rows in ${others} other table(s)`] : [])].join(', ')
      throw new Refusal(
        `the target ${where} already holds content (${held}); nothing was changed. Add --replace to replace it with the source`,
      )
    }

    const read = await sqlite.transaction('read')
    try {
      const sourceTables = (
        await read.execute(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name != '${migrationsTable}' ORDER BY name`,
        )
      ).rows.map((r) => String(r[0]))
      const skipped = sourceTables.filter((t) => !columnsOf.has(t))
      const tables = sourceTables.filter((t) => columnsOf.has(t))
      // AUTOINCREMENT's high-water marks: the ids of deleted rows must not be handed out again on PostgreSQL either.
      const highWater = new Map()
      const hasSequences = await read.execute(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`)
      if (hasSequences.rows.length) {
        for (const row of (await read.execute('SELECT name, seq FROM sqlite_sequence')).rows)
          highWater.set(String(row[0]), BigInt(row[1] ?? 0))
      }

      console.log(`Copying ${options.from} into ${where}${options.replace ? ' (replacing its content)' : ''}`)
      await target.query('BEGIN')
      try {
        if (options.replace) {
          await target.query(`TRUNCATE ${targetTables.map(quoteIdent).join(', ')} RESTART IDENTITY CASCADE`)
        }
        // Payload's foreign keys are not deferrable. Today's schema has an insertion order that satisfies them, but
        // a self-reference or two collections referring to each other would leave none; so they are dropped for the
        // copy and added back before COMMIT, which checks every row at once. That needs the role that owns the tables
        // (the one `npm run migrate` used), not a superuser.
        const { rows: foreignKeys } = await target.query(`
          SELECT con.conname AS name, cls.relname AS table, pg_get_constraintdef(con.oid) AS definition
            FROM pg_constraint con
            JOIN pg_class cls ON cls.oid = con.conrelid
           WHERE con.contype = 'f' AND con.connamespace = current_schema()::regnamespace`)
        for (const fk of foreignKeys) {
          await target.query(`ALTER TABLE ${quoteIdent(fk.table)} DROP CONSTRAINT ${quoteIdent(fk.name)}`)
        }

        let total = 0
        const counts = []
        for (const table of tables) {
          try {
            const targetCols = columnsOf.get(table)
            const sourceCols = (
              await read.execute(`SELECT name FROM pragma_table_info('${table.replaceAll("'", "''")}')`)
            ).rows.map((r) => String(r[0]))
            const columns = sourceCols.filter((c) => targetCols.has(c))
            const types = columns.map((c) => targetCols.get(c).type)
            const copied = await copyTable({ source: read, target, table, columns, types })
            for (const [column, { sequence }] of targetCols) {
              if (!sequence) continue
              const floor = highWater.get(table) ?? 0n
              await target.query(
                `SELECT setval($1, GREATEST((SELECT MAX(${quoteIdent(column)}) FROM ${quoteIdent(table)}), $2::bigint, 0) + 1, false)`,
                [sequence, floor.toString()],
              )
            }
            counts.push([table, copied])
            total += copied
          } catch (error) {
            throw new Error(`table ${table}: ${error.message}`)
          }
        }
        for (const fk of foreignKeys) {
          try {
            await target.query(
              `ALTER TABLE ${quoteIdent(fk.table)} ADD CONSTRAINT ${quoteIdent(fk.name)} ${fk.definition}`,
            )
          } catch (error) {
            throw new Error(`table ${fk.table}: ${error.message}${error.detail ? ` (${error.detail})` : ''}`)
          }
        }
        // Read back inside the transaction: what is committed is exactly what was counted.
        for (const [table] of counts) {
          const [{ n: expected }] = (await read.execute(`SELECT COUNT(*) AS n FROM ${quoteIdent(table)}`)).rows
          const { rows } = await target.query(`SELECT COUNT(*) AS n FROM ${quoteIdent(table)}`)
          if (BigInt(rows[0].n) !== BigInt(expected)) {
            throw new Error(`table ${table}: ${rows[0].n} rows in PostgreSQL, ${expected} in SQLite`)
          }
        }
        await target.query('COMMIT')

        const width = Math.max(...counts.map(([t]) => t.length), 5)
        for (const [table, copied] of counts) console.log(`  ${table.padEnd(width)} ${String(copied).padStart(9)} rows`)
        for (const table of skipped) console.log(`  ${table.padEnd(width)}  skipped: no such table in PostgreSQL`)
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        console.log(
          `Copied ${total} rows of ${counts.length} tables in ${seconds} s; every table's row count matches the source.`,
        )
        console.log(
          'Uploads were not touched: they stay in DATA_DIR (media/, attachments/) or in the bucket; point the new servers at them (docs/deployment.md).',
        )
      } catch (error) {
        await target.query('ROLLBACK').catch(() => {})
        throw error
      }
    } finally {
      read.close()
    }
  } finally {
    sqlite.close()
    await target.end().catch(() => {})
  }
}

let options
try {
  options = parseArgs(process.argv.slice(2))
  await main(options)
} catch (error) {
  if (error instanceof Refusal) {
    console.error(`✖ db:copy-to-postgres refused: ${error.message}`)
    process.exitCode = 2
  } else {
    console.error(`✖ db:copy-to-postgres failed, nothing was changed in the target: ${error?.message ?? error}`)
    process.exitCode = 1
  }
}
