import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Migration } from 'payload'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { countDatabaseQueries } from './db-instrument'
import type { Env } from './env'
import { reusePreparedStatements } from './libsql-statement-reuse'
import { withSqliteClient } from './sqlite-client'
import { queueSqliteTransactions } from './sqlite-write-lock'
import { mergeConcurrentSessions } from './user-sessions'

/**
 * Every statement is reported to the per-request query count (src/lib/db-query-count.ts).
 * SQLite (a file under DATA_DIR) unless DATABASE_URL is a postgres:// URL. Schema changes only ever
 * arrive through the migrations of each dialect, applied on start (`prodMigrations`).
 */
export function databaseAdapter(env: Env): DatabaseAdapterObj {
  if (env.databaseDialect === 'postgres') {
    return countDatabaseQueries(
      mergeConcurrentSessions(
        postgresAdapter({
          pool: { connectionString: env.databaseUrl, max: 10 },
          push: false,
          migrationDir: 'src/migrations/postgres',
          prodMigrations: postgresMigrations,
        }),
      ),
    )
  }
  reusePreparedStatements()
  // The sessions merge runs inside the queue's turn, so its read and write of the account row are one step.
  return countDatabaseQueries(
    queueSqliteTransactions(
      mergeConcurrentSessions(
        // Every connection waits for a lock and one that failed is replaced (src/lib/sqlite-client.ts).
        withSqliteClient(
          sqliteAdapter({
            client: { url: env.databaseUrl },
            push: false,
            migrationDir: 'src/migrations/sqlite',
            prodMigrations: sqliteMigrations,
            // Without explicit options drizzle's SQLite transactions are no-ops and a failed write is half kept.
            transactionOptions: {},
            wal: true,
          }),
          { url: env.databaseUrl },
          { busyTimeoutMs: sqliteBusyTimeoutMs, wal: true },
        ),
      ),
    ),
  )
}

/**
 * How long a SQLite connection waits for another process's lock before failing. The server's own processes take
 * turns and never wait here (src/lib/sqlite-write-lock.ts); this is for a command run beside the server (a backup, a
 * migration, a seed). The wait blocks the waiting process's event loop, so it is kept to seconds.
 */
export const sqliteBusyTimeoutMs = 5000

/** The migrations of the configured dialect, for scripts and tests that apply them explicitly. */
export function migrationsFor(dialect: Env['databaseDialect']): Migration[] {
  return (dialect === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
}
