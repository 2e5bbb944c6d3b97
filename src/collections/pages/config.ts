import type { CollectionConfig } from 'payload'
import { allow, areaAccess } from '@/access/permissions'
import { CardsBlock } from '@/blocks/cards/config'
import { ContactBlock } from '@/blocks/contact/config'
import { DownloadsBlock } from '@/blocks/downloads/config'
import { OrgChartBlock } from '@/blocks/org-chart/config'
import { ProcessStepsBlock } from '@/blocks/process-steps/config'
import { RichTextBlock } from '@/blocks/rich-text/config'
import { TableBlock } from '@/blocks/table/config'
import { TimelineBlock } from '@/blocks/timeline/config'
import { approvalGate } from '@/modules/approval/gate'
import { approvalWaitingUiField, deletionRequestUiField } from '@/modules/approval/policy'
import { removePageReview, syncPageReview } from '@/modules/content-review/review'
import { captureLiveBeforeDeletion, recordDeletions } from '@/modules/deletion-register/register'
import { stampPublishedAt } from '@/modules/page-info/published-at'
import { personalDataCheck, personalDataFields } from '@/modules/personal-data/publish-check'
import { sitePathPattern } from '@/modules/site/site-map'
import { revalidatePageAfterChange, revalidatePageAfterDelete } from './revalidate'

const pageApproval = approvalGate('pages')

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: '페이지', plural: '페이지' },
  admin: {
    group: '콘텐츠',
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    description: '사이트의 소개·인증·진단·연구 페이지입니다. 저장하면 1초 안에 사이트에 반영됩니다.',
    preview: (doc, { locale }) =>
      typeof doc?.path === 'string' ? `/api/preview?path=${encodeURIComponent(doc.path)}&locale=${locale}` : null,
  },
  // Staff with the pages permission read drafts too; visitors read the published pages the server renders.
  access: { read: allow('pages', 'read'), readVersions: allow('pages', 'read'), ...areaAccess('pages') },
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: {
    // 게시 승인: a save that would change the live page waits for an approver where the group needs it.
    beforeOperation: [pageApproval.beforeOperation, captureLiveBeforeDeletion],
    // 개인정보 확인: what a publication (or a request for one) would put on the site.
    beforeChange: [stampPublishedAt, personalDataCheck('pages')],
    // 콘텐츠 정비: the page's review row made and kept in step (content-review).
    afterChange: [pageApproval.afterChange, syncPageReview, revalidatePageAfterChange],
    // 삭제 게시물 기록대장: a published page deleted (deletion-register).
    afterDelete: [recordDeletions, revalidatePageAfterDelete],
    // 콘텐츠 정비: the review row goes first, as it must always name a page.
    beforeDelete: [removePageReview],
  },
  fields: [
    {
      name: 'path',
      label: '사이트 경로',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: '예: company/about (앞뒤 / 없이)' },
      validate: (value: unknown) =>
        typeof value === 'string' && sitePathPattern.test(value)
          ? true
          : '영문 소문자, 숫자, -와 /로 된 경로를 적어 주세요. 예: company/about',
    },
    {
      name: 'pageInfo',
      label: '페이지 정보',
      type: 'group',
      admin: {
        position: 'sidebar',
        description: '본문 아래 담당부서·연락처로 보입니다. 비워 두면 보이지 않습니다.',
      },
      fields: [
        { name: 'department', label: '담당부서', type: 'text', localized: true, maxLength: 100 },
        { name: 'contact', label: '연락처', type: 'text', localized: true, maxLength: 100 },
      ],
    },
    {
      name: 'publishedAt',
      label: '최종 게시',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: '게시할 때 저장됩니다. 본문 아래 최종 수정일로 보입니다.',
      },
    },
    { name: 'title', label: '제목', type: 'text', required: true, localized: true },
    {
      name: 'summary',
      label: '요약 (검색엔진 설명)',
      type: 'textarea',
      localized: true,
      maxLength: 200,
      admin: { description: '검색 결과와 공유 미리보기에 보이는 한두 문장입니다.' },
    },
    {
      name: 'hero',
      label: '상단 소개',
      type: 'group',
      fields: [
        { name: 'lead', label: '소개 문구', type: 'textarea', localized: true },
        { name: 'image', label: '이미지', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'layout',
      label: '본문 블록',
      labels: { singular: '블록', plural: '블록' },
      type: 'blocks',
      localized: true,
      blocks: [
        RichTextBlock,
        TableBlock,
        ProcessStepsBlock,
        TimelineBlock,
        OrgChartBlock,
        CardsBlock,
        DownloadsBlock,
        ContactBlock,
      ],
    },
    ...personalDataFields,
    approvalWaitingUiField,
    deletionRequestUiField,
  ],
}
