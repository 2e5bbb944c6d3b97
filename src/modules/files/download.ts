import 'server-only'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { env } from '@/lib/env'
import type { Attachment } from '@/payload-types'
import { contentDisposition } from './document-types'

/**
 * The stored file of an attachment as a download: its original (UTF-8) name, its detected type, and
 * `nosniff` so a browser never runs a document as something else. Null when the file is gone from disk.
 */
export async function attachmentDownloadResponse(attachment: Attachment): Promise<Response | null> {
  if (!attachment.filename) return null
  const file = path.join(env.dataDir, 'attachments', path.basename(attachment.filename))
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      'Content-Type': attachment.mimeType ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      'Content-Disposition': contentDisposition(attachment.originalName ?? attachment.filename),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}
