import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { imageTypesByExtension } from '../src/lib/public-media.ts'

/** Upload folders under DATA_DIR: every directory except the database's own files and backups. */
export function uploadFolders(dataDir) {
  if (!existsSync(dataDir)) return []
  return readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'backups' && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((name) => existsSync(path.join(dataDir, name)))
}

// With object storage (S3_BUCKET …) the uploads live in the bucket, not under DATA_DIR: the backup carries the site's
// objects (the folders `media/` and `attachments/` under S3_PREFIX) in `bucket/`, and a restore puts them back under
// the S3_PREFIX configured then. The object keys are those of src/modules/files/object-storage.ts.
const bucketFolders = ['media', 'attachments']

async function s3(settings) {
  const sdk = await import('@aws-sdk/client-s3')
  const client = new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  })
  return { sdk, client }
}

/**
 * Copies the site's objects into `dir` (one file per object, by key below S3_PREFIX); returns each object's type by
 * that relative key, since the type an object is stored with is the type the site serves it with.
 */
export async function downloadBucket(settings, dir) {
  const { sdk, client } = await s3(settings)
  const types = {}
  try {
    for (const folder of bucketFolders) {
      const listPrefix = `${path.posix.join(settings.prefix, folder)}/`
      let token
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: settings.bucket, Prefix: listPrefix, ContinuationToken: token }),
        )
        for (const object of page.Contents ?? []) {
          const relative = settings.prefix ? object.Key.slice(settings.prefix.length + 1) : object.Key
          // Keys are written by the site; one that would leave the folder is not one of ours.
          if (relative.split('/').some((part) => part === '..' || part === '')) continue
          const target = path.join(dir, ...relative.split('/'))
          mkdirSync(path.dirname(target), { recursive: true })
          const got = await client.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: object.Key }))
          writeFileSync(target, Buffer.from(await got.Body.transformToByteArray()))
          types[relative] = got.ContentType ?? contentTypeOf(relative)
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    }
  } finally {
    client.destroy()
  }
  return types
}

/** Puts the objects saved by `downloadBucket` back under the current S3_PREFIX, private; returns how many. */
export async function uploadBucket(settings, dir, types = {}) {
  const { sdk, client } = await s3(settings)
  let count = 0
  try {
    for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!file.isFile()) continue
      const full = path.join(file.parentPath, file.name)
      const relative = path.relative(dir, full).split(path.sep).join('/')
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: path.posix.join(settings.prefix, relative),
          Body: readFileSync(full),
          ContentType: types[relative] ?? contentTypeOf(file.name),
        }),
      )
      count += 1
    }
  } finally {
    client.destroy()
  }
  return count
}

/** The type of an object whose type was not recorded: stored names carry the extension of their real content. */
const typesByExtension = {
  ...imageTypesByExtension,
  pdf: 'application/pdf',
  hwp: 'application/x-hwp',
  hwpx: 'application/hwp+zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
}
export const contentTypeOf = (name) =>
  typesByExtension[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'
