import type { CollectionConfig } from 'payload'
import { allow, areaAccess } from '@/access/permissions'
import { dateTime } from '@/collections/shared/korean-dates'
import { toggleCell } from '@/collections/shared/toggle-cell'
import { env } from '@/lib/env'
import { logPersonalDataViews } from '@/modules/audit/personal-data-views'
import { boardContentHooks } from '@/modules/boards/cache-hooks'
import { sendAnswerNotice, withAnswerStatus } from '@/modules/qna/answer'
import { inboxSort, qnaStatuses } from '@/modules/qna/status'

/**
 * Field Q&A written by anonymous visitors. The collection is staff-only: the public site reads it through
 * `src/modules/qna`, which returns no personal data. The password hash and IP hash are hidden from every API and
 * admin view.
 */
export const Qna: CollectionConfig = {
  slug: 'qna',
  labels: { singular: '현장 Q&A', plural: '현장 Q&A' },
  admin: {
    // In the menu under 게시판 as 현장 Q&A, with its own columns (src/components/admin/boards-nav.tsx), not twice.
    group: false,
    useAsTitle: 'title',
    components: { beforeListTable: ['/components/admin/qna-categories-dialog#QnaCategoriesDialog'] },
    description: '답변대기 질문이 먼저, 그 안에서는 최근 질문이 먼저 보입니다.',
    defaultColumns: ['title', 'status', 'category', 'name', 'createdAt'],
    listSearchableFields: ['title', 'content', 'name'],
  },
  // The inbox: 답변대기 first, newest first within each status. Payload's list view hands an array default to the
  // query as is (it shows no column arrow for it).
  defaultSort: inboxSort(env.databaseDialect),
  // Visitors write and read through src/modules/qna; here only staff with Q&A rights.
  access: { read: allow('qna', 'read'), ...areaAccess('qna') },
  indexes: [{ fields: ['status', 'createdAt'] }],
  hooks: {
    afterOperation: [logPersonalDataViews],
    afterDelete: boardContentHooks('qna').afterDelete,
    beforeChange: [
      ({ data, originalDoc, req, operation }) => {
        if (operation !== 'update') return data
        const userId = (req.context.answeredBy as number | undefined) ?? (req.user?.id as number | undefined)
        return withAnswerStatus(originalDoc, data, userId)
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, req, operation }) => {
        const newlyAnswered = operation === 'update' && previousDoc?.status !== 'answered' && doc.status === 'answered'
        if (newlyAnswered && req.context.notifyAsker !== false && doc.email) await sendAnswerNotice(req.payload, doc)
        return doc
      },
      // Last: on PostgreSQL the invalidation holds the log's writer lock until commit (modules/cache/invalidate.ts).
      ...boardContentHooks('qna').afterChange,
    ],
  },
  fields: [
    { name: 'category', label: '분류', type: 'relationship', relationTo: 'qna-categories', required: true },
    { name: 'title', label: '제목', type: 'text', required: true, maxLength: 200 },
    { name: 'content', label: '내용', type: 'textarea', required: true, maxLength: 5000 },
    {
      type: 'row',
      fields: [
        { name: 'name', label: '이름', type: 'text', required: true, maxLength: 30 },
        { name: 'email', label: '이메일', type: 'email', required: true },
        { name: 'phone', label: '연락처', type: 'text', maxLength: 20 },
      ],
    },
    { name: 'passwordHash', type: 'text', required: true, hidden: true },
    {
      name: 'isSecret',
      label: '비밀글',
      type: 'checkbox',
      defaultValue: true,
      admin: { components: { Cell: toggleCell('비밀글', '공개') } },
    },
    {
      name: 'consent',
      label: '개인정보 수집·이용 동의',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'version', label: '동의문 버전', type: 'text', required: true },
        { name: 'agreedAt', label: '동의 일시', type: 'date', required: true, admin: { date: dateTime } },
      ],
    },
    {
      name: 'status',
      label: '상태',
      type: 'select',
      required: true,
      defaultValue: 'waiting',
      index: true,
      options: qnaStatuses.map((s) => ({ label: s.label, value: s.value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'answer',
      label: '답변',
      type: 'group',
      fields: [
        {
          name: 'text',
          label: '답변 내용',
          type: 'textarea',
          maxLength: 10000,
          admin: { description: '저장하면 답변완료로 바뀌고 작성자에게 답변 알림 메일이 갑니다.' },
        },
        { name: 'answeredAt', label: '답변 일시', type: 'date', admin: { readOnly: true, date: dateTime } },
        { name: 'answeredBy', label: '답변자', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
      ],
    },
    { name: 'ipHash', type: 'text', hidden: true },
  ],
}
