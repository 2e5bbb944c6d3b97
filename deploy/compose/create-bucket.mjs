// Makes sure the upload bucket exists, for the one-shot `setup` step of compose.yaml: the site never creates it
// (docs/deployment.md, "Object storage"), and a fresh S3-compatible server has none. Reads the same S3_ settings as
// the site, through src/lib/env.ts, so it asks for the very bucket the site will use. Waits for the server while it
// starts; an existing bucket is left as it is. Exits 0 when the bucket is there, 1 with the reason otherwise.
//
//   node deploy/compose/create-bucket.mjs
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

/** How long to wait for the S3 server to answer at all (it starts beside this step). */
const waitMs = 120_000

// Loaded here so a setting the site would refuse stops this step with the site's own message, not a stack trace.
let settings
try {
  settings = (await import('../../src/lib/env.ts')).env.objectStorage
} catch (error) {
  console.error(`create-bucket: ${error?.message ?? error}`)
  process.exit(1)
}
if (!settings) {
  console.log('create-bucket: S3_BUCKET is not set; uploads stay in DATA_DIR, nothing to create.')
  process.exit(0)
}

const client = new S3Client({
  endpoint: settings.endpoint,
  region: settings.region,
  forcePathStyle: settings.forcePathStyle,
  credentials: settings.credentials,
})

/** 'present', 'absent', or an Error for an answer that is neither (wrong keys, server not up yet). */
async function bucketState() {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }))
    return 'present'
  } catch (error) {
    if (error?.$metadata?.httpStatusCode === 404 || error?.name === 'NotFound') return 'absent'
    return error instanceof Error ? error : new Error(String(error))
  }
}

const started = Date.now()
for (;;) {
  const state = await bucketState()
  if (state === 'present') {
    console.log(`create-bucket: bucket "${settings.bucket}" is there.`)
    process.exit(0)
  }
  if (state === 'absent') {
    try {
      await client.send(new CreateBucketCommand({ Bucket: settings.bucket }))
      console.log(`create-bucket: created bucket "${settings.bucket}" (private: no ACL, no policy).`)
      process.exit(0)
    } catch (error) {
      // Another setup run made it in the meantime: the next look finds it.
      if (error?.name !== 'BucketAlreadyOwnedByYou' && error?.name !== 'BucketAlreadyExists') {
        console.error(`create-bucket: could not create "${settings.bucket}": ${error?.message ?? error}`)
        process.exit(1)
      }
    }
  } else {
    // A refused key is an answer, not a server still starting: waiting would not change it.
    const status = state.$metadata?.httpStatusCode
    if (status === 403 || status === 400) {
      console.error(`create-bucket: the S3 server refused the request (${status}): check S3_ACCESS_KEY_ID/SECRET.`)
      process.exit(1)
    }
    if (Date.now() - started > waitMs) {
      console.error(
        `create-bucket: no answer from ${settings.endpoint ?? 'AWS'} in ${waitMs / 1000} s: ${state.message}`,
      )
      process.exit(1)
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1000))
}
