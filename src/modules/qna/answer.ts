import type { Payload } from 'payload'
import { env } from '@/lib/env'

type AnswerState = {
  status?: string | null
  answer?: { text?: string | null; answeredAt?: string | null; answeredBy?: unknown } | null
}

/**
 * The Q&A status rule, wherever an answer is saved (the module or the admin form): a non-empty answer makes the
 * post 답변완료 and records when and by whom; removing the answer puts it back to 답변대기.
 */
export function withAnswerStatus<T extends object>(
  previous: AnswerState | undefined,
  next: T & AnswerState,
  userId: number | null | undefined,
  now = new Date(),
): T & AnswerState {
  if (next.answer === undefined) return next
  const text = next.answer?.text?.trim() ?? ''
  if (!text)
    return { ...next, status: 'waiting', answer: { ...next.answer, text: null, answeredAt: null, answeredBy: null } }
  const changed = text !== (previous?.answer?.text?.trim() ?? '')
  return {
    ...next,
    status: 'answered',
    answer: {
      ...next.answer,
      text,
      answeredAt: changed || !previous?.answer?.answeredAt ? now.toISOString() : previous.answer.answeredAt,
      answeredBy: changed && userId ? userId : (next.answer?.answeredBy ?? previous?.answer?.answeredBy ?? null),
    },
  }
}

/** The e-mail telling the asker their question was answered. A failure is logged; the answer stays saved. */
export async function sendAnswerNotice(
  payload: Payload,
  doc: { id: number; email: string; name: string; title: string },
) {
  const link = `${env.siteUrl}/media/media02/view/${doc.id}`
  try {
    await payload.sendEmail({
      to: doc.email,
      subject: '[녹색기후기술원] 문의하신 현장 Q&A에 답변이 등록되었습니다',
      text: `${doc.name}님, 안녕하세요.\n\n문의하신 "${doc.title}"에 답변이 등록되었습니다.\n아래 주소에서 확인해 주세요(비밀글은 작성 시 정한 비밀번호가 필요합니다).\n\n${link}\n\n녹색기후기술원`,
    })
  } catch (error) {
    payload.logger.warn({ err: error, qna: doc.id }, 'answer notice not sent')
  }
}
