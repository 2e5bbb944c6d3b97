import type { Block } from 'payload'
import { siteLinkRule } from '@/validation/field-rules'

export const cardIcons = [
  'building',
  'leaf',
  'zap',
  'shield',
  'accessibility',
  'school',
  'flask',
  'factory',
  'sun',
  'globe',
  'gauge',
  'file',
] as const

export const CardsBlock: Block = {
  slug: 'cards',
  labels: { singular: '카드 목록', plural: '카드 목록' },
  fields: [
    { name: 'heading', label: '소제목', type: 'text' },
    { name: 'intro', label: '안내', type: 'textarea' },
    {
      name: 'cards',
      label: '카드',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'icon', label: '아이콘', type: 'select', options: cardIcons.map((i) => ({ label: i, value: i })) },
        { name: 'title', label: '제목', type: 'text', required: true },
        { name: 'body', label: '설명', type: 'textarea' },
        { name: 'link', label: '링크 (사이트 경로 또는 주소)', type: 'text', validate: siteLinkRule },
      ],
    },
  ],
}
