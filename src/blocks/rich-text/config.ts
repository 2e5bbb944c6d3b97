import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  labels: { singular: '본문', plural: '본문' },
  fields: [
    { name: 'heading', label: '소제목', type: 'text' },
    { name: 'content', label: '내용', type: 'richText', required: true },
  ],
}
