// No 'server-only': the Payload config (and so the CLI) loads this through src/lib/database.ts.
import Database from 'libsql'

/**
 * SQLite statements compiled once per connection instead of on every query.
 *
 * `@libsql/client` (the SQLite client of Payload's adapter) runs each statement as `db.prepare(sql)` on its private
 * connection and drops the result, so SQLite parses and plans the same text again on every call: the largest single
 * cost of a query's own work in a render's profile. The driver's statements are reusable (they reset themselves on
 * the next run, and the client sets `safeIntegers(true)` and `raw()` on every use before it runs one), so keeping the
 * last statements of each connection is enough. Each connection keeps its own, and a connection's statements go
 * with it: a transaction runs on a connection of its own, which is dropped after it.
 *
 * This depends on the client calling the driver's `prepare` for every statement (its `executeStmt`, 0.14):
 * tests/unit/libsql-statement-reuse.test.ts fails loudly if an upgrade stops reusing them or changes a result.
 */

/**
 * Statements that are not kept. SQLite recompiles a kept statement by itself when the schema changes, but the client
 * reads a statement's column names before it runs it, so a result whose columns come from a `*` (`SELECT *`,
 * `SELECT t.*`, `, t.*`, `RETURNING *`) would keep the names of the moment it was first compiled while its rows
 * gain a migration's new column. A `*` inside a subquery (`(select * from …)`, how drizzle reads a document's
 * relations) does not name the result's columns and is kept, and so is `count(*)`. A schema change made on the
 * connection itself also drops what it kept.
 */
const expandsColumns =
  /^\s*select\s+(?:distinct\s+)?(?:(?:"[^"]+"|\w+)\.)?\*|,\s*(?:(?:"[^"]+"|\w+)\.)?\*|\breturning\s+\*/i
const changesSchema = /^\s*(?:create|alter|drop)\b/i

/** Distinct statements kept per connection: Payload's queries per collection and shape, with room to spare. */
const perConnection = 256

type Connection = InstanceType<typeof Database>
type Statement = ReturnType<Connection['prepare']>
type Prepare = (this: Connection, sql: string) => Statement

const reused = Symbol.for('green-institute.libsql-statement-reuse')
const prototype = Database.prototype as unknown as { prepare: Prepare; [reused]?: Stats }

type Stats = { compiled: number; reused: number }

/** Makes every libsql connection of this process keep its compiled statements. Safe to call more than once. */
export function reusePreparedStatements(): void {
  if (prototype[reused]) return
  const stats: Stats = { compiled: 0, reused: 0 }
  prototype[reused] = stats
  const compile = prototype.prepare
  const kept = new WeakMap<Connection, Map<string, Statement>>()
  prototype.prepare = function (sql) {
    let statements = kept.get(this)
    if (!statements) {
      statements = new Map()
      kept.set(this, statements)
    }
    const known = statements.get(sql)
    if (known) {
      // Most recently used last, so the oldest is the first to go.
      statements.delete(sql)
      statements.set(sql, known)
      stats.reused++
      return known
    }
    const statement = compile.call(this, sql)
    stats.compiled++
    if (changesSchema.test(sql)) statements.clear()
    else if (!expandsColumns.test(sql)) statements.set(sql, forgottenOnFailure(statement, statements, sql))
    if (statements.size > perConnection) statements.delete(statements.keys().next().value as string)
    return statement
  }
}

/**
 * A statement whose run failed is never kept. The driver resets a statement only when it runs it next, so one that
 * stopped on an error (SQLITE_BUSY on a write) could stay open in the cache with the connection's read snapshot, and
 * every later BEGIN on that connection failed with SQLITE_BUSY_SNAPSHOT until the process restarted. Dropped, the
 * driver finalizes it when it is collected (and the client replaces the connection, src/lib/sqlite-client.ts).
 */
function forgottenOnFailure(statement: Statement, statements: Map<string, Statement>, sql: string): Statement {
  const target = statement as unknown as Record<string, (...args: unknown[]) => unknown>
  for (const name of ['run', 'all', 'get', 'iterate']) {
    const method = target[name]
    if (typeof method !== 'function') continue
    target[name] = function (this: unknown, ...args: unknown[]) {
      try {
        return method.apply(this, args)
      } catch (error) {
        if (statements.get(sql) === statement) statements.delete(sql)
        throw error
      }
    }
  }
  return statement
}

/** How many statements were compiled and how many reused since the process started keeping them. */
export function statementReuseStats(): Stats {
  return { ...(prototype[reused] ?? { compiled: 0, reused: 0 }) }
}
