import { fileTypeFromBuffer } from 'file-type'
import { claimedExtension, claimsAllowedExtension } from './extensions'

/**
 * Documents accepted as board attachments, decided by the file's content (magic bytes), never by the name or
 * the browser's claim. HWP is an OLE compound file (`application/x-cfb`); HWPX and the Office formats are zip
 * containers, which file-type reports either as zip or as the specific Office type.
 */
const acceptedByContent: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/x-cfb': 'cfb',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
}

/** Extensions a zip or compound file may carry; anything else keeps the container's own extension. */
const containerExtensions: Record<string, string[]> = {
  cfb: ['hwp', 'doc', 'xls', 'ppt'],
  zip: ['hwpx', 'docx', 'xlsx', 'pptx', 'zip'],
}

const mimeForExtension: Record<string, string> = {
  hwp: 'application/x-hwp',
  hwpx: 'application/hwp+zip',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
}

/** Extensions an attachment's name may carry (a name without one is named after its content). */
export const documentExtensions: ReadonlySet<string> = new Set([
  'pdf',
  'hwp',
  'hwpx',
  'doc',
  'xls',
  'ppt',
  'docx',
  'xlsx',
  'pptx',
  'zip',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'bmp',
])

export const rejectedDocumentMessage = 'PDF, HWP, HWPX, DOCX, XLSX, PPTX, ZIP 또는 이미지 파일만 첨부할 수 있습니다.'

export type DocumentType = { extension: string; mimeType: string }

/** The stored extension and MIME type of an upload, or null when its content is not an accepted document. */
export async function detectDocumentType(data: Uint8Array, originalName: string): Promise<DocumentType | null> {
  if (!claimsAllowedExtension(originalName, documentExtensions)) return null
  const detected = await fileTypeFromBuffer(data)
  if (!detected) return null
  const kind = acceptedByContent[detected.mime]
  if (!kind) return null
  const claimed = claimedExtension(originalName) ?? ''
  const container = kind === 'cfb' ? 'cfb' : ['zip', 'docx', 'xlsx', 'pptx'].includes(kind) ? 'zip' : null
  if (container) {
    if (kind !== 'zip' && kind !== 'cfb') return { extension: kind, mimeType: detected.mime }
    const extension = containerExtensions[container]?.includes(claimed) ? claimed : kind === 'cfb' ? 'hwp' : 'zip'
    return { extension, mimeType: mimeForExtension[extension] ?? detected.mime }
  }
  return { extension: kind, mimeType: detected.mime }
}

/** `Content-Disposition` with the UTF-8 original name (RFC 6266/5987) and an ASCII fallback for old clients. */
export function contentDisposition(originalName: string): string {
  const fallback = originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(originalName)}`
}
