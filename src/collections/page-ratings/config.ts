import type { CollectionConfig } from 'payload'
import { nobody } from '@/access'
import { allow } from '@/access/permissions'
import { ratingCommentMaxLength, ratingLevels } from '@/modules/page-rating/levels'

/**
 * Visitors' 만족도 평가 answers under the content pages (docs/decisions/0021-page-ratings.md). A row holds what
 * was answered and where, never who answered: no IP, user agent or cookie. Only the server writes rows (the
 * rating route, through the page-rating module); staff who may read pages read them, the groups that may delete
 * pages delete them, and nobody edits an answer. The per-page results sit between the title and the list.
 */
export const PageRatings: CollectionConfig = {
  slug: 'page-ratings',
  labels: { singular: '만족도 평가', plural: '만족도 평가' },
  admin: {
    group: '콘텐츠',
    useAsTitle: 'path',
    defaultColumns: ['path', 'locale', 'level', 'comment', 'createdAt'],
    description: '콘텐츠 페이지 아래 만족도 평가에 방문자가 남긴 답입니다. 누가 남겼는지는 저장하지 않습니다.',
    // Below the title and filters, inside the list's gutter (`beforeList` is drawn above the title, flush left).
    components: { beforeListTable: ['/components/page-info/rating-results#PageRatingResults'] },
  },
  access: { read: allow('pages', 'read'), create: nobody, update: nobody, delete: allow('pages', 'delete') },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'page',
      label: '페이지',
      type: 'relationship',
      relationTo: 'pages',
      index: true,
      admin: { description: '페이지가 삭제되면 비고, 경로는 남습니다.' },
    },
    { name: 'path', label: '사이트 경로', type: 'text', required: true, index: true },
    {
      name: 'locale',
      label: '언어',
      type: 'select',
      required: true,
      options: [
        { label: '한국어', value: 'ko' },
        { label: 'English', value: 'en' },
      ],
    },
    {
      name: 'level',
      label: '만족도',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      admin: { description: ratingLevels.map((l) => `${l.value} ${l.ko}`).join(' · ') },
    },
    { name: 'comment', label: '의견', type: 'textarea', maxLength: ratingCommentMaxLength },
  ],
}
