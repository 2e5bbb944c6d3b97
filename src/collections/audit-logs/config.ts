import type { CollectionConfig } from 'payload'
import { allow } from '@/access/permissions'

const nobody = () => false

export const auditActions = [
  { value: 'signin', label: '로그인' },
  { value: 'signin-failed', label: '로그인 실패' },
  { value: 'signout', label: '로그아웃' },
  { value: 'create', label: '등록' },
  { value: 'update', label: '수정' },
  { value: 'delete', label: '삭제' },
  { value: 'export', label: '내보내기' },
  { value: 'personal-data-view', label: '개인정보 조회' },
  { value: 'account-change', label: '계정 변경' },
  { value: 'approval-request', label: '승인 요청' },
  { value: 'approval-approve', label: '승인' },
  { value: 'approval-reject', label: '반려' },
  { value: 'personal-data-confirm', label: '개인정보 확인 후 게시' },
] as const

export type AuditAction = (typeof auditActions)[number]['value']

/**
 * What staff did, with account, time, IP and target. Written only by `src/modules/audit` through
 * the Local API; no API may create, change or delete an entry.
 */
export const AuditLogs: CollectionConfig = {
  slug: 'audit-logs',
  labels: { singular: '감사 로그', plural: '감사 로그' },
  admin: {
    group: '계정 관리',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'actorUserId', 'ip', 'targetCollection', 'targetId', 'summary'],
  },
  defaultSort: '-createdAt',
  access: { read: allow('audit', 'read'), create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'action',
      label: '행위',
      type: 'select',
      required: true,
      index: true,
      options: auditActions.map((a) => ({ ...a })),
    },
    { name: 'actor', label: '계정', type: 'relationship', relationTo: 'users', index: true },
    { name: 'actorUserId', label: '아이디', type: 'text', index: true },
    { name: 'ip', label: 'IP', type: 'text' },
    {
      name: 'targetCollection',
      label: '대상 종류',
      type: 'text',
      index: true,
      // Stored as the collection's slug; shown as its Korean name.
      admin: { components: { Cell: '/components/admin/cells/collection-name-cell#CollectionNameCell' } },
    },
    { name: 'targetId', label: '대상 번호', type: 'text' },
    { name: 'summary', label: '내용', type: 'text' },
  ],
}
