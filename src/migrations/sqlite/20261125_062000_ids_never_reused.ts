import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * SQLite hands the id of the newest row out again once that row is deleted (`integer PRIMARY KEY` without
 * AUTOINCREMENT), so a link, bookmark or unlock kept for a deleted post could open the next post written. Every table
 * whose id is `integer PRIMARY KEY` becomes `INTEGER PRIMARY KEY AUTOINCREMENT`; PostgreSQL's serial ids are never
 * reused, so its schema stays as it is.
 *
 * SQLite cannot change a primary key in place: each table is created anew, filled, and takes the old one's name.
 * Payload runs a migration in a transaction, where foreign keys cannot be switched off, and dropping a table deletes
 * its rows first, which would cascade into (or null out) the rows of the tables referring to it. So the tables
 * referring to a rebuilt table, directly or through others, are rebuilt with it: the new tables refer only to each
 * other, the old ones are dropped children first, and renaming the new ones back rewrites their references.
 * The ids, rows and indexes stay as they were; `PRAGMA foreign_key_check` must find nothing afterwards.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rebuildTables(db, 'autoincrement')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rebuildTables(db, 'plain')
}

type Db = MigrateUpArgs['db']
type Row = Record<string, unknown>

const newPrefix = '__rebuild_'
const plainId = /([`"]id[`"]\s+integer\s+PRIMARY\s+KEY)(?!\s+AUTOINCREMENT)/i
const autoincrementId = /([`"]id[`"]\s+integer\s+PRIMARY\s+KEY)\s+AUTOINCREMENT/i
const tableHeader = /^\s*CREATE\s+TABLE\s+(?:`[^`]+`|"[^"]+"|\[[^\]]+\]|[\w$]+)/i
const references = /\bREFERENCES\s+(?:`([^`]+)`|"([^"]+)"|\[([^\]]+)\]|([\w$]+))/gi

const quote = (name: string) => `\`${name.replaceAll('`', '``')}\``
const all = (db: Db, query: string) => db.all(sql.raw(query)) as Promise<Row[]>
const run = (db: Db, query: string) => db.run(sql.raw(query))

async function rebuildTables(db: Db, to: 'autoincrement' | 'plain') {
  const tables = new Map(
    (await all(db, `SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'`)).map(
      (r) => [String(r.name), String(r.sql)],
    ),
  )
  const idRule = to === 'autoincrement' ? plainId : autoincrementId
  const changed = new Set([...tables].filter(([, ddl]) => idRule.test(ddl)).map(([name]) => name))
  if (changed.size === 0) return

  const parentsOf = new Map<string, Set<string>>()
  for (const name of tables.keys()) {
    const keys = await all(db, `SELECT "table" AS parent FROM pragma_foreign_key_list(${sqlString(name)})`)
    parentsOf.set(name, new Set(keys.map((k) => String(k.parent))))
  }
  const rebuilt = withReferringTables(changed, parentsOf)

  const triggersOrViews = await all(
    db,
    `SELECT name FROM sqlite_schema WHERE type IN ('trigger', 'view') AND tbl_name IN (${[...rebuilt].map(sqlString).join(', ')})`,
  )
  if (triggersOrViews.length) {
    throw new Error(`ids_never_reused: triggers or views on rebuilt tables: ${triggersOrViews.map((r) => r.name)}`)
  }
  const indexes = await all(
    db,
    `SELECT sql FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${[...rebuilt].map(sqlString).join(', ')})`,
  )

  // The copies are filled before the old rows go; checking references at the end spares ordering the inserts.
  await run(db, 'PRAGMA defer_foreign_keys = ON')
  // Renaming must carry references along (the default since SQLite 3.26).
  await run(db, 'PRAGMA legacy_alter_table = OFF')
  // All new tables exist before any is filled: an insert looks up the tables its references name.
  for (const name of rebuilt) {
    await run(db, newTableSql(tables.get(name) as string, name, rebuilt, changed.has(name) ? to : null))
  }
  for (const name of rebuilt) {
    const columns = (await all(db, `SELECT name FROM pragma_table_info(${sqlString(name)})`))
      .map((c) => quote(String(c.name)))
      .join(', ')
    await run(db, `INSERT INTO ${quote(newPrefix + name)} (${columns}) SELECT ${columns} FROM ${quote(name)}`)
  }
  for (const name of childrenFirst(rebuilt, parentsOf)) await run(db, `DROP TABLE ${quote(name)}`)
  for (const name of rebuilt) await run(db, `ALTER TABLE ${quote(newPrefix + name)} RENAME TO ${quote(name)}`)
  for (const index of indexes) await run(db, String(index.sql))
  // A plain table keeps no high-water mark; a stale one would only confuse a later migration.
  if (to === 'plain') await run(db, `DELETE FROM sqlite_sequence WHERE name IN (${[...changed].map(sqlString).join(', ')})`)

  const broken = await all(db, 'PRAGMA foreign_key_check')
  if (broken.length) throw new Error(`ids_never_reused: broken references after the rebuild: ${JSON.stringify(broken)}`)
  const left = await all(db, `SELECT name FROM sqlite_schema WHERE name LIKE '${newPrefix.replaceAll('_', '\\_')}%' ESCAPE '\\'`)
  if (left.length) throw new Error(`ids_never_reused: tables left behind: ${left.map((r) => r.name)}`)
}

/** The changed tables and every table referring to one of them, directly or through another such table. */
function withReferringTables(changed: Set<string>, parentsOf: Map<string, Set<string>>): Set<string> {
  const result = new Set(changed)
  let grew = true
  while (grew) {
    grew = false
    for (const [name, parents] of parentsOf) {
      if (!result.has(name) && [...parents].some((p) => result.has(p))) {
        result.add(name)
        grew = true
      }
    }
  }
  return result
}

/** Drop order: a table goes only once no other remaining table refers to it, so no drop cascades into live rows. */
function childrenFirst(tables: Set<string>, parentsOf: Map<string, Set<string>>): string[] {
  const remaining = new Set(tables)
  const order: string[] = []
  while (remaining.size) {
    const referred = new Set<string>()
    for (const name of remaining) {
      for (const parent of parentsOf.get(name) ?? []) if (parent !== name) referred.add(parent)
    }
    const free = [...remaining].filter((name) => !referred.has(name))
    // A cycle of references: its tables go in any order; a broken reference would fail the transaction.
    const next = free.length ? free : [remaining.values().next().value as string]
    for (const name of next) {
      remaining.delete(name)
      order.push(name)
    }
  }
  return order
}

function newTableSql(ddl: string, name: string, rebuilt: Set<string>, to: 'autoincrement' | 'plain' | null): string {
  if (!tableHeader.test(ddl)) throw new Error(`ids_never_reused: cannot read the definition of ${name}`)
  let result = ddl.replace(tableHeader, `CREATE TABLE ${quote(newPrefix + name)}`)
  result = result.replace(references, (whole, ...names: Array<string | undefined>) => {
    const parent = names.slice(0, 4).find((n) => n !== undefined) as string
    return rebuilt.has(parent) ? `REFERENCES ${quote(newPrefix + parent)}` : whole
  })
  if (to === 'autoincrement') result = result.replace(plainId, '$1 AUTOINCREMENT')
  if (to === 'plain') result = result.replace(autoincrementId, '$1')
  return result
}

const sqlString = (value: string) => `'${value.replaceAll("'", "''")}'`
