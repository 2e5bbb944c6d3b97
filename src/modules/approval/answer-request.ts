import { createLocalReq, type Payload } from 'payload'
import type { ApprovalRequest, Qna, User } from '@/payload-types'
import { documentTitle } from './menu'
import { pendingRequestOf } from './pending'
import { recordRequestAs } from './record-request'

/**
 * 답변 승인: where a group's Q&A answers need approval, 답변 등록 records a request instead of publishing the saved
 * answer and mailing the asker; an approver's 승인 registers it (decide.ts). The answer stays a draft (답변대기,
 * not public) until then, and a registered answer is not changed by the group at all (staff-rules.ts).
 */

/** The 메뉴 of an answer request in 게시 승인. */
export const qnaAnswerMenu = '현장 Q&A 답변'

/** Records (or renews) the pending answer request of a question whose draft answer is saved. */
export async function requestQnaAnswer(
  payload: Payload,
  { user, question }: { user: User; question: Pick<Qna, 'id' | 'title'> },
): Promise<{ request: ApprovalRequest; created: boolean }> {
  const title = documentTitle(question)
  return recordRequestAs(
    payload,
    user,
    { menu: qnaAnswerMenu, title, targetCollection: 'qna', targetId: Number(question.id), action: 'answer' },
    (id) => `답변 승인 요청 #${id}: ${qnaAnswerMenu} "${title}"`,
  )
}

/** The pending answer request of a question, if any: what the 답변 등록 box shows instead of the button. */
export async function pendingAnswerRequest(payload: Payload, questionId: number): Promise<ApprovalRequest | null> {
  return pendingRequestOf(await createLocalReq({}, payload), 'qna', questionId, 'answer')
}
