import type { Access, CollectionConfig, Where } from 'payload'
import { allowedBoards, can, isActive, type PermissionSubject } from '@/access/permissions'

const nobody = () => false

// Staff accounts by name in the list and on the request's page: an approver may not read other accounts.
const staffNameComponents = {
  Cell: '/components/admin/cells/staff-name-cell#StaffNameCell',
  Field: '/components/admin/cells/staff-name-cell#StaffNameField',
}

export const approvalStatuses = [
  { value: 'pending', label: '승인요청' },
  { value: 'approved', label: '승인' },
  { value: 'rejected', label: '반려' },
] as const
export type ApprovalStatus = (typeof approvalStatuses)[number]['value']

export const approvalActions = [
  { value: 'publish', label: '게시' },
  { value: 'delete', label: '삭제' },
  { value: 'send', label: '발송' },
  { value: 'answer', label: '답변 등록' },
] as const

/**
 * Reading requests: an approver reads those of the places where they may write (every page request with the pages
 * permission, the boards of their group); anyone else reads only their own requests, to see what became of them.
 */
const readRequests: Access = ({ req }) => {
  const user = req.user as (PermissionSubject & { id?: number; authGroup?: unknown }) | null
  if (!isActive(user) || !user?.id) return false
  // Those who read the audit log read every request: the record of who asked and who decided.
  if (can(user, 'audit', 'read')) return true
  // Their own requests, and those waiting for them as the final approver of 2단계 승인 (a 그룹장 need not approve
  // anything else).
  const own: Where = { or: [{ requestedBy: { equals: user.id } }, { finalApprover: { equals: user.id } }] }
  const group = user.authGroup as { approval?: { approver?: boolean | null } | null } | null
  if (!group || typeof group !== 'object' || !group.approval?.approver) return own
  const places: Where[] = [own]
  for (const area of ['pages', 'banners', 'popups'] as const)
    if (can(user, area, 'write')) places.push({ targetCollection: { equals: area } })
  if (can(user, 'newsletters', 'write')) places.push({ action: { equals: 'send' } })
  if (can(user, 'qna', 'write')) places.push({ action: { equals: 'answer' } })
  const boards = allowedBoards(user, 'write')
  if (boards === 'all') places.push({ targetCollection: { equals: 'posts' } })
  else if (boards.length)
    places.push({ and: [{ targetCollection: { equals: 'posts' } }, { boardSeq: { in: boards } }] })
  return { or: places }
}

/**
 * 게시 승인 요청: a save that would have changed the public site, held as a draft until an approver decides
 * (src/modules/approval). Written only by the server: staff request by saving, and decide through the approval API.
 */
export const ApprovalRequests: CollectionConfig = {
  slug: 'approval-requests',
  labels: { singular: '승인 요청', plural: '게시 승인' },
  admin: {
    group: '게시판 관리',
    useAsTitle: 'title',
    defaultColumns: [
      'menu',
      'title',
      'action',
      'requestedBy',
      'requestedAt',
      'status',
      'reason',
      'decidedBy',
      'decidedAt',
      'language',
    ],
    description:
      '승인이 필요한 곳에서 게시나 삭제를 요청한 글입니다. 게시 요청을 승인하면 사이트에 게시되고, 삭제 요청을 승인하면 사이트에서 내려가 삭제 게시물 기록대장에 남습니다. 반려하면 사유가 요청한 사람에게 남습니다.',
  },
  defaultSort: '-requestedAt',
  access: { read: readRequests, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'decision',
      type: 'ui',
      admin: { components: { Field: '/components/admin/approval-decision-field#ApprovalDecisionField' } },
    },
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
        { value: 'qna', label: '현장 Q&A' },
      ],
    },
    { name: 'targetId', label: '대상 번호', type: 'number', required: true, index: true },
    { name: 'boardSeq', label: '게시판 번호', type: 'number', index: true },
    {
      name: 'action',
      label: '요청',
      type: 'select',
      required: true,
      defaultValue: 'publish',
      options: approvalActions.map((a) => ({ ...a })),
    },
    {
      name: 'requestNote',
      label: '요청 사유',
      type: 'textarea',
      admin: { description: '삭제를 요청할 때 적은 사유입니다.', condition: (data) => data?.action === 'delete' },
    },
    {
      name: 'language',
      label: '언어',
      type: 'select',
      required: true,
      defaultValue: 'ko',
      options: [
        { value: 'ko', label: '국문' },
        { value: 'en', label: '영문' },
      ],
    },
    // Not required: the request outlives an account deleted since.
    {
      name: 'requestedBy',
      label: '작성자',
      type: 'relationship',
      relationTo: 'users',
      admin: { components: staffNameComponents },
    },
    { name: 'requestedAt', label: '요청일', type: 'date', required: true, index: true },
    {
      name: 'status',
      label: '상태',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: approvalStatuses.map((s) => ({ ...s })),
      admin: { components: { Cell: '/components/admin/cells/approval-status-cell#ApprovalStatusCell' } },
    },
    // 2단계 승인 (src/modules/approval/steps.ts): a request of a two-step group is still 승인요청 after its first
    // approval, now waiting for its final approver.
    { name: 'twoStep', label: '2단계 승인', type: 'checkbox', defaultValue: false },
    {
      name: 'firstApprovedBy',
      label: '1차 승인자',
      type: 'relationship',
      relationTo: 'users',
      admin: {
        condition: (data) => Boolean(data?.twoStep),
        components: staffNameComponents,
      },
    },
    {
      name: 'firstApprovedAt',
      label: '1차 승인일',
      type: 'date',
      admin: { condition: (data) => Boolean(data?.twoStep) },
    },
    {
      name: 'firstReason',
      label: '1차 의견',
      type: 'textarea',
      admin: { condition: (data) => Boolean(data?.twoStep) },
    },
    {
      name: 'finalApprover',
      label: '최종 승인자',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: {
        description: '1차 승인 때 정해집니다: 요청한 그룹의 그룹장, 없으면 1차 승인자가 아닌 다른 승인권자입니다.',
        condition: (data) => Boolean(data?.firstApprovedBy),
        components: staffNameComponents,
      },
    },
    {
      name: 'decidedBy',
      label: '승인자',
      type: 'relationship',
      relationTo: 'users',
      admin: { components: staffNameComponents },
    },
    { name: 'decidedAt', label: '승인일', type: 'date' },
    { name: 'reason', label: '의견', type: 'textarea', admin: { description: '반려할 때는 사유가 필요합니다.' } },
  ],
}
