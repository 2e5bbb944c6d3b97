import type { CollectionConfig } from 'payload'
import { allow } from '@/access/permissions'

const nobody = () => false

export const deletionWays = [
  { value: 'trash', label: '휴지통으로 이동' },
  { value: 'delete', label: '영구 삭제' },
] as const
export type DeletionWay = (typeof deletionWays)[number]['value']

/**
 * 삭제 게시물 기록대장: each published post or page taken off the site by deletion, with its place, reason, who asked
 * and who approved, and what it held at that moment. Written only by the server (src/modules/deletion-register),
 * read by those who read the audit log, deleted by the nightly job after DELETED_POST_RETENTION_DAYS.
 */
export const DeletionRecords: CollectionConfig = {
  slug: 'deletion-records',
  labels: { singular: '삭제 기록', plural: '삭제 게시물 기록대장' },
  admin: {
    group: '게시판 관리',
    useAsTitle: 'title',
    defaultColumns: ['deletedAt', 'menu', 'title', 'reason', 'deletedBy', 'approvedBy', 'way', 'restoredAt'],
    description:
      '게시된 글이나 페이지를 삭제하면 메뉴, 제목, 사유, 요청한 사람과 승인자, 삭제 당시 내용이 여기에 남습니다. 보존 기간이 지나면 자동으로 지워집니다.',
  },
  defaultSort: '-deletedAt',
  access: { read: allow('audit', 'read'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'menu', label: '메뉴', type: 'text', required: true },
    { name: 'title', label: '제목', type: 'text', required: true },
    {
      name: 'targetCollection',
      label: '대상 종류',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'posts', label: '게시글' },
        { value: 'pages', label: '페이지' },
        { value: 'banners', label: '메인 배너' },
        { value: 'popups', label: '팝업' },
      ],
    },
    { name: 'targetId', label: '대상 번호', type: 'number', required: true, index: true },
    { name: 'boardSeq', label: '게시판 번호', type: 'number', index: true },
    { name: 'reason', label: '삭제 사유', type: 'textarea' },
    // Not required: the record outlives accounts deleted since.
    {
      name: 'deletedBy',
      label: '삭제한 사람',
      type: 'relationship',
      relationTo: 'users',
      admin: {
        description: '승인을 거친 삭제는 요청한 사람입니다.',
        components: { Cell: '/components/admin/cells/staff-name-cell#StaffNameCell' },
      },
    },
    {
      name: 'approvedBy',
      label: '승인자',
      type: 'relationship',
      relationTo: 'users',
      admin: { components: { Cell: '/components/admin/cells/staff-name-cell#StaffNameCell' } },
    },
    { name: 'approvalRequest', label: '승인 요청 번호', type: 'number' },
    {
      name: 'way',
      label: '삭제 방법',
      type: 'select',
      required: true,
      defaultValue: 'trash',
      options: deletionWays.map((w) => ({ ...w })),
    },
    { name: 'deletedAt', label: '삭제일', type: 'date', required: true, index: true },
    { name: 'restoredAt', label: '복원일', type: 'date', admin: { description: '휴지통에서 복원한 때입니다.' } },
    { name: 'purgedAt', label: '영구 삭제일', type: 'date' },
    {
      name: 'snapshot',
      label: '삭제 당시 내용',
      type: 'json',
      admin: { description: '삭제한 때의 제목, 본문, 게시일 등 글의 모든 항목입니다.' },
    },
  ],
}
