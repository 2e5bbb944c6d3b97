import type { CollectionConfig } from 'payload'
import { allow, areaAccess } from '@/access/permissions'
import { displayWindowFields } from '@/collections/shared/display-window-fields'
import { publishedByDefault } from '@/collections/shared/published-by-default'
import { revalidateHome } from '@/collections/shared/revalidate-home'
import { approvalGate } from '@/modules/approval/gate'
import { approvalWaitingUiField, deletionRequestUiField } from '@/modules/approval/policy'
import { captureLiveBeforeDeletion, recordDeletions } from '@/modules/deletion-register/register'
import { siteLinkRule } from '@/validation/field-rules'

const bannerApproval = approvalGate('banners')

/** Slides of the home page's main visual. Shown only while switched on and within their display period. */
export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: '메인 배너', plural: '메인 배너' },
  admin: {
    group: '메인 관리',
    useAsTitle: 'title',
    // "순서 변경": the order dialog, saved through PUT /api/v1/banners/order.
    components: { beforeListTable: ['/components/admin/display-order#BannerOrder'] },
    defaultColumns: ['title', '_status', 'enabled', 'startsAt', 'endsAt', 'sortOrder'],
  },
  defaultSort: 'sortOrder',
  // Visitors see banners on the home page the server renders, not through the CMS API.
  access: { read: allow('banners', 'read'), readVersions: allow('banners', 'read'), ...areaAccess('banners') },
  // Drafts: a change waiting for 게시 승인 is kept as a draft while the live one stays on the home page.
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: {
    // 게시 승인: a new item is published unless saved as a draft; the gate then holds it where the group needs approval.
    beforeOperation: [publishedByDefault, bannerApproval.beforeOperation, captureLiveBeforeDeletion],
    afterChange: [bannerApproval.afterChange, revalidateHome],
    // 삭제 게시물 기록대장: a published item deleted (deletion-register).
    afterDelete: [recordDeletions, revalidateHome],
  },
  fields: [
    { name: 'title', label: '제목', type: 'text', required: true, localized: true },
    { name: 'caption', label: '설명 문구', type: 'textarea', localized: true },
    { name: 'imagePc', label: 'PC 이미지 (1920×640 권장)', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'imageMobile',
      label: '모바일 이미지 (780×960 권장)',
      type: 'upload',
      relationTo: 'media',
      admin: { description: '없으면 모바일에서도 PC 이미지를 씁니다.' },
    },
    {
      name: 'alt',
      label: '대체 텍스트',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: '이미지에 담긴 내용을 화면낭독기 사용자에게 알려 줍니다.' },
    },
    {
      name: 'link',
      label: '링크',
      type: 'text',
      validate: siteLinkRule,
      admin: { description: '사이트 경로(/certification/certification02) 또는 https:// 주소' },
    },
    {
      name: 'target',
      label: '링크 열기',
      type: 'select',
      defaultValue: '_self',
      options: [
        { label: '현재 창', value: '_self' },
        { label: '새 창', value: '_blank' },
      ],
    },
    ...displayWindowFields,
    approvalWaitingUiField,
    deletionRequestUiField,
  ],
}
