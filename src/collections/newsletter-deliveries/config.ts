import type { CollectionConfig } from 'payload'
import { allow } from '@/access/permissions'

const nobody = () => false

/**
 * One row per recipient of a send. A row is inserted before the mail goes out, and (send, subscriber) is unique,
 * so a send resumed after a crash, or two processes resuming it at once, never mail anyone a second time.
 */
export const NewsletterDeliveries: CollectionConfig = {
  slug: 'newsletter-deliveries',
  labels: { singular: '뉴스레터 수신 기록', plural: '뉴스레터 수신 기록' },
  admin: {
    group: '뉴스레터',
    useAsTitle: 'email',
    defaultColumns: ['email', 'send', 'status', 'sentAt'],
  },
  access: { read: allow('newsletters', 'read'), create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['send', 'subscriber'], unique: true }],
  fields: [
    { name: 'send', label: '발송', type: 'relationship', relationTo: 'newsletter-sends', index: true },
    // Not `required`: deleting a subscriber keeps the record of what was sent, with the address below.
    { name: 'subscriber', label: '구독자', type: 'relationship', relationTo: 'subscribers', index: true },
    { name: 'email', label: '이메일', type: 'email' },
    {
      name: 'status',
      label: '상태',
      type: 'select',
      required: true,
      defaultValue: 'sending',
      index: true,
      options: [
        { label: '보내는 중', value: 'sending' },
        { label: '보냄', value: 'sent' },
        { label: '실패', value: 'failed' },
        { label: '건너뜀 (구독 해지)', value: 'skipped' },
        // Claimed by a run that stopped before recording the outcome; never mailed again (src/modules/newsletter).
        { label: '확인 불가 (발송 중 서버 중단)', value: 'unknown' },
      ],
    },
    { name: 'sentAt', label: '보낸 시각', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'error', label: '오류', type: 'text', maxLength: 500 },
  ],
}
