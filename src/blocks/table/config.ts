import type { Block } from 'payload'

/** Grades, cycles and fees change with the rules, so every table states the date it is accurate for. */
export const TableBlock: Block = {
  slug: 'table',
  labels: { singular: '표', plural: '표' },
  fields: [
    { name: 'heading', label: '소제목', type: 'text' },
    {
      name: 'caption',
      label: '표 제목 (캡션)',
      type: 'text',
      required: true,
      admin: { description: '화면낭독기가 표의 내용을 알 수 있도록 짧게 적어 주세요.' },
    },
    {
      name: 'asOf',
      label: '기준일',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy.MM.dd' } },
    },
    {
      name: 'columns',
      label: '열 제목',
      labels: { singular: '열', plural: '열' },
      type: 'array',
      minRows: 1,
      required: true,
      fields: [{ name: 'label', label: '제목', type: 'text', required: true }],
    },
    {
      name: 'rows',
      label: '행',
      labels: { singular: '행', plural: '행' },
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        {
          name: 'cells',
          label: '칸',
          labels: { singular: '칸', plural: '칸' },
          type: 'array',
          minRows: 1,
          required: true,
          fields: [{ name: 'value', label: '값', type: 'text', required: true }],
        },
      ],
    },
    { name: 'note', label: '비고', type: 'textarea' },
  ],
}
