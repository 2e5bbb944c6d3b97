/**
 * A Payload instance for one integration test file, on the database `integration-setup.ts` chose:
 * a new SQLite file, or (TEST_DB_DIALECT=postgres) the TEST_DATABASE_URL database emptied first.
 * The schema comes from the real migrations, so every test also proves they apply.
 */
import type { Payload } from 'payload'

export const dialect = process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite'

/** `keepDatabase`: the database was just filled from the seeded copy (seeded.ts), so it is not emptied first. */
export async function createTestPayload({ keepDatabase = false } = {}): Promise<Payload> {
  if (dialect === 'postgres' && !keepDatabase) await resetPostgres(process.env.DATABASE_URL as string)
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  const { migrationsFor } = await import('@/lib/database')
  await payload.db.migrate({ migrations: migrationsFor(dialect) })
  return payload
}

export async function resetPostgres(url: string) {
  const { emptyPostgres } = await import('../../scripts/empty-postgres.mjs')
  await emptyPostgres(url)
}
