import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { imageMimeTypes } from './image-types'

/**
 * How Payload's file routes (`/api/cms/{media|attachments}/file/{name}`) answer, on top of Payload's own
 * handler: a name that is not a plain file name, or a file that is not on disk, is simply not there (404, the
 * same JSON either way and never a file's content), and only raster images are shown inline; every other type
 * (a PDF, an office file, anything a browser might render as a page) is a download, and never sniffed.
 */

export const missingFileMessage = '파일을 찾을 수 없습니다.'

export const missingFileResponse = () =>
  Response.json(
    { error: { code: 'NOT_FOUND', message: missingFileMessage } },
    { status: 404, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } },
  )

/**
 * The stored file name a request asks for, or null when it could name anything outside the upload directory:
 * separators (`/`, `\`, also percent-encoded), a null byte or other control characters, `.`/`..` or any name
 * starting with a dot, and escapes that do not decode.
 */
export function storedFileName(encoded: string): string | null {
  let name: string
  try {
    name = decodeURIComponent(encoded)
  } catch {
    return null
  }
  return isPlainFileName(name) ? name : null
}

/** A single file name inside one directory: no separators, control characters or leading dot. */
export function isPlainFileName(name: string): boolean {
  if (!name || name.length > 255 || name.startsWith('.')) return false
  if (/[/\\]/.test(name)) return false
  return ![...name].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f')
}

const fileRoute = /^\/api\/cms\/([^/]+)\/file\/(.*)$/

/**
 * For a request to a file route, whether the name asked for is acceptable; null for any other route. Checked
 * before Payload, whose own guard answers 403 or 400 for some escapes and 500 for others.
 */
export function fileRouteNameIsSafe(pathname: string): boolean | null {
  const match = fileRoute.exec(pathname)
  if (!match) return null
  return storedFileName(match[2] ?? '') !== null
}

/** The raster images the media library accepts are the only files shown inline. */
const inlineTypes = new Set(imageMimeTypes)

/** Whether a stored file of this type may be shown in the browser rather than downloaded. */
export const servedInline = (contentType: string | null) =>
  inlineTypes.has((contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '')

type UploadConfig = Exclude<CollectionConfig['upload'], boolean | undefined>

/** The `upload` settings that make a collection's file route follow the rules above. */
export function servedFileRules(staticDir: string): Pick<UploadConfig, 'handlers' | 'modifyResponseHeaders'> {
  // Runs after Payload's access check; answering nothing hands the request back to Payload's own streaming.
  const answerMissing = async (_req: unknown, { params }: { params: { filename: string } }) => {
    if (!isPlainFileName(params.filename)) return missingFileResponse()
    // In object storage nothing is on disk: the storage adapter's handler (after this one) answers, 404 included.
    if (env.objectStorage) return undefined
    const info = await stat(path.join(staticDir, params.filename)).catch(() => null)
    return info?.isFile() ? undefined : missingFileResponse()
  }
  return {
    // Payload's type says "a Response or nothing" as two separate promise types; this is one that may be either.
    handlers: [answerMissing as unknown as NonNullable<UploadConfig['handlers']>[number]],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('X-Content-Type-Options', 'nosniff')
      if (!servedInline(headers.get('Content-Type'))) headers.set('Content-Disposition', 'attachment')
      return headers
    },
  }
}
