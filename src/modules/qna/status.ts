import type { Locale } from '@/i18n/locales'

/** Q&A states: a question waits until staff answer it; answered questions can no longer be changed by the asker. */
export const qnaStatuses = [
  { value: 'waiting', label: '답변대기', labelEn: 'Awaiting answer' },
  { value: 'answered', label: '답변완료', labelEn: 'Answered' },
] as const

export type QnaStatus = (typeof qnaStatuses)[number]['value']

/** The state's name in `locale`; Korean, the spec's words, unless the page is English. */
export const qnaStatusLabel = (status: string | null | undefined, locale: Locale = 'ko'): string => {
  const found = qnaStatuses.find((s) => s.value === status) ?? qnaStatuses[0]
  return locale === 'en' ? found.labelEn : found.label
}

/** Newest first; the id orders questions sent in the same millisecond, so no page repeats or skips one. */
export const newestQuestionsFirst = ['-createdAt', '-id']

/**
 * The Q&A inbox order: 답변대기 first, then newest. A select is a PostgreSQL enum, ordered as the options are declared
 * (waiting before answered), but SQLite text, ordered alphabetically (answered before waiting), so the direction of
 * the status sort depends on the database.
 */
export const inboxSort = (dialect: 'postgres' | 'sqlite'): string[] => [
  dialect === 'postgres' ? 'status' : '-status',
  ...newestQuestionsFirst,
]
