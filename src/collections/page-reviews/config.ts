import type { CollectionConfig } from 'payload'
import { allow } from '@/access/permissions'
import { auditReviewSettings, computeNextReview, confirmUnchangedEndpoint } from '@/modules/content-review/review'
import { defaultReviewCycleMonths, reviewCycles } from '@/modules/content-review/schedule'

const nobody = () => false

/**
 * 콘텐츠 정비: one row per content page, kept beside the page rather than on it, since a review is not content: it
 * must not make a version, wait for 게시 승인, or move the page's 최종 수정일. Rows are made and kept in step by the
 * pages' hooks (src/modules/content-review/review.ts); staff with the pages permission set the cycle and the 담당자
 * and confirm a page unchanged; nobody creates or deletes one.
 */
export const PageReviews: CollectionConfig = {
  slug: 'page-reviews',
  labels: { singular: '콘텐츠 정비', plural: '콘텐츠 정비' },
  admin: {
    group: '콘텐츠',
    useAsTitle: 'pageTitle',
    defaultColumns: ['pageTitle', 'pagePath', 'nextReviewAt', 'lastReviewedAt', 'cycleMonths', 'owner'],
    description:
      '페이지마다 검토 주기와 다음 검토일이 있습니다. 내용을 확인하고 바꿀 것이 없으면 "변경 없음 확인"을 누르세요. 게시하면 그날부터 다시 셉니다.',
  },
  defaultSort: 'nextReviewAt',
  access: { read: allow('pages', 'read'), update: allow('pages', 'write'), create: nobody, delete: nobody },
  hooks: { beforeChange: [computeNextReview], afterChange: [auditReviewSettings] },
  endpoints: [confirmUnchangedEndpoint],
  fields: [
    {
      name: 'page',
      label: '페이지',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      unique: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'pageTitle', label: '페이지 제목', type: 'text', admin: { readOnly: true } },
    { name: 'pagePath', label: '사이트 경로', type: 'text', admin: { readOnly: true } },
    {
      name: 'cycleMonths',
      label: '검토 주기',
      type: 'select',
      required: true,
      defaultValue: String(defaultReviewCycleMonths),
      options: reviewCycles.map((months) => ({ value: String(months), label: `${months}개월` })),
    },
    {
      name: 'owner',
      label: '담당자 계정',
      type: 'relationship',
      relationTo: 'users',
      admin: {
        description: '검토일이 지나면 이 계정으로 알림 메일이 갑니다.',
        components: { Cell: '/components/admin/cells/staff-name-cell#StaffNameCell' },
      },
    },
    {
      name: 'confirmUnchanged',
      type: 'ui',
      admin: { components: { Field: '/components/admin/page-review-confirm#PageReviewConfirm' } },
    },
    {
      name: 'lastReviewedAt',
      label: '최종 확인일',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastReviewedBy',
      label: '확인한 사람',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, components: { Cell: '/components/admin/cells/staff-name-cell#StaffNameCell' } },
    },
    {
      name: 'nextReviewAt',
      label: '다음 검토일',
      type: 'date',
      index: true,
      admin: { readOnly: true, description: '게시하거나 변경 없음을 확인한 날부터 검토 주기 뒤입니다.' },
    },
    {
      // The review date the 담당자 was last mailed about (reminders.ts): one mail per date.
      name: 'remindedFor',
      label: '알림 보낸 검토일',
      type: 'date',
      admin: { readOnly: true, hidden: true },
    },
    {
      // The review date the group's lead (or the 품질관리자) was mailed about, 14 days past it: one mail per date.
      name: 'escalatedFor',
      label: '그룹장 알림 보낸 검토일',
      type: 'date',
      admin: { readOnly: true, hidden: true },
    },
  ],
}
