import type { CollectionConfig } from 'payload'
import { allow, areaAccess } from '@/access/permissions'
import { dateTime } from '@/collections/shared/korean-dates'
import { toggleCell } from '@/collections/shared/toggle-cell'
import { env } from '@/lib/env'
import { logPersonalDataViews } from '@/modules/audit/personal-data-views'
import { boardContentHooks } from '@/modules/boards/cache-hooks'
import { answerNoticeEndpoint, registerAnswerEndpoint } from '@/modules/qna/answer-endpoints'
import { answerAttachmentRule, auditModeration } from '@/modules/qna/answer-hooks'
import { enforceStaffRules, isQnaModerator } from '@/modules/qna/staff-rules'
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
  // 답변 등록 and its mail preview (src/modules/qna/answer.ts): the only way an answer goes public and mails the asker.
  endpoints: [answerNoticeEndpoint, registerAnswerEndpoint],
  hooks: {
    afterOperation: [logPersonalDataViews],
    afterDelete: boardContentHooks('qna').afterDelete,
    beforeValidate: [enforceStaffRules, answerAttachmentRule],
    afterChange: [
      auditModeration,
      // Last: on PostgreSQL the invalidation holds the log's writer lock until commit (modules/cache/invalidate.ts).
      ...boardContentHooks('qna').afterChange,
    ],
  },
  fields: [
    { name: 'category', label: '분류', type: 'relationship', relationTo: 'qna-categories', required: true },
    // The visitor's words and contact details: read-only for staff here and refused on the server (staff-rules.ts).
    { name: 'title', label: '제목', type: 'text', required: true, maxLength: 200, admin: { readOnly: true } },
    {
      name: 'content',
      label: '내용',
      type: 'textarea',
      required: true,
      maxLength: 5000,
      admin: {
        readOnly: true,
        description: '방문자가 쓴 질문은 고칠 수 없습니다. 최고관리자는 아래 "질문 가리기"로 가릴 수 있습니다.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', label: '이름', type: 'text', required: true, maxLength: 30, admin: { readOnly: true } },
        { name: 'email', label: '이메일', type: 'email', required: true, admin: { readOnly: true } },
        { name: 'phone', label: '연락처', type: 'text', maxLength: 20, admin: { readOnly: true } },
      ],
    },
    { name: 'passwordHash', type: 'text', required: true, hidden: true },
    {
      name: 'isSecret',
      label: '비밀글',
      type: 'checkbox',
      defaultValue: true,
      // The visitor's choice: only the asker changes it, with the post's password.
      admin: { readOnly: true, components: { Cell: toggleCell('비밀글', '공개') } },
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
      admin: { position: 'sidebar', readOnly: true, description: '답변을 등록하면 답변완료로 바뀝니다.' },
    },
    {
      name: 'moderation',
      label: '질문 가리기 (최고관리자)',
      type: 'group',
      admin: {
        description:
          '방문자의 글이 개인정보나 부적절한 내용을 담고 있을 때 최고관리자만 가릴 수 있습니다. 원문은 그대로 남고, 사유는 감사 로그에 기록됩니다.',
        // Shown to 최고관리자 only. Not field access: that would drop another account's change silently, while
        // staff-rules.ts refuses it with a message on every door.
        condition: (_data, _siblingData, { user }) => isQnaModerator(user as never),
      },
      fields: [
        { name: 'hidden', label: '질문 전체 가리기', type: 'checkbox', defaultValue: false },
        {
          name: 'redactedContent',
          label: '가린 내용 (공개 페이지에 원문 대신 보일 글)',
          type: 'textarea',
          maxLength: 5000,
        },
        { name: 'reason', label: '사유', type: 'text', maxLength: 300 },
        { name: 'moderatedAt', label: '처리 일시', type: 'date', admin: { readOnly: true, date: dateTime } },
        { name: 'moderatedBy', label: '처리자', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
      ],
    },
    {
      name: 'answer',
      label: '답변',
      type: 'group',
      fields: [
        {
          name: 'body',
          label: '답변 내용',
          type: 'richText',
          admin: {
            description:
              '저장하면 답변 초안으로 남습니다(방문자에게 보이지 않고 메일도 가지 않습니다). 아래 "답변 등록"을 눌러야 공개되고 질문자에게 메일이 한 번 갑니다. 등록한 뒤 고쳐 저장하면 공개 답변만 바뀌고 메일은 다시 가지 않습니다.',
          },
        },
        {
          name: 'attachments',
          label: '첨부파일',
          type: 'upload',
          relationTo: 'attachments',
          hasMany: true,
          maxRows: 20,
          // The board's file rules are checked by a hook: its refusal is kept shown until the next save.
          admin: { components: { Error: '/components/admin/kept-field-error#KeptFieldError' } },
        },
        // Plain text of the body, derived on save: what /api/v1 returns as `answer.text` (its documented shape).
        { name: 'text', type: 'textarea', admin: { hidden: true } },
        {
          name: 'register',
          type: 'ui',
          admin: { components: { Field: '/components/admin/qna-answer-register#QnaAnswerRegister' } },
        },
        { name: 'answeredAt', label: '답변 일시', type: 'date', admin: { readOnly: true, date: dateTime } },
        { name: 'answeredBy', label: '답변자', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
      ],
    },
    { name: 'ipHash', type: 'text', hidden: true },
  ],
}
