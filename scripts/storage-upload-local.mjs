// `npm run storage:upload-local`: copies every upload kept under DATA_DIR (images with all their sizes, attachments)
// to the S3 bucket configured by S3_BUCKET and friends, under the keys the site reads. Safe to repeat: objects
// already there with the same size are skipped. Counts per collection at the end; exit 1 when a copy failed.
// See docs/deployment.md, "Object storage".
await import('./load-env.mjs')
const { env } = await import('../src/lib/env.ts')
const { must } = await import('./lib.mjs')

if (!env.objectStorage) {
  console.error('S3_BUCKET is not set: configure object storage first (docs/deployment.md, "Object storage").')
  process.exit(2)
}
console.log(`copying uploads from ${env.dataDir} to s3://${env.objectStorage.bucket}/${env.objectStorage.prefix || ''}`)
await must('payload', ['run', 'scripts/storage-upload-local.ts'])
