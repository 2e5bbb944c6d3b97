// `npm run backup [-- --out DIR]`: a consistent online backup of the database and every upload,
// as one .tar.gz. SQLite: `VACUUM INTO` (a transaction-consistent copy while the site runs);
// PostgreSQL: `pg_dump --format=custom`. Uploads: the whole `$DATA_DIR/media` tree and any other
// upload folders under DATA_DIR; with object storage (S3_BUCKET …) also every object of the site in the bucket
// (`bucket/` in the archive; `--skip-bucket` leaves them out when the bucket is backed up by other means, such as
// versioning or replication). Restore with `npm run restore -- FILE`.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { env } from '../src/lib/env.ts'
import { downloadBucket, uploadFolders } from './backup-lib.mjs'

const outIndex = process.argv.indexOf('--out')
const outDir = path.resolve(outIndex > -1 ? process.argv[outIndex + 1] : path.join(env.dataDir, '..', 'backups'))
mkdirSync(outDir, { recursive: true })
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '').replace('T', '-')
const work = mkdtempSync(path.join(tmpdir(), 'backup-'))

try {
  if (env.databaseDialect === 'postgres') {
    execFileSync('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--file',
      path.join(work, 'database.pgdump'),
      env.databaseUrl,
    ])
  } else {
    const client = createClient({ url: env.databaseUrl })
    const target = path.join(work, 'database.sqlite').replaceAll("'", "''")
    await client.execute(`VACUUM INTO '${target}'`)
    client.close()
  }
  const folders = uploadFolders(env.dataDir)
  for (const folder of folders)
    cpSync(path.join(env.dataDir, folder), path.join(work, 'uploads', folder), { recursive: true })
  const storage = env.objectStorage
  let bucket = null
  if (storage && !process.argv.includes('--skip-bucket')) {
    const types = await downloadBucket(storage, path.join(work, 'bucket'))
    bucket = { from: `s3://${storage.bucket}/${storage.prefix}`, objects: Object.keys(types).length, types }
  } else if (storage) {
    console.log(
      JSON.stringify({
        level: 'warn',
        msg: `uploads are in s3://${storage.bucket}/${storage.prefix} and are NOT in this backup (--skip-bucket): back up that bucket folder yourself`,
      }),
    )
  }
  writeFileSync(
    path.join(work, 'manifest.json'),
    JSON.stringify(
      { createdAt: new Date().toISOString(), dialect: env.databaseDialect, uploads: folders, bucket },
      null,
      2,
    ),
  )
  const file = path.join(outDir, `backup-${stamp}.tar.gz`)
  execFileSync('tar', ['-czf', file, '-C', work, '.'])
  console.log(
    JSON.stringify({
      level: 'info',
      msg: 'backup written',
      file,
      bytes: statSync(file).size,
      ...(bucket ? { bucketObjects: bucket.objects } : {}),
    }),
  )
} finally {
  rmSync(work, { recursive: true, force: true })
}
