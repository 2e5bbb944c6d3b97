import type { Block } from 'payload'

export const processPhases = [
  { label: '신청·접수', value: 'apply' },
  { label: '예비인증', value: 'preliminary' },
  { label: '본인증', value: 'main' },
  { label: '사후관리', value: 'after' },
] as const

/** A certification flow, shown in order: 예비인증 at design, 본인증 at completion. */
export const ProcessStepsBlock: Block = {
  slug: 'processSteps',
  labels: { singular: '절차', plural: '절차' },
  fields: [
    { name: 'heading', label: '소제목', type: 'text' },
    { name: 'intro', label: '안내', type: 'textarea' },
    {
      name: 'steps',
      label: '단계',
      labels: { singular: '단계', plural: '단계' },
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        {
          name: 'phase',
          label: '구분',
          type: 'select',
          options: processPhases.map((p) => ({ ...p })),
          admin: {
            description: '구분 배지는 모든 단계에 구분을 넣었을 때만 보입니다. 일부 단계만 넣으면 배지 없이 보입니다.',
          },
        },
        { name: 'title', label: '단계 이름', type: 'text', required: true },
        { name: 'description', label: '설명', type: 'textarea' },
      ],
    },
  ],
}
