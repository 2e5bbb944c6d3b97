import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  ValidationError,
} from 'payload'
import { allow, areaAccess } from '@/access/permissions'
import { certificateFingerprintEndpoint, fingerprintContext } from '@/modules/certification/fingerprint-endpoint'
import { certificateImportEndpoint } from '@/modules/certification/import-endpoint'
import { certificateQrEndpoint } from '@/modules/certification/qr-endpoint'
import { certificateRefusals } from '@/modules/certification/record-rules'
import { certificateSchemes, certificateStages } from '@/modules/certification/schemes'
import { certificateStatuses } from '@/modules/certification/status'
import { newVerificationCode } from '@/modules/certification/verification-code'
import { revalidateRegister } from './revalidate'

/**
 * A code for a new record, and the record's rules checked as a whole. The code is made here, never taken from the
 * request: a code someone chose could be one they already printed on a forgery.
 */
const checkCertificate: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const merged = { ...originalDoc, ...data }
  const refusals = certificateRefusals(merged)
  if (refusals.length > 0)
    throw new ValidationError({
      collection: 'certificates',
      errors: refusals.map(({ path, message }) => ({ path, message })),
    })
  if (operation === 'create') data.code = newVerificationCode()
  else if (data.code !== undefined && data.code !== originalDoc?.code)
    throw new APIError('검증 코드는 바꿀 수 없습니다.', 400)
  return data
}

/** Written by the fingerprint endpoint alone (it marks its request); any other write of these fields is dropped. */
const fingerprintOnly = {
  create: () => false,
  update: ({ req }: { req: { context?: Record<string, unknown> } }) => req.context?.[fingerprintContext] === true,
}

/**
 * A certificate another one names as its replacement stays: deleting it would leave a 재발급 pointing nowhere, and
 * 진위확인 would send the checker to nothing.
 */
const keepReplacements: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs } = await req.payload.find({
    collection: 'certificates',
    where: { replacedBy: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs[0])
    throw new APIError(
      `인증서 ${docs[0].number}의 재발급 인증서라 삭제할 수 없습니다. 먼저 그 인증서의 재발급 연결을 바꿔 주세요.`,
      409,
    )
}

const option = ({ value, ko }: { value: string; ko: string }) => ({ value, label: ko })

/**
 * 인증 현황: the certificates the institute issued. Visitors never read this collection directly: the register and
 * 진위확인 (src/modules/certification) show published records' public fields only.
 */
export const Certificates: CollectionConfig = {
  slug: 'certificates',
  labels: { singular: '인증서', plural: '인증 현황' },
  admin: {
    group: '인증 현황',
    useAsTitle: 'number',
    defaultColumns: ['number', 'scheme', 'grade', 'buildingName', 'issuedOn', 'validUntil', 'status', 'published'],
    listSearchableFields: ['number', 'buildingName', 'roadAddress'],
    components: { beforeListTable: ['/components/admin/certificate-import#CertificateImport'] },
  },
  defaultSort: '-issuedOn',
  access: { read: allow('certificates', 'read'), ...areaAccess('certificates') },
  hooks: {
    beforeChange: [checkCertificate],
    beforeDelete: [keepReplacements],
    afterChange: [revalidateRegister],
    afterDelete: [revalidateRegister],
  },
  endpoints: [certificateImportEndpoint, certificateQrEndpoint, certificateFingerprintEndpoint],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'number', label: '인증번호', type: 'text', required: true, unique: true, index: true },
        {
          name: 'scheme',
          label: '인증종류',
          type: 'select',
          required: true,
          index: true,
          options: certificateSchemes.map(option),
        },
        {
          name: 'stage',
          label: '예비/본인증',
          type: 'select',
          required: true,
          defaultValue: 'main',
          options: certificateStages.map(option),
        },
        {
          name: 'grade',
          label: '등급',
          type: 'text',
          index: true,
          admin: { description: '인증종류의 등급 그대로: 1++, 최우수…' },
        },
      ],
    },
    { name: 'buildingName', label: '건축물명', type: 'text', required: true, maxLength: 100, index: true },
    { name: 'roadAddress', label: '도로명주소', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'sido', label: '시도', type: 'text', required: true, maxLength: 20, index: true },
        { name: 'sigungu', label: '시군구', type: 'text', required: true, maxLength: 20, index: true },
        { name: 'use', label: '용도', type: 'text', required: true, maxLength: 40, index: true },
        { name: 'floorArea', label: '연면적(㎡)', type: 'number', min: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'issuedOn',
          label: '인증일',
          type: 'text',
          required: true,
          index: true,
          admin: { placeholder: '2026-03-15' },
        },
        {
          name: 'validUntil',
          label: '유효기간 만료일',
          type: 'text',
          index: true,
          admin: { placeholder: '2031-03-14' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          label: '상태',
          type: 'select',
          required: true,
          defaultValue: 'valid',
          index: true,
          options: certificateStatuses.map(option),
        },
        { name: 'statusDate', label: '취소·효력정지일', type: 'text', admin: { placeholder: '2026-05-01' } },
        {
          name: 'replacedBy',
          label: '재발급 인증서',
          type: 'relationship',
          relationTo: 'certificates',
          admin: { condition: (_, sibling) => sibling?.status === 'reissued' },
        },
      ],
    },
    {
      name: 'published',
      label: '공개',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: '끄면 인증 현황과 진위확인 어디에도 나오지 않습니다.' },
    },
    {
      name: 'privateHouse',
      label: '개인 단독주택',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: '주소는 시군구까지만, 건축물명은 "단독주택"으로 공개합니다.' },
    },
    {
      name: 'code',
      label: '검증 코드',
      type: 'text',
      unique: true,
      index: true,
      // The stored code stays out of the form: the sidebar box shows it as printed, with its QR code.
      admin: { hidden: true },
    },
    {
      name: 'pdfSha256',
      label: '발급 PDF 지문(SHA-256)',
      type: 'text',
      index: true,
      // Set only by the fingerprint endpoint, from the file itself: a typed value could be any file's hash.
      access: fingerprintOnly,
      admin: { hidden: true },
    },
    { name: 'pdfName', label: '발급 PDF 파일명', type: 'text', access: fingerprintOnly, admin: { hidden: true } },
    {
      name: 'pdfBox',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/components/admin/certificate-pdf-field#CertificatePdfField' },
      },
    },
    {
      name: 'codeBox',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/components/admin/certificate-code-field#CertificateCodeField' },
      },
    },
  ],
}
