import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import type { ObjectStorageSettings } from '@/lib/env'
import { objectKey, type StoredCollection, s3ClientConfig, storedCollections } from './object-storage'

/**
 * `npm run storage:upload-local`: copies the files a site kept in DATA_DIR into the bucket, under the keys the storage
 * adapter reads (object-storage.ts), so switching an existing site to object storage loses no image or attachment.
 * It walks the rows, not the folder: every stored file a row names (images with each size) is copied with the
 * row's type, and stray files nobody references stay behind. An object already in the bucket with the same size is
 * left alone, so the command can run again after an interruption or before the switch and once more after it.
 */

export type CopyReport = { copied: number; present: number; missing: number; failed: number }

type Row = {
  id: number | string
  filename?: string | null
  mimeType?: string | null
  prefix?: string | null
  _objectKey?: string | null
  sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | null> | null
}

/** The files of one row: the original and each generated size, with their types. */
const filesOf = (row: Row) =>
  [
    { filename: row.filename, mimeType: row.mimeType },
    ...Object.values(row.sizes ?? {}).map((size) => ({ filename: size?.filename, mimeType: size?.mimeType })),
  ].filter((file): file is { filename: string; mimeType: string | null | undefined } => Boolean(file.filename))

async function sizeInBucket(client: S3Client, bucket: string, key: string): Promise<number | null> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    return Number(head.ContentLength ?? 0)
  } catch (error) {
    const name = (error as { name?: string }).name
    if (name === 'NotFound' || name === 'NoSuchKey') return null
    throw error
  }
}

export async function copyLocalUploads(
  payload: Payload,
  settings: NonNullable<ObjectStorageSettings>,
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<Record<StoredCollection, CopyReport>> {
  const client = new S3Client(s3ClientConfig(settings))
  const reports = {} as Record<StoredCollection, CopyReport>
  try {
    for (const collection of storedCollections) {
      const report: CopyReport = { copied: 0, present: 0, missing: 0, failed: 0 }
      reports[collection] = report
      const { docs } = await payload.find({
        collection,
        overrideAccess: true,
        pagination: false,
        depth: 0,
        trash: true,
      })
      for (const row of docs as Row[]) {
        for (const file of filesOf(row)) {
          // Stored names are plain file names; anything else never came from this site's uploads.
          if (path.basename(file.filename) !== file.filename) continue
          const local = path.join(dataDir, collection, file.filename)
          const info = await stat(local).catch(() => null)
          if (!info?.isFile()) {
            report.missing += 1
            log(`${collection}/${file.filename}: not on disk (row ${row.id})`)
            continue
          }
          const key = objectKey(settings, collection, row, file.filename)
          try {
            if ((await sizeInBucket(client, settings.bucket, key)) === info.size) {
              report.present += 1
              continue
            }
            // No ACL: objects stay private, every read goes through the site's access rules.
            await client.send(
              new PutObjectCommand({
                Bucket: settings.bucket,
                Key: key,
                Body: await readFile(local),
                ContentType: file.mimeType ?? 'application/octet-stream',
              }),
            )
            report.copied += 1
          } catch (error) {
            report.failed += 1
            log(`${collection}/${file.filename}: ${(error as Error).message}`)
          }
        }
      }
    }
  } finally {
    client.destroy()
  }
  return reports
}
