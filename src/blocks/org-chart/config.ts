import type { Block } from 'payload'

/** The organisation as a tree (head → divisions → teams) and the contacts of each unit. */
export const OrgChartBlock: Block = {
  slug: 'orgChart',
  labels: { singular: '조직도', plural: '조직도' },
  fields: [
    { name: 'heading', label: '소제목', type: 'text' },
    {
      name: 'units',
      label: '부서',
      labels: { singular: '부서', plural: '부서' },
      type: 'array',
      // Empty until the institute confirms its organisation; the page then says the chart is being prepared.
      admin: {
        description:
          '첫 줄이 기관장입니다. 상위 부서 이름을 적으면 그 아래에 표시됩니다. 비워 두면 준비 중이라는 안내가 보입니다.',
      },
      fields: [
        { name: 'name', label: '부서 이름', type: 'text', required: true },
        { name: 'parent', label: '상위 부서 이름', type: 'text' },
        { name: 'duties', label: '주요 업무', type: 'textarea' },
        { name: 'phone', label: '전화', type: 'text' },
        { name: 'email', label: '이메일', type: 'email' },
      ],
    },
  ],
}
