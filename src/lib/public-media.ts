/**
 * The media library's files (`/api/cms/media/file/{name}`) served by `server.mjs` straight from disk, with the headers
 * that let browsers and the nginx front keep them: `Cache-Control`, `ETag`, `Last-Modified` and 304s. Every stored
 * image is public (the media collection lets anyone read its files: they are shown on public pages), its stored name
 * carries the extension of its real content (src/collections/media/config.ts), and its sizes are webp. Anything else
 * (a byte range, a query, a name that is not plain, a type not in the list, a missing file) goes on to Payload's own
 * file route, which applies the same rules the slower way.
 *
 * Loaded by server.mjs through Node's type stripping: keep this file free of imports of our own.
 */

export const mediaFilePrefix = '/api/cms/media/file/'

/** Types by stored extension: the raster images the media library accepts (image-types.ts). */
export const imageTypesByExtension: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  webp: 'image/webp',
}

/**
 * A day fresh, then revalidated with the ETag (a 304 without the body). Not `immutable`: staff may replace an image
 * under the same name, and the pages that show it are dropped from the page cache at once; a day is how long a
 * visitor's browser may still show the old picture without asking.
 */
export const mediaCacheControl = 'public, max-age=86400, stale-while-revalidate=604800'

export type MediaFileRequest = { name: string; type: string }

/** The stored media file a request asks for, when `server.mjs` may answer it from disk; null otherwise. */
export function mediaFileRequest(
  method: string | undefined,
  url: string | undefined,
  range: string | string[] | undefined,
): MediaFileRequest | null {
  if ((method !== 'GET' && method !== 'HEAD') || range !== undefined) return null
  if (!url?.startsWith(mediaFilePrefix) || url.includes('?')) return null
  let name: string
  try {
    name = decodeURIComponent(url.slice(mediaFilePrefix.length))
  } catch {
    return null
  }
  if (!name || name.length > 255 || name.startsWith('.') || /[/\\]/.test(name)) return null
  if ([...name].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f')) return null
  const type = imageTypesByExtension[name.slice(name.lastIndexOf('.') + 1).toLowerCase()]
  return type ? { name, type } : null
}

export type FileValidators = { etag: string; lastModified: string; modifiedSeconds: number }

/** The validators of a stored file: its size and modification time, which change when staff replace it. */
export function fileValidators(size: number, mtimeMs: number): FileValidators {
  const modifiedSeconds = Math.floor(mtimeMs / 1000)
  return {
    etag: `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`,
    lastModified: new Date(modifiedSeconds * 1000).toUTCString(),
    modifiedSeconds,
  }
}

/** Whether the browser's copy is current (RFC 9110 §13.2.2: If-None-Match wins over If-Modified-Since). */
export function isNotModified(
  headers: Record<string, string | string[] | undefined>,
  validators: FileValidators,
): boolean {
  const ifNoneMatch = headers['if-none-match']
  if (typeof ifNoneMatch === 'string') {
    if (ifNoneMatch.trim() === '*') return true
    return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === validators.etag)
  }
  const ifModifiedSince = headers['if-modified-since']
  if (typeof ifModifiedSince !== 'string') return false
  const since = Date.parse(ifModifiedSince)
  return Number.isFinite(since) && validators.modifiedSeconds * 1000 <= since
}

type KeptBody = { size: number; mtimeMs: number; body: Buffer }

/**
 * The bodies of the images asked for most, kept in memory so a request costs a `stat` (which notices a replaced file)
 * and a write, not a file read: the home page's banners are asked for by every visitor. Files above `maxFileBytes`
 * are streamed from disk; the least recently used go first when `maxBytes` is reached.
 */
export class MediaBodyCache {
  private readonly kept = new Map<string, KeptBody>()
  private readonly limits: { maxBytes: number; maxFileBytes: number }
  private bytes = 0

  // A plain field, not a parameter property: Node's type stripping (server.mjs loads this file) cannot erase those.
  constructor(limits: { maxBytes: number; maxFileBytes: number }) {
    this.limits = limits
  }

  /** The kept body of `name` if it is still the file on disk (same size and modification time). */
  get(name: string, size: number, mtimeMs: number): Buffer | null {
    const found = this.kept.get(name)
    if (!found) return null
    this.kept.delete(name)
    if (found.size !== size || found.mtimeMs !== mtimeMs) {
      this.bytes -= found.body.length
      return null
    }
    this.kept.set(name, found)
    return found.body
  }

  /** Whether a file of this size is kept at all. */
  keeps(size: number): boolean {
    return size <= this.limits.maxFileBytes
  }

  set(name: string, mtimeMs: number, body: Buffer): void {
    if (!this.keeps(body.length)) return
    const old = this.kept.get(name)
    if (old) {
      this.kept.delete(name)
      this.bytes -= old.body.length
    }
    this.kept.set(name, { size: body.length, mtimeMs, body })
    this.bytes += body.length
    for (const [oldest, entry] of this.kept) {
      if (this.bytes <= this.limits.maxBytes) break
      this.kept.delete(oldest)
      this.bytes -= entry.body.length
    }
  }

  get size(): number {
    return this.bytes
  }
}
