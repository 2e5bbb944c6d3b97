/**
 * The seeded database of an integration run, kept once and copied into each file's own database
 * (tests/support/seeded.ts). The directory is made per run by tests/support/seed-template-setup.ts and removed after,
 * so a copy never outlives the code and migrations that made it.
 *
 * - SQLite: `VACUUM INTO` a file, copied over the file's new database before Payload opens it.
 * - PostgreSQL: `pg_dump` of the public schema, loaded with `psql` into the emptied test database. Without the
 *   client programs the copy is not kept and every file seeds as before.
 * - Both: the uploads the seed made (DATA_DIR/media), copied beside the database.
 */
import { execFile } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

const run = promisify(execFile)
const dataDir = () => process.env.DATA_DIR as string
const sqliteFile = (url: string) => url.replace(/^file:/, '')

const paths = (dir: string) => ({
  sqlite: path.join(dir, 'seeded.db'),
  postgres: path.join(dir, 'seeded.sql'),
  media: path.join(dir, 'media'),
  ready: path.join(dir, 'ready'),
})

/** Keeps the database and uploads `payload` was seeded into. */
export async function saveSeedTemplate(payload: Payload, dir: string, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const files = paths(dir)
  mkdirSync(dir, { recursive: true })
  try {
    if (dialect === 'sqlite') {
      // A consistent copy of the open database, whatever is still in its write-ahead log.
      const drizzle = payload.db.drizzle as unknown as { run: (query: unknown) => Promise<unknown> }
      await drizzle.run(sql.raw(`VACUUM INTO '${files.sqlite.replaceAll("'", "''")}'`))
    } else {
      await run('pg_dump', [
        '--no-owner',
        '--no-privileges',
        '--schema=public',
        '--file',
        files.postgres,
        databaseUrl(),
      ])
    }
  } catch (error) {
    // No pg_dump here: each file seeds for itself.
    console.warn(`seeded copy not kept (${(error as Error).message.split('\n')[0]})`)
    return
  }
  const media = path.join(dataDir(), 'media')
  if (existsSync(media)) cpSync(media, files.media, { recursive: true })
  copyFileSync(dialect === 'sqlite' ? files.sqlite : files.postgres, files.ready)
}

/** Fills this file's database and uploads from the kept copy; false when there is none yet. */
export async function restoreSeedTemplate(dir: string, dialect: 'sqlite' | 'postgres'): Promise<boolean> {
  const files = paths(dir)
  if (!existsSync(files.ready)) return false
  if (dialect === 'sqlite') {
    const target = sqliteFile(databaseUrl())
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true })
    copyFileSync(files.sqlite, target)
  } else {
    // One psql call drops what the previous file left and loads the dump, which makes the schema again.
    await run('psql', [
      '--quiet',
      '--no-psqlrc',
      '-v',
      'ON_ERROR_STOP=1',
      '--dbname',
      databaseUrl(),
      '-c',
      'DROP SCHEMA IF EXISTS public CASCADE',
      '--file',
      files.postgres,
    ])
  }
  if (existsSync(files.media)) cpSync(files.media, path.join(dataDir(), 'media'), { recursive: true })
  return true
}

function databaseUrl(): string {
  return process.env.DATABASE_URL as string
}
