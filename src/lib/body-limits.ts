/**
 * How large a request body may be, by route, checked by `server.mjs` from the headers before a byte of the body
 * is read: an oversized upload is refused at once instead of after it has been streamed to disk and parsed.
 * The per-file limits of the upload collections live here too, so the early check and the collections' own
 * checks cannot drift apart.
 *
 * This file is also loaded by `server.mjs` directly (Node type stripping): keep it free of imports.
 */

const megabyte = 1024 * 1024

/** 10 MB: a full-width banner photo fits easily; anything larger should be resized before it is uploaded. */
export const maxImageBytes = 10 * megabyte

/** The largest per-file limit a board may set (`maxAttachmentMb`); each board's own limit is checked later. */
export const maxAttachmentMb = 100
export const maxAttachmentBytes = maxAttachmentMb * megabyte

/**
 * 20 MB: an issued certificate or test report as PDF, its seal and signatures included. Only its SHA-256 is kept
 * (staff's fingerprint) or compared (a checker's upload); the file itself is never stored.
 */
export const maxCertificatePdfBytes = 20 * megabyte

/** Room for the multipart framing and the other form fields sent with a file. */
const formOverhead = 1 * megabyte

/**
 * Every other body is JSON, a form or a multipart `contents` field: 4 MB leaves room for the admin's form state
 * of a long page with many blocks, and is far below anything that could hurt the server.
 */
export const maxOtherBodyBytes = 4 * megabyte

/** Routes that take a file, with the largest body each may send. */
const uploadRoutes: { pattern: RegExp; maxBytes: number }[] = [
  // Payload's REST API of the media library: create, replace the file, bulk upload.
  { pattern: /^\/api\/cms\/media(\/|$)/, maxBytes: maxImageBytes + formOverhead },
  // Payload's REST API of board attachments, and the staff API's attachment upload (spec §7).
  { pattern: /^\/api\/cms\/attachments(\/|$)/, maxBytes: maxAttachmentBytes + formOverhead },
  { pattern: /^\/api\/v1\/boards\/[^/]+\/posts\/[^/]+\/attachments\/?$/, maxBytes: maxAttachmentBytes + formOverhead },
  // A certificate's PDF: staff fingerprint it, a checker compares one (진위확인 by file).
  { pattern: /^\/api\/cms\/certificates\/[^/]+\/fingerprint\/?$/, maxBytes: maxCertificatePdfBytes + formOverhead },
  { pattern: /^\/api\/v1\/certificates\/verify\/?$/, maxBytes: maxCertificatePdfBytes + formOverhead },
  // A register to import as CSV: 20,000 rows of a few hundred bytes each.
  { pattern: /^\/api\/cms\/certificates\/import\/?$/, maxBytes: 10 * megabyte + formOverhead },
]

/** The largest body a request to `pathname` may carry. */
export function bodyLimitFor(pathname: string): number {
  return uploadRoutes.find((route) => route.pattern.test(pathname))?.maxBytes ?? maxOtherBodyBytes
}

export type BodyVerdict =
  | { ok: true }
  | { ok: false; status: 411 | 413; code: 'LENGTH_REQUIRED' | 'PAYLOAD_TOO_LARGE'; message: string }

export const bodyLimitMessages = {
  tooLarge: (maxBytes: number) =>
    `요청 본문이 너무 큽니다. 이 주소에는 ${Math.floor(maxBytes / megabyte)}MB까지 보낼 수 있습니다.`,
  lengthRequired: '요청 본문의 길이(Content-Length)를 알려 주세요.',
} as const

/**
 * Whether a request may go on, judged from its headers alone. A declared Content-Length is binding: Node's
 * parser never hands on more bytes than it, so checking it is checking the whole stream. A body without one
 * (`Transfer-Encoding: chunked`) would have to be counted while it streams; browsers and the site's own
 * clients always send a length, so such bodies are refused with 411 instead (docs/decisions/0012).
 */
export function judgeBody(
  pathname: string,
  headers: { 'content-length'?: string; 'transfer-encoding'?: string },
): BodyVerdict {
  const limit = bodyLimitFor(pathname)
  const declared = headers['content-length']
  if (declared === undefined) {
    if (headers['transfer-encoding'] === undefined) return { ok: true }
    return { ok: false, status: 411, code: 'LENGTH_REQUIRED', message: bodyLimitMessages.lengthRequired }
  }
  const length = Number(declared)
  if (Number.isFinite(length) && length <= limit) return { ok: true }
  return { ok: false, status: 413, code: 'PAYLOAD_TOO_LARGE', message: bodyLimitMessages.tooLarge(limit) }
}
