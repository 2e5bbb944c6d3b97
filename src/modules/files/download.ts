import 'server-only'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import type { Attachment } from '@/payload-types'
import { contentDisposition } from './document-types'
import { readStoredObject } from './object-storage'

/**
 * An attachment's record with a stored file, or null. Callers have already decided the viewer may have it (the post
 * or question it belongs to), so access is not checked again here.
 */
export async function attachmentWithFile(payload: Payload, id: string | number): Promise<Attachment | null> {
  const found = await payload.find({
    collection: 'attachments',
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0]?.filename ? found.docs[0] : null
}

/** The stored bytes of an attachment, from the bucket when object storage is configured, else from disk. */
async function storedAttachment(filename: string, attachment: Attachment) {
  if (env.objectStorage) return readStoredObject('attachments', attachment, filename)
  const file = path.join(env.dataDir, 'attachments', filename)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return { body: Readable.toWeb(createReadStream(file)) as ReadableStream, size: info.size }
}

/**
 * The stored file of an attachment as a download: its original (UTF-8) name, its detected type, and
 * `nosniff` so a browser never runs a document as something else. Null when the file is gone.
 */
export async function attachmentDownloadResponse(attachment: Attachment): Promise<Response | null> {
  if (!attachment.filename) return null
  const stored = await storedAttachment(path.basename(attachment.filename), attachment)
  if (!stored) return null
  return new Response(stored.body, {
    headers: {
      'Content-Type': attachment.mimeType ?? 'application/octet-stream',
      'Content-Length': String(stored.size),
      'Content-Disposition': contentDisposition(attachment.originalName ?? attachment.filename),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}
