// No 'server-only': the Payload config (and so the CLI) loads this through src/lib/database.ts.
import {
  type Client,
  type Config,
  createClient,
  type InStatement,
  type Transaction,
  type TransactionMode,
} from '@libsql/client'
import { noteCommitFailure } from './sqlite-write-lock'
import { recordDatabaseOutcome } from './worker-health'

/**
 * The SQLite client Payload's adapter uses (handed to it before it connects, so it uses this instead of making its
 * own). It wraps `@libsql/client`'s file client, whose connection handling has three faults under concurrent writers
 * (docs/libsql-client-report.md):
 *
 * - **Only the first connection waits for a lock.** The adapter sets `busy_timeout` once, on the connection the client
 *   has then. `transaction()` hands that connection to the transaction and opens the next one lazily, without the
 *   pragma, so from the first transaction on a write that meets another process's lock failed at once. Here every
 *   connection gets the pragma: the first when the client is made, each next one as `transaction()` hands one out.
 * - **A connection whose BEGIN failed is kept.** `transaction()` drops its connection only after BEGIN succeeded; a
 *   connection left holding an old snapshot (SQLITE_BUSY_SNAPSHOT) then failed every later BEGIN and write of the
 *   process, for good. Here a lock failure on the shared connection replaces it with a new one.
 * - **A failed COMMIT goes unseen.** Payload's `commitTransaction` swallows it, so the write was acknowledged and lost.
 *   Here it is noted on the write turn, whose commit then fails loudly (src/lib/sqlite-write-lock.ts).
 *
 * Lock failures and successes are reported to the worker's health (src/lib/worker-health.ts): a worker whose database
 * calls keep failing is replaced by the primary.
 */

/** SQLite's lock answers: SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, …), SQLITE_LOCKED. */
export function isLockFailure(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '')
  return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')
}

type Options = {
  busyTimeoutMs: number
  /** Put the database in WAL mode (readers never wait for the writer) when it is not yet. */
  wal?: boolean
}

class SqliteClient implements Client {
  #config: Config
  #busyTimeoutMs: number
  #inner: Client
  /** The pragma on the current connection, awaited before the connection's first statement. */
  #ready: Promise<unknown>
  closed = false
  protocol = 'file'

  constructor(config: Config, { busyTimeoutMs, wal = false }: Options) {
    this.#config = config
    this.#busyTimeoutMs = busyTimeoutMs
    this.#inner = createClient(config)
    const inner = this.#inner
    // What the adapter's connect does when it makes the client itself (it skips it for a client it is given).
    this.#ready = this.#waitForLocks(inner).then(async () => {
      if (!wal) return
      const mode = await inner.execute('PRAGMA journal_mode')
      if (mode.rows[0]?.journal_mode !== 'wal') await inner.execute('PRAGMA journal_mode = WAL')
    })
  }

  #waitForLocks(inner: Client): Promise<unknown> {
    return inner.execute(`PRAGMA busy_timeout = ${this.#busyTimeoutMs}`)
  }

  /** Drops `inner`'s connection for a new one, once, however many calls failed on it. */
  #replace(inner: Client) {
    if (this.#inner !== inner || this.closed) return
    this.#inner = createClient(this.#config)
    this.#ready = this.#waitForLocks(this.#inner)
    // Closing the client closes only its shared connection; transactions it handed out keep theirs.
    inner.close()
  }

  async #run<T>(work: (inner: Client) => Promise<T>): Promise<T> {
    await this.#ready
    const inner = this.#inner
    try {
      const result = await work(inner)
      recordDatabaseOutcome(true)
      return result
    } catch (error) {
      if (isLockFailure(error)) {
        recordDatabaseOutcome(false)
        this.#replace(inner)
      }
      throw error
    }
  }

  execute(...args: Parameters<Client['execute']>) {
    return this.#run((inner) => (inner.execute as (...a: unknown[]) => ReturnType<Client['execute']>)(...args))
  }

  batch(stmts: InStatement[], mode?: TransactionMode) {
    return this.#run((inner) => inner.batch(stmts, mode))
  }

  migrate(stmts: InStatement[]) {
    return this.#run((inner) => inner.migrate(stmts))
  }

  executeMultiple(sql: string) {
    return this.#run((inner) => inner.executeMultiple(sql))
  }

  sync() {
    return this.#run((inner) => inner.sync())
  }

  async transaction(mode?: TransactionMode): Promise<Transaction> {
    const transaction = await this.#run((inner) => inner.transaction(mode))
    // The client gave the transaction its connection and opens the next one on its next call: with the pragma.
    this.#ready = this.#waitForLocks(this.#inner)
    return watchCommit(transaction)
  }

  close() {
    this.closed = true
    this.#inner.close()
  }
}

/** The transaction, with a failed COMMIT noted on the write turn before the error goes on to Payload. */
function watchCommit(transaction: Transaction): Transaction {
  const commit = transaction.commit.bind(transaction)
  transaction.commit = async () => {
    try {
      await commit()
    } catch (error) {
      recordDatabaseOutcome(false)
      noteCommitFailure(error)
      throw error
    }
  }
  return transaction
}

/** A SQLite client for Payload's adapter: every connection waits `busyTimeoutMs` for a lock; see above. */
export function createSqliteClient(config: Config, options: Options): Client {
  return new SqliteClient(config, options)
}

type SqliteAdapterObj = {
  init: (args: never) => unknown
}

/**
 * A SQLite adapter that connects through `createSqliteClient` instead of a client of its own. The adapter makes its
 * client only when it has none; given one, it leaves the connection settings to it (busy timeout, WAL).
 */
export function withSqliteClient<T extends SqliteAdapterObj>(adapterObj: T, config: Config, options: Options): T {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args: never) => {
      const adapter = init(args) as { client?: Client }
      adapter.client = createSqliteClient(config, options)
      return adapter
    },
  }
}
