import type { Certificate } from '@/payload-types'
import { gradeLabel, schemeOf } from './schemes'
import { type CertificateStatus, effectiveStatus, statusLabel } from './status'

/** What anyone may read of a published certificate. 의뢰인, the PDF and the code itself are never in it. */
export type PublicCertificate = {
  number: string
  scheme: string
  schemeLabel: string
  stage: string
  grade: string | null
  gradeLabel: string
  buildingName: string
  /** A private house's address stops at 시군구. */
  address: string
  sido: string
  sigungu: string
  use: string
  floorArea: number | null
  issuedOn: string
  validUntil: string | null
  status: CertificateStatus
  statusLabel: string
  /** The day a 취소 or 효력정지 took effect. */
  statusDate: string | null
  /** The number of the certificate that replaced a 재발급 one, when it is public. */
  replacedBy: string | null
}

export const privateHouseName = { ko: '단독주택', en: 'Detached house' } as const

export function publicCertificate(
  record: Certificate,
  options: { language?: 'ko' | 'en'; now?: Date; replacement?: Pick<Certificate, 'number' | 'published'> | null } = {},
): PublicCertificate {
  const language = options.language ?? 'ko'
  const status = effectiveStatus(record, options.now)
  const scheme = schemeOf(record.scheme)
  const replacement = options.replacement ?? (typeof record.replacedBy === 'object' ? record.replacedBy : null)
  return {
    number: record.number,
    scheme: record.scheme,
    schemeLabel: scheme?.[language] ?? record.scheme,
    stage: record.stage,
    grade: record.grade || null,
    gradeLabel: gradeLabel(record.grade, language),
    buildingName: record.privateHouse ? privateHouseName[language] : record.buildingName,
    address: record.privateHouse ? `${record.sido} ${record.sigungu}` : record.roadAddress,
    sido: record.sido,
    sigungu: record.sigungu,
    use: record.use,
    floorArea: record.floorArea ?? null,
    issuedOn: record.issuedOn,
    validUntil: record.validUntil || null,
    status,
    statusLabel: statusLabel(status, language),
    statusDate: status === 'revoked' || status === 'suspended' ? record.statusDate || null : null,
    replacedBy: status === 'reissued' && replacement?.published ? replacement.number : null,
  }
}
