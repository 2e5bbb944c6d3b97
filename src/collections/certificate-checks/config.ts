import type { CollectionConfig } from 'payload'
import { nobody } from '@/access'
import { allow } from '@/access/permissions'
import { verificationResults, verificationWays } from '@/modules/certification/verification-log'

/**
 * 진위확인 기록: one row per verification, written by the server alone. The checker's address is kept only as a keyed
 * hash, enough to see one address trying many numbers, not who it was.
 */
export const CertificateChecks: CollectionConfig = {
  slug: 'certificate-checks',
  labels: { singular: '진위확인 기록', plural: '진위확인 기록' },
  admin: {
    group: '인증 현황',
    defaultColumns: ['createdAt', 'way', 'result', 'certificate', 'addressHash'],
  },
  defaultSort: '-createdAt',
  access: { read: allow('certificates', 'read'), create: nobody, update: nobody, delete: nobody },
  timestamps: true,
  fields: [
    {
      name: 'way',
      label: '확인 방법',
      type: 'select',
      required: true,
      options: verificationWays.map(({ value, ko }) => ({ value, label: ko })),
    },
    {
      name: 'result',
      label: '결과',
      type: 'select',
      required: true,
      index: true,
      options: verificationResults.map(({ value, ko }) => ({ value, label: ko })),
    },
    { name: 'certificate', label: '인증서', type: 'relationship', relationTo: 'certificates' },
    {
      name: 'addressHash',
      label: '주소 해시',
      type: 'text',
      index: true,
      admin: { description: '접속 주소의 키 해시' },
    },
  ],
}
