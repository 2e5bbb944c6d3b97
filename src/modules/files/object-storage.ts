import path from 'node:path'
import { Readable } from 'node:stream'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, CollectionSlug, Config, Plugin, TypeWithID, Where } from 'payload'
import { sanitizeFilename } from 'payload/shared'
import { env, type ObjectStorageSettings } from '@/lib/env'
import { mediaCacheControl } from '@/lib/public-media'
import { missingFileResponse } from './served-files'

/**
 * Uploads in S3-compatible object storage (`S3_BUCKET` and friends, docs/deployment.md "Object storage") through
 * Payload's own adapter, `@payloadcms/storage-s3`. Without the settings the files stay in DATA_DIR.
 *
 * - Every object is private (no ACL is sent, so the bucket's default applies: private). Files are always read
 *   through Payload's file route (`disablePayloadAccessControl` stays off), so the collections' access rules decide
 *   who gets a file exactly as on disk: images for everyone, attachments for staff of their boards; visitors
 *   download attachments through `/api/files/{id}/download`, which reads the object below.
 * - The database schema does not depend on the settings: the adapter's `prefix` and `_objectKey` columns exist
 *   either way (`alwaysInsertFields`), so one set of migrations serves both kinds of installation, and
 *   `useCompositePrefixes` keeps the stored prefix empty, so S3_PREFIX can be changed without touching rows
 *   (objects move with `npm run storage:upload-local`, not with a migration).
 */

/** The collections whose files go to the bucket, each under its own folder (file names are unique per collection). */
export const storedCollections = ['media', 'attachments'] as const
export type StoredCollection = (typeof storedCollections)[number]

/** The folder of a collection's objects inside the bucket: `{S3_PREFIX}/{collection}`. */
export const collectionPrefix = (settings: NonNullable<ObjectStorageSettings>, collection: StoredCollection) =>
  path.posix.join(settings.prefix, collection)

/** A path segment as the adapter cleans it: no leading/trailing slashes, no `.`/`..` parts. */
const cleanSegment = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split('/')
        .filter((part) => part && part !== '.' && part !== '..')
        .join('/')
    : ''

/**
 * The object key of a stored file, built the way the adapter builds it with composite prefixes (collection folder,
 * then the row's own `prefix` and `_objectKey`, then the file name), so the copy command and downloads find the
 * objects the adapter wrote.
 */
export function objectKey(
  settings: NonNullable<ObjectStorageSettings>,
  collection: StoredCollection,
  row: { prefix?: unknown; _objectKey?: unknown },
  filename: string,
): string {
  return path.posix.join(
    collectionPrefix(settings, collection),
    cleanSegment(row.prefix),
    cleanSegment(row._objectKey),
    sanitizeFilename(filename),
  )
}

/** The SDK settings; path style for MinIO/s3rver-like servers, an endpoint for anything that is not AWS. */
export const s3ClientConfig = (settings: NonNullable<ObjectStorageSettings>) => ({
  region: settings.region,
  endpoint: settings.endpoint,
  forcePathStyle: settings.forcePathStyle,
  credentials: settings.credentials,
})

let client: S3Client | null = null
const s3Client = (settings: NonNullable<ObjectStorageSettings>) => {
  client ??= new S3Client(s3ClientConfig(settings))
  return client
}

/** A stored file from the bucket as a stream with its size; null when the object is not there. */
export async function readStoredObject(
  collection: StoredCollection,
  row: { prefix?: unknown; _objectKey?: unknown },
  filename: string,
): Promise<{ body: ReadableStream; size: number } | null> {
  const settings = env.objectStorage
  if (!settings) return null
  try {
    const object = await s3Client(settings).send(
      new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(settings, collection, row, filename) }),
    )
    if (!(object.Body instanceof Readable)) return null
    return { body: Readable.toWeb(object.Body) as ReadableStream, size: Number(object.ContentLength ?? 0) }
  } catch (error) {
    const name = (error as { name?: string }).name
    if (name === 'NoSuchKey' || name === 'NotFound') return null
    throw error
  }
}

type UploadConfig = Exclude<CollectionConfig['upload'], boolean | undefined>
type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * The adapter's file handler, made to answer like the disk: a missing object is the site's JSON 404, and a file a
 * visitor may read without a row-level rule (the images: Payload's access said "any file of this collection") is
 * looked up by its name here. The adapter would look it up again with the visitor's access, which for media allows
 * only the file route, and answer 500.
 */
function servedLikeDisk(collection: CollectionConfig, handler: FileHandler): FileHandler {
  const sizes = typeof collection.upload === 'object' ? (collection.upload.imageSizes ?? []) : []
  const publicFiles = collection.slug === 'media'
  const wrapped = async (
    req: Parameters<FileHandler>[0],
    args: Parameters<FileHandler>[1],
  ): Promise<Response | undefined> => {
    let doc: TypeWithID | undefined = args.doc
    if (!doc) {
      const filename = args.params.filename
      const where: Where = {
        or: [
          { filename: { equals: filename } },
          ...sizes.map((size) => ({ [`sizes.${size.name}.filename`]: { equals: filename } })),
        ],
      }
      // Payload has already allowed reading files of this collection (the handlers run after its access check).
      doc =
        (await req.payload.db.findOne<TypeWithID>({ collection: collection.slug as CollectionSlug, req, where })) ??
        undefined
      if (!doc) return missingFileResponse()
    }
    const response = (await handler(req, { ...args, doc })) as Response | undefined
    if (response?.status === 404) return missingFileResponse()
    // Images are public and served from disk with these caching headers (server.mjs); from the bucket the same, so
    // browsers and the nginx front keep them and revalidate with the object's ETag instead of fetching it again.
    if (publicFiles && response && (response.status === 200 || response.status === 304)) {
      response.headers.set('Cache-Control', mediaCacheControl)
    }
    return response
  }
  return wrapped as unknown as FileHandler
}

/** The adapter's bookkeeping fields: needed by storage, meaningless to staff ("Prefix", "_object Key" columns). */
const storageFieldNames = new Set(['prefix', '_objectKey'])

function hideStorageFields(collection: CollectionConfig): CollectionConfig {
  if (!storedCollections.includes(collection.slug as StoredCollection)) return collection
  return {
    ...collection,
    fields: collection.fields.map((field) =>
      'name' in field && storageFieldNames.has(field.name)
        ? ({
            ...field,
            admin: { ...field.admin, hidden: true, disableListColumn: true, disableListFilter: true },
          } as typeof field)
        : field,
    ),
  }
}

/**
 * The storage plugin for the config. Always applied (disabled without S3_BUCKET) so the schema is the same with and
 * without object storage.
 */
export function objectStoragePlugin(settings: ObjectStorageSettings = env.objectStorage): Plugin {
  return async (incoming: Config) => {
    const config = await s3Storage({
      enabled: Boolean(settings),
      alwaysInsertFields: true,
      useCompositePrefixes: true,
      bucket: settings?.bucket ?? '',
      config: settings ? s3ClientConfig(settings) : {},
      collections: Object.fromEntries(
        storedCollections.map((slug) => [slug, settings ? { prefix: collectionPrefix(settings, slug) } : true]),
      ),
    })(incoming)
    const collections = (config.collections ?? []).map(hideStorageFields)
    if (!settings) return { ...config, collections }
    return {
      ...config,
      collections: collections.map((collection) => {
        if (!storedCollections.includes(collection.slug as StoredCollection)) return collection
        if (typeof collection.upload !== 'object') return collection
        const handlers = [...(collection.upload.handlers ?? [])]
        // The adapter's handler is the one the plugin appended last.
        const adapterHandler = handlers.pop()
        if (adapterHandler) handlers.push(servedLikeDisk(collection, adapterHandler))
        return { ...collection, upload: { ...collection.upload, handlers } }
      }),
    }
  }
}
