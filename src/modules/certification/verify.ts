import 'server-only'
import type { Payload, Where } from 'payload'
import type { Certificate } from '@/payload-types'
import { type PublicCertificate, publicCertificate } from './public-view'
import { isCalendarDay } from './status'
import { normalizeVerificationCode } from './verification-code'
import { logVerification, type VerificationResult, type VerificationWay } from './verification-log'

/** By code, by number and issue day, or by the SHA-256 of the PDF in hand (`pdfFingerprint`). */
export type VerifyQuery = { code: string } | { number: string; issuedOn: string } | { pdfSha256: string }
export type Verification = { result: VerificationResult; certificate?: PublicCertificate }

/** The one answer to every miss: it never says which field was wrong. */
export const notFoundMessage = {
  ko: '일치하는 정보가 없습니다.',
  en: 'No matching record was found.',
} as const

/** Published records only: an unpublished certificate is, to a checker, one that does not exist. */
export const publishedCertificates: Where = { published: { equals: true } }

/**
 * Looks a certificate up by its verification code, or by its number and issue day together (both exact: no wildcard
 * or partial match), and logs the check. A code that is not well formed is a miss without a query.
 */
export async function verifyCertificate(
  payload: Payload,
  query: VerifyQuery,
  context: { ip: string; language?: 'ko' | 'en'; now?: Date },
): Promise<Verification> {
  const way: VerificationWay = 'code' in query ? 'code' : 'pdfSha256' in query ? 'pdf' : 'number'
  const where = whereFor(query)
  const record = where ? await findPublishedCertificate(payload, where) : null
  if (!record) {
    await logVerification(payload, { way, result: 'not_found', ip: context.ip })
    return { result: 'not_found' }
  }
  const certificate = publicCertificate(record, { language: context.language, now: context.now })
  await logVerification(payload, { way, result: certificate.status, certificateId: record.id, ip: context.ip })
  return { result: certificate.status, certificate }
}

function whereFor(query: VerifyQuery): Where | null {
  if ('pdfSha256' in query)
    return /^[0-9a-f]{64}$/.test(query.pdfSha256) ? { pdfSha256: { equals: query.pdfSha256 } } : null
  if ('code' in query) {
    const code = normalizeVerificationCode(query.code)
    return code ? { code: { equals: code } } : null
  }
  const number = query.number.trim()
  if (!number || !isCalendarDay(query.issuedOn)) return null
  return { and: [{ number: { equals: number } }, { issuedOn: { equals: query.issuedOn } }] }
}

/** The one published certificate matching `where` (with its replacement, for 재발급), or null. */
export async function findPublishedCertificate(payload: Payload, where: Where): Promise<Certificate | null> {
  const { docs } = await payload.find({
    collection: 'certificates',
    overrideAccess: true,
    where: { and: [publishedCertificates, where] },
    limit: 1,
    depth: 1,
    pagination: false,
  })
  return docs[0] ?? null
}
