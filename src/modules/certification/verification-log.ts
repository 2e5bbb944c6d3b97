import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'

export const verificationWays = [
  { value: 'code', ko: '검증 코드' },
  { value: 'number', ko: '번호와 발급일' },
  { value: 'pdf', ko: 'PDF 파일' },
] as const
export type VerificationWay = (typeof verificationWays)[number]['value']

/** What `POST /api/v1/certificates/verify` answers; `not_found` is every miss, whatever field did not match. */
export const verificationResults = [
  { value: 'valid', ko: '일치(유효)' },
  { value: 'expired', ko: '만료' },
  { value: 'revoked', ko: '취소' },
  { value: 'suspended', ko: '효력정지' },
  { value: 'reissued', ko: '재발급됨' },
  { value: 'not_found', ko: '불일치' },
] as const
export type VerificationResult = (typeof verificationResults)[number]['value']

/** A keyed hash of the checker's address: the same address gives the same value, and the address cannot be read back. */
export const addressHash = (secret: string, ip: string): string =>
  createHmac('sha256', `certificate-checks:${secret}`).update(ip).digest('hex').slice(0, 32)

export async function logVerification(
  payload: Payload,
  entry: { way: VerificationWay; result: VerificationResult; certificateId?: number; ip: string },
): Promise<void> {
  await payload.create({
    collection: 'certificate-checks',
    overrideAccess: true,
    data: {
      way: entry.way,
      result: entry.result,
      certificate: entry.certificateId,
      addressHash: addressHash(payload.secret, entry.ip),
    },
  })
}
