/**
 * Runs before each integration test file is imported, so `src/lib/env.ts` (parsed once, at import)
 * already sees a database of this file's own: a new SQLite file, or the PostgreSQL test database.
 * Nothing a test does can reach the real ./data directory.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dataDir = mkdtempSync(path.join(tmpdir(), 'payload-test-'))
process.env.DATA_DIR = dataDir
process.env.PAYLOAD_SECRET ??= 'test-secret-that-is-long-enough-for-payload-0123456789'
if (process.env.TEST_DB_DIALECT === 'postgres') {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL must be set when TEST_DB_DIALECT=postgres')
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL
} else {
  process.env.DATABASE_URL = `file:${path.join(dataDir, 'test.db')}`
}
