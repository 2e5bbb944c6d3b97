// Empties a PostgreSQL database that a test or benchmark may reset: its public schema dropped and made again.
import pg from 'pg'

/** Drops everything in `url`'s public schema. Only for databases given to tests and benchmarks. */
export async function emptyPostgres(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
  } finally {
    await client.end()
  }
}
