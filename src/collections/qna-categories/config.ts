import type { CollectionConfig } from 'payload'
import { anyone } from '@/access'
import { areaAccess } from '@/access/permissions'
import { boardContentHooks } from '@/modules/boards/cache-hooks'

/** The categories a visitor picks when asking a question; staff order and hide them. */
export const QnaCategories: CollectionConfig = {
  slug: 'qna-categories',
  labels: { singular: 'Q&A 분류', plural: 'Q&A 분류' },
  admin: { group: '미디어센터', useAsTitle: 'name', defaultColumns: ['name', 'order', 'hidden'] },
  defaultSort: 'order',
  access: { read: anyone, ...areaAccess('qna') },
  hooks: boardContentHooks('qna'),
  fields: [
    { name: 'name', label: '분류 이름', type: 'text', required: true, unique: true, maxLength: 30 },
    { name: 'order', label: '순서', type: 'number', defaultValue: 0, index: true },
    { name: 'hidden', label: '숨김', type: 'checkbox', defaultValue: false },
  ],
}
