// No 'server-only': the posts hooks import this, and the Payload CLI (seeding, scripts) loads them outside React.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/lib/env'
import { hwpxText } from '@/modules/files/hwpx-text'
import { readStoredObject } from '@/modules/files/object-storage'

/** Larger files are indexed by their name only: extracting them would hold the post's save for seconds. */
const maxDocumentBytes = 20 * 1024 * 1024
/** Enough text for every distinct one- and two-character piece of a long report; the rest adds no new grams. */
const maxTextChars = 200_000
/** Extracted texts kept per process, so saving a post again does not parse its unchanged PDFs again. */
const maxCached = 200

const cache = new Map<string, string>()

/** An attachment row as stored: its original name, the random name on disk and the detected type. */
export type StoredAttachment = { originalName: string; filename: string | null; mimeType: string | null }

/** The text of a PDF's pages, joined; '' when pdf.js cannot read it (a scan, a damaged or encrypted file). */
export async function pdfText(data: Uint8Array): Promise<string> {
  try {
    // Loaded on first use: pdf.js is large and only a save with a PDF attached needs it.
    const { extractText, getDocumentProxy } = await import('unpdf')
    // Quiet: a damaged file is indexed by its name, pdf.js's warnings about it are no news.
    const document = await getDocumentProxy(data, { verbosity: 0 })
    try {
      const { text } = await extractText(document, { mergePages: true })
      return text.slice(0, maxTextChars)
    } finally {
      await document.destroy()
    }
  } catch {
    return ''
  }
}

const isPdf = (file: StoredAttachment) =>
  file.mimeType === 'application/pdf' || /\.pdf$/i.test(file.filename ?? '') || /\.pdf$/i.test(file.originalName)
const isHwpx = (file: StoredAttachment) =>
  file.mimeType === 'application/hwp+zip' || /\.hwpx$/i.test(file.filename ?? '') || /\.hwpx$/i.test(file.originalName)

/**
 * The searchable text of a stored attachment: a PDF's or an HWPX document's text, '' for every other kind. Read when the post is saved
 * (the search index's hook), never per search. Files are stored under random names that change with their content,
 * so the name and size identify a version for the cache.
 */
export async function storedAttachmentText(file: StoredAttachment, dir = attachmentsDir()): Promise<string> {
  const extract = !file.filename ? null : isPdf(file) ? pdfText : isHwpx(file) ? hwpxText : null
  if (!file.filename || !extract) return ''
  // The stored name is random hex with an extension; anything else is not one of ours.
  if (path.basename(file.filename) !== file.filename) return ''
  const stored = env.objectStorage ? await fromBucket(file.filename) : await fromDisk(path.join(dir, file.filename))
  if (!stored) return ''
  const key = `${file.filename}:${stored.size}`
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const text = await extract(await stored.read())
  if (cache.size >= maxCached) cache.delete(cache.keys().next().value as string)
  cache.set(key, text)
  return text
}

type StoredBytes = { size: number; read: () => Promise<Uint8Array> } | null

async function fromDisk(location: string): Promise<StoredBytes> {
  const info = await stat(location).catch(() => null)
  if (!info?.isFile() || info.size > maxDocumentBytes) return null
  return { size: info.size, read: async () => new Uint8Array(await readFile(location)) }
}

/**
 * With object storage the file is an object (src/modules/files/object-storage.ts). The site's own uploads go
 * through the server, so their object key is the collection folder and the stored name.
 */
async function fromBucket(filename: string): Promise<StoredBytes> {
  const object = await readStoredObject('attachments', {}, filename).catch(() => null)
  if (!object) return null
  if (object.size > maxDocumentBytes) {
    await object.body.cancel()
    return null
  }
  // Read at once (at most maxDocumentBytes): an object body left unread would hold its connection open.
  const bytes = new Uint8Array(await new Response(object.body).arrayBuffer())
  return { size: object.size, read: async () => bytes }
}

/** Where the attachments collection stores its files (its `staticDir`). */
export const attachmentsDir = () => path.join(env.dataDir, 'attachments')
