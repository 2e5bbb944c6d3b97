import 'server-only'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { badRequest, conflict, notFound } from '@/modules/api/errors'
import type { Certificate, User } from '@/payload-types'
import { verifyAddressOf } from './qr-endpoint'
import { certificateData } from './record-data'
import { certificateMessages } from './record-rules'
import {
  type CertificateBody,
  certificateBodySchema,
  staffCertificateMessages as messages,
  type StaffCertificate,
} from './staff-api-schemas'
import { formatVerificationCode } from './verification-code'

/**
 * Staff writes of `/api/v1/certificates`. Each goes through the collection with the caller as user and
 * `overrideAccess: false`, so the collection's access, its rules and code (`checkCertificate`) and the audit log apply
 * exactly as to an edit in the admin.
 */

const notFoundMessage = '인증서를 찾을 수 없습니다.'

/** The body of a create or a replacement; `code` is refused by name, since the server makes it. */
export function parseCertificateBody(raw: unknown): CertificateBody {
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && 'code' in raw)
    throw badRequest(messages.code, [{ path: 'code', message: messages.code }])
  return certificateBodySchema.parse(raw)
}

export function staffCertificate(record: Certificate): StaffCertificate {
  const replacement = record.replacedBy
  const code = record.code ?? ''
  return {
    number: record.number,
    scheme: record.scheme,
    stage: record.stage,
    grade: record.grade || null,
    buildingName: record.buildingName,
    roadAddress: record.roadAddress,
    sido: record.sido,
    sigungu: record.sigungu,
    use: record.use,
    floorArea: record.floorArea ?? null,
    issuedOn: record.issuedOn,
    validUntil: record.validUntil || null,
    status: record.status,
    statusDate: record.statusDate || null,
    replacedBy: replacement && typeof replacement === 'object' ? replacement.number : null,
    published: Boolean(record.published),
    privateHouse: Boolean(record.privateHouse),
    code: formatVerificationCode(code),
    verifyUrl: verifyAddressOf(code),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}

/** The record with this number, published or not; numbers are matched exactly. */
async function byNumber(payload: Payload, number: string): Promise<Certificate | null> {
  const { docs } = await payload.find({
    collection: 'certificates',
    overrideAccess: true,
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ?? null
}

const duplicate = () => conflict(messages.duplicate, [{ path: 'number', message: messages.duplicate }])

/** The collection's data for a body: empty optional fields stored as null, the replacement by its id. */
async function toData(payload: Payload, input: CertificateBody) {
  let replacedBy: number | null = null
  if (input.replacedBy) {
    const replacement = await byNumber(payload, input.replacedBy)
    if (!replacement)
      throw badRequest(messages.replacementMissing, [{ path: 'replacedBy', message: messages.replacementMissing }])
    replacedBy = replacement.id
  }
  return certificateData(input, replacedBy)
}

/** The caller as Payload's `req.user`, with the request's headers, so the audit log records the address too. */
const requestOf = (payload: Payload, user: User, headers: Headers) =>
  createLocalReq({ user: { ...user, collection: 'users' }, req: { headers } }, payload) as Promise<PayloadRequest>

/** Two saves of one number racing past the check above meet the unique index: the same 409. */
function rethrow(error: unknown): never {
  const e = error as { name?: string; data?: { errors?: { path?: string; message?: string }[] } }
  const ruleMessages: readonly string[] = Object.values(certificateMessages)
  if (
    e?.name === 'ValidationError' &&
    e.data?.errors?.some((d) => d.path === 'number' && !ruleMessages.includes(d.message ?? ''))
  )
    throw duplicate()
  throw error
}

export async function createCertificate(payload: Payload, user: User, headers: Headers, input: CertificateBody) {
  if (await byNumber(payload, input.number)) throw duplicate()
  const data = await toData(payload, input)
  const req = await requestOf(payload, user, headers)
  try {
    const created = await payload.create({ collection: 'certificates', req, overrideAccess: false, depth: 1, data })
    return staffCertificate(created)
  } catch (error) {
    rethrow(error)
  }
}

/** Replaces every editable field of the record `number`; the body's number renames it when no other record has it. */
export async function replaceCertificate(
  payload: Payload,
  user: User,
  headers: Headers,
  number: string,
  input: CertificateBody,
) {
  const current = await byNumber(payload, number)
  if (!current) throw notFound(notFoundMessage)
  if (input.number !== current.number && (await byNumber(payload, input.number))) throw duplicate()
  const data = await toData(payload, input)
  const req = await requestOf(payload, user, headers)
  try {
    const updated = await payload.update({
      collection: 'certificates',
      id: current.id,
      req,
      overrideAccess: false,
      depth: 1,
      data,
    })
    return staffCertificate(updated)
  } catch (error) {
    rethrow(error)
  }
}

export async function deleteCertificate(payload: Payload, user: User, headers: Headers, number: string) {
  const current = await byNumber(payload, number)
  if (!current) throw notFound(notFoundMessage)
  await payload.delete({
    collection: 'certificates',
    id: current.id,
    req: await requestOf(payload, user, headers),
    overrideAccess: false,
  })
}
