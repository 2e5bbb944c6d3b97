import { createHash } from 'node:crypto'
import { maxCertificatePdfBytes } from '@/lib/body-limits'

/** SHA-256 of an issued PDF, as stored (`pdfSha256`) and compared: 64 lower-case hex digits. */
export const pdfFingerprint = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

export const pdfMessages = {
  missing: 'PDF 파일을 골라 주세요.',
  notPdf: 'PDF 파일만 확인할 수 있습니다. 발급받은 인증서 PDF를 그대로 올려 주세요.',
  tooLarge: `PDF 파일은 ${maxCertificatePdfBytes / 1024 / 1024}MB까지 올릴 수 있습니다.`,
} as const

export const pdfMessagesEn: Record<keyof typeof pdfMessages, string> = {
  missing: 'Choose a PDF file.',
  notPdf: 'Only PDF files can be checked. Upload the certificate PDF as you received it.',
  tooLarge: `A PDF may be at most ${maxCertificatePdfBytes / 1024 / 1024} MB.`,
}

/**
 * The bytes of the multipart field `file` when it is a PDF by its content (`%PDF-` within its first kilobyte, as
 * readers accept it), or why not. The name and the declared type are not trusted.
 */
export async function pdfFromForm(
  form: FormData,
): Promise<{ ok: true; bytes: Uint8Array; name: string } | { ok: false; reason: keyof typeof pdfMessages }> {
  const file = form.get('file')
  if (!file || typeof file === 'string' || file.size === 0) return { ok: false, reason: 'missing' }
  if (file.size > maxCertificatePdfBytes) return { ok: false, reason: 'tooLarge' }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1')
  if (!head.includes('%PDF-')) return { ok: false, reason: 'notPdf' }
  return { ok: true, bytes, name: file.name.slice(0, 200) }
}
