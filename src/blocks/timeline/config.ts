import type { Block } from 'payload'

export const TimelineBlock: Block = {
  slug: 'timeline',
  labels: { singular: '연혁', plural: '연혁' },
  fields: [
    { name: 'heading', label: '소제목', type: 'text' },
    {
      name: 'entries',
      label: '항목',
      labels: { singular: '연혁 항목', plural: '연혁 항목' },
      type: 'array',
      // Empty until the institute confirms its history; the page then says the history is being prepared.
      admin: { description: '기관이 확인한 연혁만 입력하십시오. 비워 두면 준비 중이라는 안내가 보입니다.' },
      fields: [
        { name: 'year', label: '연도', type: 'number', required: true, min: 1900, max: 2100 },
        { name: 'month', label: '월', type: 'number', min: 1, max: 12 },
        { name: 'text', label: '내용', type: 'text', required: true },
      ],
    },
  ],
}
