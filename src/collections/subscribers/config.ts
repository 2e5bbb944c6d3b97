import type { CollectionConfig } from 'payload'
import { allow, areaAccess } from '@/access/permissions'
import { dateTime } from '@/collections/shared/korean-dates'
import { logPersonalDataViews } from '@/modules/audit/personal-data-views'
import { stampUnsubscribe } from '@/modules/newsletter/unsubscribe-stamp'

/** Newsletter subscribers with double opt-in. Token values are stored only as hashes and never shown. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: '구독자', plural: '뉴스레터 구독자' },
  admin: {
    group: '뉴스레터',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'createdAt', 'confirmedAt', 'unsubscribedAt'],
    listSearchableFields: ['email', 'name'],
    components: { beforeListTable: ['/collections/subscribers/components/csv-download#SubscribersCsvDownload'] },
  },
  defaultSort: '-createdAt',
  access: { read: allow('subscribers', 'read'), ...areaAccess('subscribers') },
  hooks: { beforeChange: [stampUnsubscribe], afterOperation: [logPersonalDataViews] },
  fields: [
    {
      name: 'manualUnsubscribe',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/collections/subscribers/components/unsubscribe-button#UnsubscribeButton' },
      },
    },
    { name: 'email', label: '이메일', type: 'email', required: true, unique: true },
    { name: 'name', label: '이름', type: 'text', maxLength: 30 },
    {
      name: 'status',
      label: '상태',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: '확인 대기', value: 'pending' },
        { label: '구독 중', value: 'active' },
        { label: '구독 해지', value: 'unsubscribed' },
      ],
    },
    {
      name: 'consent',
      label: '개인정보 수집·이용 동의',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'version', label: '동의문 버전', type: 'text' },
        { name: 'agreedAt', label: '동의 일시', type: 'date', admin: { date: dateTime } },
      ],
    },
    { name: 'confirmTokenHash', type: 'text', hidden: true, index: true },
    {
      name: 'confirmExpiresAt',
      label: '확인 만료',
      type: 'date',
      index: true,
      admin: { readOnly: true, date: dateTime },
    },
    { name: 'confirmSentAt', label: '확인 메일 발송', type: 'date', admin: { readOnly: true, date: dateTime } },
    { name: 'unsubscribeToken', type: 'text', hidden: true, index: true },
    { name: 'confirmedAt', label: '구독 확인', type: 'date', admin: { readOnly: true, date: dateTime } },
    { name: 'unsubscribedAt', label: '구독 해지', type: 'date', admin: { readOnly: true, date: dateTime } },
  ],
}
