// No 'server-only': the Payload config (and so the CLI) loads this through src/lib/database.ts.
import type { DatabaseAdapterObj } from 'payload'
import { timeStatement } from './db-query-count'

/**
 * Reports every statement the database adapter sends (src/lib/db-query-count.ts) by wrapping the client objects the
 * adapters expose as `client` (libsql) and `pool` (node-postgres) once they have connected. Drizzle's sessions call
 * methods on those same objects, so everything Payload and our raw SQL run is seen, in or out of a transaction.
 * A batch or a multi-statement script is one round trip and counts as one.
 */

const instrumented = Symbol.for('green-institute.db-instrumented')
type Marked = { [instrumented]?: true }
type AnyFn = (...args: unknown[]) => unknown

/** Replaces `target[name]` with a version that times each call; a second call on the same object does nothing. */
function timeMethods(target: Record<string, unknown>, names: string[]) {
  for (const name of names) {
    const original = target[name]
    if (typeof original !== 'function') continue
    target[name] = function (this: unknown, ...args: unknown[]) {
      return timeStatement(() => (original as AnyFn).apply(this, args))
    }
  }
}

type LibsqlLike = Record<string, unknown> & Marked & { transaction?: AnyFn }

function instrumentLibsql(client: LibsqlLike) {
  if (client[instrumented]) return
  client[instrumented] = true
  timeMethods(client, ['execute', 'batch', 'executeMultiple', 'migrate'])
  const transaction = client.transaction
  if (typeof transaction === 'function') {
    // A transaction runs on a connection of its own, returned as an object with the same statement methods.
    client.transaction = async function (this: unknown, ...args: unknown[]) {
      const tx = (await transaction.apply(this, args)) as Record<string, unknown>
      timeMethods(tx, ['execute', 'batch', 'executeMultiple'])
      return tx
    }
  }
}

type PgQueryable = Record<string, unknown> & Marked & { query?: AnyFn }
type PgPoolLike = PgQueryable & { connect?: AnyFn }

/** Times a pooled client's `query`, in both its promise and its callback form (pg-pool's own `query` uses the latter). */
function instrumentPgClient(client: PgQueryable) {
  if (!client || client[instrumented] || typeof client.query !== 'function') return
  client[instrumented] = true
  const query = client.query
  client.query = function (this: unknown, ...args: unknown[]) {
    const last = args.length - 1
    const callback = args[last]
    if (typeof callback !== 'function') return timeStatement(() => query.apply(this, args))
    // The callback form returns nothing to time: the callback is the end of the statement.
    let done!: () => void
    const finished = new Promise<void>((resolve) => {
      done = resolve
    })
    args[last] = (...results: unknown[]) => {
      done()
      return (callback as AnyFn)(...results)
    }
    timeStatement(() => finished)
    return query.apply(this, args)
  }
}

/**
 * Every statement on PostgreSQL runs on a client the pool hands out (`pool.query` takes one through `connect` too),
 * so wrapping what `connect` returns sees them all once, however long the client has been in the pool.
 */
function instrumentPgPool(pool: PgPoolLike) {
  if (pool[instrumented] || typeof pool.connect !== 'function') return
  pool[instrumented] = true
  const connect = pool.connect
  pool.connect = function (this: unknown, ...args: unknown[]) {
    const callback = args[0]
    if (typeof callback === 'function') {
      return connect.call(this, (err: unknown, client: PgQueryable, release: unknown) => {
        if (client) instrumentPgClient(client)
        return (callback as AnyFn)(err, client, release)
      })
    }
    return (connect.apply(this, args) as Promise<PgQueryable>).then((client) => {
      instrumentPgClient(client)
      return client
    })
  }
}

/** The adapter with its statements reported; behaviour is otherwise unchanged. */
export function countDatabaseQueries(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args)
      const connect = adapter.connect
      if (typeof connect !== 'function') return adapter
      adapter.connect = async function (this: typeof adapter, options) {
        const result = await connect.call(this, options)
        const self = this as unknown as { client?: LibsqlLike; pool?: PgPoolLike }
        if (self.client) instrumentLibsql(self.client)
        if (self.pool) instrumentPgPool(self.pool)
        return result
      }
      return adapter
    },
  }
}
