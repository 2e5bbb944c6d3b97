import type { CollectionConfig } from 'payload'
import { allow } from '@/access/permissions'

const nobody = () => false

export const newsletterSendStatuses = [
  { label: '발송 중', value: 'sending' },
  { label: '발송 완료', value: 'sent' },
  { label: '발송 실패', value: 'failed' },
] as const

/**
 * One row per newsletter issue that was sent; the mailing itself is a job in the `newsletter` queue
 * (src/modules/newsletter/send-task.ts) whose progress staff follow here. The unique `post` column is what keeps an issue from going out twice:
 * two staff pressing 발송 at once both try to insert, and the database lets only one of them through. Rows are
 * written only by `src/modules/newsletter/sending.ts`; staff read them.
 */
export const NewsletterSends: CollectionConfig = {
  slug: 'newsletter-sends',
  labels: { singular: '뉴스레터 발송', plural: '뉴스레터 발송 기록' },
  admin: {
    group: '뉴스레터',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'total', 'sentCount', 'failedCount', 'startedAt', 'finishedAt'],
  },
  defaultSort: '-startedAt',
  access: { read: allow('newsletters', 'read'), create: nobody, update: nobody, delete: nobody },
  fields: [
    // Not `required`: a post deleted from the trash leaves its send record with an empty post, not a failed delete.
    { name: 'post', label: '뉴스레터', type: 'relationship', relationTo: 'posts', unique: true, index: true },
    { name: 'title', label: '제목', type: 'text', maxLength: 300 },
    {
      name: 'status',
      label: '상태',
      type: 'select',
      required: true,
      defaultValue: 'sending',
      index: true,
      options: [...newsletterSendStatuses],
    },
    {
      type: 'row',
      fields: [
        { name: 'total', label: '받는 사람', type: 'number', defaultValue: 0 },
        { name: 'sentCount', label: '보냄', type: 'number', defaultValue: 0 },
        { name: 'failedCount', label: '실패', type: 'number', defaultValue: 0 },
      ],
    },
    { name: 'startedAt', label: '시작', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'finishedAt', label: '끝', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'heartbeatAt',
      label: '마지막 진행',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description:
          '발송은 서버의 작업 대기열에서 진행되며, 서버가 다시 시작되면 남은 사람에게 저절로 이어서 보냅니다. ' +
          '발송 중인데 5분 넘게 바뀌지 않으면 다시 발송을 눌러 이어서 보낼 수 있습니다.',
      },
    },
    { name: 'startedBy', label: '발송한 직원', type: 'relationship', relationTo: 'users' },
    { name: 'lastError', label: '오류', type: 'text', maxLength: 500 },
  ],
}
