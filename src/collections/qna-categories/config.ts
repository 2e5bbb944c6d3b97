import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { allow, areaAccess } from '@/access/permissions'
import { toggleCell } from '@/collections/shared/toggle-cell'
import { userFacingError } from '@/lib/user-facing-error'
import { boardContentHooks } from '@/modules/boards/cache-hooks'

export const categoryInUseMessage = '이 분류를 쓰는 문의가 있어 삭제할 수 없습니다. 숨김으로 바꿔 주세요.'

/**
 * A question keeps its category for good (the field is required), so a category some question uses is only
 * hidden, never deleted. 409 because the request is valid but conflicts with the stored questions.
 */
const refuseDeletingUsedCategory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'qna',
    where: { category: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw userFacingError(categoryInUseMessage, 409)
}

/** The categories a visitor picks when asking a question; staff add, rename, order and hide them. */
export const QnaCategories: CollectionConfig = {
  slug: 'qna-categories',
  labels: { singular: 'Q&A 분류', plural: 'Q&A 분류' },
  admin: {
    group: '미디어센터',
    useAsTitle: 'name',
    components: { beforeListTable: ['/components/admin/qna-categories-dialog#QnaCategoriesDialog'] },
    defaultColumns: ['name', 'order', 'hidden'],
    description: '작은 순서 번호가 먼저 보입니다. 문의가 쓰고 있는 분류는 삭제하지 말고 숨김으로 바꿔 주세요.',
  },
  defaultSort: 'order',
  // Visitors see the categories in the question form the server renders, not through the CMS API.
  access: { read: allow('qna', 'read'), ...areaAccess('qna') },
  hooks: { ...boardContentHooks('qna'), beforeDelete: [refuseDeletingUsedCategory] },
  fields: [
    { name: 'name', label: '분류 이름', type: 'text', required: true, unique: true, maxLength: 30 },
    {
      name: 'nameEn',
      label: '영문 이름',
      type: 'text',
      maxLength: 60,
      admin: {
        description: '영문 페이지의 질문 목록과 작성 양식에 보이는 이름입니다. 비워 두면 분류 이름이 보입니다.',
      },
    },
    { name: 'order', label: '순서', type: 'number', defaultValue: 0, index: true },
    {
      name: 'hidden',
      label: '숨김',
      type: 'checkbox',
      defaultValue: false,
      admin: { components: { Cell: toggleCell('숨김', '보임') } },
    },
  ],
}
