/**
 * Run by `npm run storage:upload-local` (scripts/storage-upload-local.mjs) through `payload run`: copies the uploads
 * kept in DATA_DIR to the configured bucket and prints what it did (src/modules/files/upload-local.ts).
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { env } from '@/lib/env'
import { copyLocalUploads } from '@/modules/files/upload-local'

const settings = env.objectStorage
if (!settings) throw new Error('S3_BUCKET is not set')
const payload = await getPayload({ config })
const reports = await copyLocalUploads(payload, settings, env.dataDir, (line) => console.log(`  ${line}`))
let failed = 0
for (const [collection, report] of Object.entries(reports)) {
  failed += report.failed
  console.log(
    `${collection}: copied ${report.copied}, already in the bucket ${report.present}, missing on disk ${report.missing}, failed ${report.failed}`,
  )
}
await payload.destroy()
process.exit(failed ? 1 : 0)
