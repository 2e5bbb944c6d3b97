import { getMessages } from 'next-intl/server'
import type koQna from '@/i18n/messages/ko/qna.json'

/** Every text of the Q&A pages and forms, in the page's language (src/i18n/messages/{ko,en}/qna.json). */
export type QnaTexts = typeof koQna

/**
 * The Q&A texts of the request's locale. The forms are client components and the site ships no message provider,
 * so the server page hands them the texts they show.
 */
export async function qnaTexts(): Promise<QnaTexts> {
  return (await getMessages()).qna as QnaTexts
}
