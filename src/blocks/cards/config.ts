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

/** What staff see in the icon list; the stored value stays the icon's name. */
export const cardIconLabels: Record<(typeof cardIcons)[number], string> = {
  building: '건물',
  leaf: '나뭇잎',
  zap: '번개(에너지)',
  shield: '방패(안전)',
  accessibility: '접근성',
  school: '학교(교육)',
  flask: '실험 플라스크(연구)',
  factory: '공장',
  sun: '태양',
  globe: '지구',
  gauge: '계기판(측정)',
  file: '문서',
}

export const CardsBlock: Block = {
  slug: 'cards',
  labels: { singular: '카드 목록', plural: '카드 목록' },
  fields: [
    { name: 'heading', label: '소제목', type: 'text' },
    { name: 'intro', label: '안내', type: 'textarea' },
    {
      name: 'cards',
      label: '카드',
      labels: { singular: '카드', plural: '카드' },
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        {
          name: 'icon',
          label: '아이콘',
          type: 'select',
          options: cardIcons.map((i) => ({ label: cardIconLabels[i], value: i })),
        },
        { name: 'title', label: '제목', type: 'text', required: true },
        { name: 'body', label: '설명', type: 'textarea' },
        { name: 'link', label: '링크 (사이트 경로 또는 주소)', type: 'text', validate: siteLinkRule },
      ],
    },
  ],
}
