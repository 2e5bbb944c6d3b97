// `npm run restore -- FILE`: puts a backup made by `npm run backup` back in place — the database and
// every upload folder it contains. Stop the site first: SQLite is replaced as a file, PostgreSQL
// tables are dropped and recreated from the dump. A backup taken with object storage also holds the site's bucket
// objects; they go back into the bucket configured now (S3_BUCKET …, under its S3_PREFIX), which must be set.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { env } from '../src/lib/env.ts'
import { uploadBucket } from './backup-lib.mjs'

const file = process.argv[2]
if (!file || !existsSync(file)) {
  console.error('usage: npm run restore -- path/to/backup-YYYYMMDD-HHMMSS.tar.gz')
  process.exit(2)
}
const work = mkdtempSync(path.join(tmpdir(), 'restore-'))
try {
  execFileSync('tar', ['-xzf', path.resolve(file), '-C', work])
  const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8'))
  if (manifest.dialect !== env.databaseDialect) {
    throw new Error(
      `this backup is of a ${manifest.dialect} database, but DATABASE_URL points to ${env.databaseDialect}`,
    )
  }
  // Checked before anything is replaced: a backup whose files are bucket objects needs a bucket to put them in.
  if (manifest.bucket && !env.objectStorage) {
    throw new Error(
      `this backup holds ${manifest.bucket.objects} uploaded files from object storage (${manifest.bucket.from}); set S3_BUCKET and the other S3_ variables to restore them`,
    )
  }
  if (env.databaseDialect === 'postgres') {
    execFileSync('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--dbname',
      env.databaseUrl,
      path.join(work, 'database.pgdump'),
    ])
  } else {
    const target = env.databaseUrl.replace(/^file:/, '')
    mkdirSync(path.dirname(target), { recursive: true })
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true })
    cpSync(path.join(work, 'database.sqlite'), target)
  }
  for (const folder of manifest.uploads) {
    const destination = path.join(env.dataDir, folder)
    rmSync(destination, { recursive: true, force: true })
    cpSync(path.join(work, 'uploads', folder), destination, { recursive: true })
  }
  const bucketObjects = manifest.bucket
    ? await uploadBucket(env.objectStorage, path.join(work, 'bucket'), manifest.bucket.types)
    : 0
  console.log(
    JSON.stringify({
      level: 'info',
      msg: 'backup restored',
      file,
      uploads: manifest.uploads,
      ...(manifest.bucket ? { bucketObjects } : {}),
    }),
  )
  if (!manifest.bucket && env.objectStorage && manifest.uploads.length) {
    console.log(
      JSON.stringify({
        level: 'warn',
        msg: 'this backup holds uploads from the local disk, but the site reads them from object storage: run npm run storage:upload-local',
      }),
    )
  }
} catch (error) {
  console.error(JSON.stringify({ level: 'error', msg: 'restore failed', error: String(error?.message ?? error) }))
  process.exitCode = 1
} finally {
  rmSync(work, { recursive: true, force: true })
}
