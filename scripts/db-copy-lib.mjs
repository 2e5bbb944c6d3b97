// The parts of `npm run db:copy-to-postgres` that need no database: arguments, the checks made before anything is
// touched, and how a SQLite value becomes a PostgreSQL one. scripts/db-copy-to-postgres.mjs does the copying.
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs'
import path from 'node:path'

/** A refusal: the command stops with exit code 2 and this one line, before anything in the target is changed. */
export class Refusal extends Error {}

export const usage =
  'usage: DATABASE_URL=postgres://… npm run db:copy-to-postgres -- --from file:/path/to/site.db [--replace]'

/** `--from file:/path` (or a bare path) and `--replace`; anything else is refused with the usage line. */
export function parseArgs(argv) {
  let from
  let replace = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--') continue
    if (arg === '--replace') replace = true
    else if (arg === '--from' && argv[i + 1] !== undefined) from = argv[++i]
    else if (arg.startsWith('--from=')) from = arg.slice('--from='.length)
    else throw new Refusal(`unknown argument "${arg}"; ${usage}`)
  }
  if (!from) throw new Refusal(usage)
  return { from: path.resolve(from.replace(/^file:(\/\/)?/, '')), replace }
}

/** Every SQLite 3 database file starts with this header (sqlite.org/fileformat.html). */
const sqliteHeader = Buffer.from('SQLite format 3\0', 'latin1')

/** Refuses a source that is not an existing SQLite database file, before a client could create an empty one. */
export function checkSqliteFile(file) {
  if (!existsSync(file) || !statSync(file).isFile()) throw new Refusal(`the source ${file} does not exist`)
  const head = Buffer.alloc(sqliteHeader.length)
  const fd = openSync(file, 'r')
  try {
    readSync(fd, head, 0, head.length, 0)
  } finally {
    closeSync(fd)
  }
  if (!head.equals(sqliteHeader)) throw new Refusal(`the source ${file} is not a SQLite database file`)
}

/** The migrations this version of the site has for a dialect (the files `npm run migrate` applies). */
export function codeMigrations(root, dialect) {
  return readdirSync(path.join(root, 'src/migrations', dialect))
    .filter((file) => /^\d{8}_\d{6}_\w+\.ts$/.test(file))
    .map((file) => file.slice(0, -3))
    .sort()
}

/**
 * Each dialect has its own migration files (same changes, other names and timestamps), so "the same schema" means:
 * both databases have applied exactly this version's migrations of their dialect. Returns what is wrong, or null.
 */
export function migrationProblem(applied, expected) {
  const done = new Set(applied.filter((name) => name !== 'dev'))
  const missing = expected.filter((name) => !done.has(name))
  const unknown = [...done].filter((name) => !expected.includes(name))
  if (unknown.length) return `it has migrations this version of the site does not know (${unknown.join(', ')})`
  if (missing.length) return `it lacks ${missing.length} migration(s) of this version (${missing.join(', ')})`
  return null
}

/**
 * A SQLite value as the parameter for a column of this PostgreSQL type (`format_type`); the statement casts it
 * explicitly, so text reaches enum, json and timestamp columns. SQLite keeps booleans as 0/1, dates as ISO text and
 * JSON as text; integers arrive as bigint so no id loses precision.
 */
export function convertValue(value, pgType) {
  if (value === null || value === undefined) return null
  if (pgType === 'boolean') {
    if (typeof value === 'bigint') return value !== 0n
    if (typeof value === 'number') return value !== 0
    if (typeof value === 'string') return value === '1' || value.toLowerCase() === 'true'
    return Boolean(value)
  }
  if (/^timestamp|^date$/.test(pgType) && (typeof value === 'bigint' || typeof value === 'number')) {
    // Payload writes dates as ISO text; a number would be milliseconds since 1970 (drizzle's timestamp_ms).
    return new Date(Number(value)).toISOString()
  }
  if (pgType === 'bytea') return value instanceof ArrayBuffer ? Buffer.from(value) : value
  if (typeof value === 'bigint') return value.toString()
  if (value instanceof ArrayBuffer) return Buffer.from(value).toString('utf8')
  if (typeof value === 'number') return String(value)
  return value
}

/** PostgreSQL takes at most 65,535 parameters in one statement; 500 rows at a time unless the table is wide. */
export const rowsPerInsert = (columns) => Math.max(1, Math.min(500, Math.floor(60_000 / Math.max(1, columns))))

export const quoteIdent = (name) => `"${String(name).replaceAll('"', '""')}"`
