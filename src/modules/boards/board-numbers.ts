/** The spec's board setting numbers (§3, §9) plus recruitment, which the spec names only as a page. */
export const boardSeqs = {
  notice: 1,
  qna: 3,
  newsletter: 4,
  certificationRecords: 5,
  engineeringRecords: 6,
  rndRecords: 7,
  recruit: 8,
} as const

export const performanceBoardSeqs = [5, 6, 7] as const

export function isPerformanceBoard(boardSeq: unknown): boolean {
  return typeof boardSeq === 'number' && (performanceBoardSeqs as readonly number[]).includes(boardSeq)
}
