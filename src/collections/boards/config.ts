import type { CollectionConfig } from 'payload'
import { allow, manageBoards } from '@/access/permissions'
import { staffAccountField } from '@/collections/shared/staff-account-field'
import { maxAttachmentMb } from '@/lib/body-limits'
import { boardContentHooks } from '@/modules/boards/cache-hooks'

/**
 * Board settings keyed by the spec's `boardSettingSeq` (1 notices, 3 field Q&A, 4 newsletter, 5–7 performance
 * records, 8 recruitment). Pages and the admin read the behaviour of a board from here, never from constants.
 */
export const Boards: CollectionConfig = {
  slug: 'boards',
  labels: { singular: '게시판', plural: '게시판 설정' },
  admin: {
    group: '게시판 관리',
    useAsTitle: 'name',
    defaultColumns: ['boardSettingSeq', 'name', 'type', 'pageSize', 'owner'],
  },
  defaultSort: 'boardSettingSeq',
  // Visitors get board settings through the board pages the server renders, not through the CMS API.
  access: { read: allow('boards', 'read'), create: manageBoards, update: manageBoards, delete: manageBoards },
  hooks: boardContentHooks('boards'),
  fields: [
    {
      name: 'boardSettingSeq',
      label: '게시판 번호',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      min: 1,
      admin: { description: '주소와 데이터가 이 번호로 게시판을 찾습니다. 운영 중에는 바꾸지 마세요.' },
    },
    { name: 'name', label: '게시판 이름', type: 'text', required: true, maxLength: 50 },
    // Who looks after the board; handed over with the rest of their work when staff move (src/modules/users/hand-over.ts).
    staffAccountField(
      'owner',
      '담당자 계정',
      '게시판을 맡은 직원입니다. 인사이동 때 "담당 업무 넘기기"로 함께 넘어갑니다.',
    ),
    {
      name: 'type',
      label: '유형',
      type: 'select',
      required: true,
      defaultValue: 'notice',
      options: [
        { label: '일반 게시판', value: 'notice' },
        { label: 'Q&A', value: 'qna' },
        { label: '뉴스레터', value: 'newsletter' },
        { label: '실적', value: 'performance' },
        { label: '채용정보', value: 'recruit' },
      ],
    },
    { name: 'useCategories', label: '분류 사용', type: 'checkbox', defaultValue: false },
    {
      name: 'categories',
      label: '분류',
      labels: { singular: '분류', plural: '분류' },
      type: 'array',
      admin: { condition: (data) => Boolean(data?.useCategories) },
      fields: [{ name: 'name', label: '분류 이름', type: 'text', required: true, maxLength: 30 }],
    },
    {
      // 구분 of the performance records: chosen from this list on the post form and checked on every save
      // (post-rules.ts), so a new spelling cannot add a public filter option; the list's filter shows these.
      name: 'recordTypes',
      label: '구분',
      labels: { singular: '구분', plural: '구분' },
      type: 'array',
      admin: {
        condition: (data) => data?.type === 'performance',
        description: '실적 글의 구분은 이 목록에서 고릅니다. 실적 목록의 구분 필터도 이 목록을 보여 줍니다.',
      },
      fields: [{ name: 'name', label: '구분 이름', type: 'text', required: true, maxLength: 50 }],
    },
    {
      name: 'secretPosts',
      label: '비밀글',
      type: 'select',
      required: true,
      defaultValue: 'off',
      options: [
        { label: '사용 안 함', value: 'off' },
        { label: '선택', value: 'optional' },
        { label: '항상 비밀글', value: 'forced' },
      ],
    },
    { name: 'allowAttachments', label: '첨부파일 사용', type: 'checkbox', defaultValue: true },
    {
      type: 'row',
      admin: { condition: (data) => Boolean(data?.allowAttachments) },
      fields: [
        { name: 'maxAttachments', label: '첨부파일 최대 개수', type: 'number', min: 0, max: 20, defaultValue: 5 },
        {
          name: 'maxAttachmentMb',
          label: '파일당 최대 크기(MB)',
          type: 'number',
          min: 1,
          max: maxAttachmentMb,
          defaultValue: 20,
        },
      ],
    },
    { name: 'allowAnswers', label: '답변 사용', type: 'checkbox', defaultValue: false },
    { name: 'pageSize', label: '페이지당 글 수', type: 'number', min: 1, max: 100, defaultValue: 10, required: true },
  ],
}
