/**
 * The media library's stored images served from disk, with caching headers and 304s (src/lib/public-media.ts), instead
 * of through Payload's route. Loaded by server.mjs through Node's type stripping: erasable TypeScript only, relative
 * imports with `.ts`.
 */
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import {
  fileValidators,
  isNotModified,
  MediaBodyCache,
  type MediaFileRequest,
  mediaCacheControl,
} from '../lib/public-media.ts'

export type ServeMediaFile = (req: IncomingMessage, res: ServerResponse, file: MediaFileRequest) => Promise<boolean>

/** Returns `serveMediaFile` for the media folder under `dataDir` (DATA_DIR). */
export function createMediaFiles(dataDir: string): ServeMediaFile {
  const mediaDir = path.join(dataDir, 'media')
  // The banners and thumbnails every visitor loads: 16 MB of them at most, none over 1 MB (the hero sizes are ~100 KB).
  const mediaBodies = new MediaBodyCache({ maxBytes: 16 * 1024 * 1024, maxFileBytes: 1024 * 1024 })

  /**
   * A stored image of the media library from disk, with caching headers and 304s (src/lib/public-media.ts). Resolves
   * false, having sent nothing, when the file is not there: Payload's route then answers (404 for a missing file).
   */
  return async function serveMediaFile(req, res, { name, type }) {
    const file = path.join(mediaDir, name)
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) return false
    const validators = fileValidators(info.size, info.mtimeMs)
    const headers = {
      'content-type': type,
      'cache-control': mediaCacheControl,
      etag: validators.etag,
      'last-modified': validators.lastModified,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    }
    if (isNotModified(req.headers, validators)) {
      res.writeHead(304, headers)
      res.end()
      return true
    }
    let body = mediaBodies.get(name, info.size, info.mtimeMs)
    if (!body && req.method !== 'HEAD' && mediaBodies.keeps(info.size)) {
      body = await readFile(file).catch(() => null)
      // Replaced while it was read: serve what was read, keep nothing.
      if (body && body.length === info.size) mediaBodies.set(name, info.mtimeMs, body)
    }
    res.writeHead(200, { ...headers, 'content-length': body ? body.length : info.size })
    if (req.method === 'HEAD') res.end()
    else if (body) res.end(body)
    else
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res)
    return true
  }
}
