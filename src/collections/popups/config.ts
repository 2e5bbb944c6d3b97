import type { CollectionConfig } from 'payload'
import { allow, areaAccess } from '@/access/permissions'
import { displayWindowFields } from '@/collections/shared/display-window-fields'
import { publishedByDefault } from '@/collections/shared/published-by-default'
import { revalidateHome } from '@/collections/shared/revalidate-home'
import { localeOrDefault } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { approvalGate } from '@/modules/approval/gate'
import { approvalWaitingUiField, deletionRequestUiField } from '@/modules/approval/policy'
import { captureLiveBeforeDeletion, recordDeletions } from '@/modules/deletion-register/register'
import { siteLinkRule } from '@/validation/field-rules'

const popupApproval = approvalGate('popups')

/** Notices shown over the home page (layer) or in a window of their own (/popup/window/{id}). */
export const Popups: CollectionConfig = {
  slug: 'popups',
  labels: { singular: '팝업', plural: '팝업' },
  admin: {
    group: '메인 관리',
    useAsTitle: 'title',
    // 미리보기: the popup at its set size with its display state (/popup/base/{id}); the list of all is /popup/base/list.
    preview: (doc, { locale }) => (doc?.id ? localizedPath(localeOrDefault(locale), `/popup/base/${doc.id}`) : null),
    // "순서 변경": the order dialog, saved through PUT /api/v1/popups/order.
    components: { beforeListTable: ['/components/admin/display-order#PopupOrder'] },
    defaultColumns: ['title', '_status', 'type', 'device', 'enabled', 'startsAt', 'endsAt', 'sortOrder'],
  },
  defaultSort: 'sortOrder',
  // Visitors see popups on the pages the server renders, not through the CMS API.
  access: { read: allow('popups', 'read'), readVersions: allow('popups', 'read'), ...areaAccess('popups') },
  // Drafts: a change waiting for 게시 승인 is kept as a draft while the live one stays on the home page.
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: {
    // 게시 승인: a new item is published unless saved as a draft; the gate then holds it where the group needs approval.
    beforeOperation: [publishedByDefault, popupApproval.beforeOperation, captureLiveBeforeDeletion],
    afterChange: [popupApproval.afterChange, revalidateHome],
    // 삭제 게시물 기록대장: a published item deleted (deletion-register).
    afterDelete: [recordDeletions, revalidateHome],
  },
  fields: [
    { name: 'title', label: '제목', type: 'text', required: true, localized: true },
    {
      name: 'type',
      label: '종류',
      type: 'select',
      required: true,
      defaultValue: 'layer',
      options: [
        { label: '레이어 팝업', value: 'layer' },
        { label: '새 창 팝업', value: 'window' },
      ],
    },
    { name: 'content', label: '내용', type: 'richText', localized: true },
    { name: 'image', label: '이미지', type: 'upload', relationTo: 'media' },
    {
      name: 'link',
      label: '링크',
      type: 'text',
      validate: siteLinkRule,
      admin: { description: '사이트 경로(/media/media01) 또는 https:// 주소' },
    },
    {
      name: 'device',
      label: '노출 기기',
      type: 'select',
      required: true,
      defaultValue: 'all',
      options: [
        { label: '전체', value: 'all' },
        { label: 'PC', value: 'pc' },
        { label: '모바일', value: 'mobile' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'positionX', label: '왼쪽 위치(px)', type: 'number', defaultValue: 40, min: 0, max: 2000 },
        { name: 'positionY', label: '위쪽 위치(px)', type: 'number', defaultValue: 120, min: 0, max: 2000 },
        { name: 'width', label: '너비(px)', type: 'number', defaultValue: 400, min: 200, max: 1200 },
        { name: 'height', label: '높이(px)', type: 'number', defaultValue: 480, min: 150, max: 1200 },
      ],
    },
    {
      name: 'hideForHours',
      label: '"오늘 하루 보지 않기" 시간',
      type: 'number',
      required: true,
      defaultValue: 24,
      min: 1,
      max: 720,
      admin: { description: '방문자가 닫기를 누르면 이 시간 동안 다시 보이지 않습니다.' },
    },
    ...displayWindowFields,
    approvalWaitingUiField,
    deletionRequestUiField,
  ],
}
