/** Q&A states: a question waits until staff answer it; answered questions can no longer be changed by the asker. */
export const qnaStatuses = [
  { value: 'waiting', label: '답변대기' },
  { value: 'answered', label: '답변완료' },
] as const

export type QnaStatus = (typeof qnaStatuses)[number]['value']

export const qnaStatusLabel = (status: string | null | undefined): string =>
  qnaStatuses.find((s) => s.value === status)?.label ?? '답변대기'
