/**
 * A Payload instance on a database of its own for one integration test file: a new SQLite file,
 * or (when TEST_DB_DIALECT=postgres) the TEST_DATABASE_URL database emptied first. The schema comes
 * from the real migrations, so every test also proves they apply.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

export const dialect = process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite'

export async function createTestPayload(): Promise<Payload> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'payload-test-'))
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET ??= 'test-secret-that-is-long-enough-for-payload-0123456789'
  if (dialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DATABASE_URL must be set when TEST_DB_DIALECT=postgres')
    process.env.DATABASE_URL = url
    await resetPostgres(url)
  } else {
    process.env.DATABASE_URL = `file:${path.join(dataDir, 'test.db')}`
  }
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  const { migrationsFor } = await import('@/lib/database')
  await payload.db.migrate({ migrations: migrationsFor(dialect) })
  return payload
}

async function resetPostgres(url: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
  } finally {
    await client.end()
  }
}
