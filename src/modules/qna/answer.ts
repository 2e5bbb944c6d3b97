import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import { env } from '@/lib/env'
import { rawDbOf, rawRows } from '@/lib/raw-sql'
import { inWriteTurn } from '@/lib/sqlite-write-lock'
import { userFacingError } from '@/lib/user-facing-error'
import { requestQnaAnswer } from '@/modules/approval/answer-request'
import { needsApproval, qnaAnswerArea } from '@/modules/approval/policy'
import type { ApprovalRequest, Qna, User } from '@/payload-types'
import { qnaStaffMessages } from './staff-rules'

type Asker = { id: number; email: string; name: string; title: string }

/** The notice the asker gets on 답변 등록: shown to staff as a preview before they confirm, then sent as is. */
export function answerNotice(doc: Asker) {
  const link = `${env.siteUrl}/media/media02/view/${doc.id}`
  return {
    to: doc.email,
    subject: '[녹색기후기술원] 문의하신 현장 Q&A에 답변이 등록되었습니다',
    text: `${doc.name}님, 안녕하세요.\n\n문의하신 "${doc.title}"에 답변이 등록되었습니다.\n아래 주소에서 확인해 주세요(비밀글은 작성 시 정한 비밀번호가 필요합니다).\n\n${link}\n\n녹색기후기술원`,
    link,
  }
}

/** The e-mail telling the asker their question was answered. A failure is logged; the answer stays registered. */
export async function sendAnswerNotice(payload: Payload, doc: Asker) {
  const { to, subject, text } = answerNotice(doc)
  try {
    await payload.sendEmail({ to, subject, text })
  } catch (error) {
    payload.logger.warn({ err: error, qna: doc.id }, 'answer notice not sent')
  }
}

async function storedQuestion(payload: Payload, id: number) {
  const found = await payload.find({
    collection: 'qna',
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** The mail 답변 등록 would send, for the confirmation dialog; null when the question does not exist. */
export async function answerNoticePreview(payload: Payload, id: number) {
  const doc = await storedQuestion(payload, id)
  if (!doc) return null
  return {
    ...answerNotice(doc),
    registered: doc.status === 'answered',
    hasAnswer: Boolean(doc.answer?.text?.trim()),
  }
}

/**
 * 답변 등록: the saved draft answer becomes the public answer (답변완료, with when and by whom) and the asker is mailed,
 * once. The switch from 답변대기 is one conditional UPDATE, so of two registrations at once (a double click, two staff
 * members) exactly one changes the row and only that one sends the mail; the other is told it was already done.
 * Later edits of the answer go through the ordinary save and never mail again.
 */
export async function registerQnaAnswer(
  payload: Payload,
  id: number,
  options: { user: { id: number }; notify?: boolean },
): Promise<{ registered: true } | { registered: false; reason: 'missing' | 'empty' | 'already' }> {
  const doc = await storedQuestion(payload, id)
  if (!doc) return { registered: false, reason: 'missing' }
  if (!doc.answer?.text?.trim()) return { registered: false, reason: 'empty' }
  const claim = sql`UPDATE qna SET status = 'answered' WHERE id = ${id} AND status = 'waiting' RETURNING id`
  const claimed = await inWriteTurn(payload, () => rawRows(rawDbOf(payload), claim))
  if (claimed.length === 0) return { registered: false, reason: 'already' }
  // Through Payload, so the page caches, the search and the audit log see the change like any other save.
  const saved = await payload.update({
    collection: 'qna',
    id,
    overrideAccess: true,
    // As the registering account, so the audit log names who registered.
    user: options.user as never,
    data: { answer: { answeredAt: new Date().toISOString(), answeredBy: options.user.id } },
    context: { qnaRegistering: true },
  })
  if (options.notify !== false && saved.email) await sendAnswerNotice(payload, saved)
  return { registered: true }
}

/** Why an answer cannot be registered now, or null when it can: the question, a saved answer, still 답변대기. */
export async function registrationObstacle(
  payload: Payload,
  id: number,
): Promise<{ reason: 'missing' | 'empty' | 'already' } | { question: Qna }> {
  const doc = await storedQuestion(payload, id)
  if (!doc) return { reason: 'missing' }
  if (!doc.answer?.text?.trim()) return { reason: 'empty' }
  if (doc.status === 'answered') return { reason: 'already' }
  return { question: doc }
}

/**
 * 답변 등록 as staff press it: registered at once, or, where the caller's group needs approval for answers, recorded as
 * a 답변 승인 request (src/modules/approval/answer-request.ts) while the answer stays a draft and nobody is mailed.
 */
export async function registerOrRequestAnswer(
  payload: Payload,
  id: number,
  user: User,
  options: { notify?: boolean } = {},
): Promise<
  | { registered: true }
  | { registered: false; reason: 'missing' | 'empty' | 'already' }
  | { registered: false; requested: ApprovalRequest }
> {
  if (needsApproval(user as unknown as PermissionSubject, qnaAnswerArea)) {
    const checked = await registrationObstacle(payload, id)
    if ('reason' in checked) return { registered: false, reason: checked.reason }
    const { request } = await requestQnaAnswer(payload, { user, question: checked.question })
    return { registered: false, requested: request }
  }
  return registerQnaAnswer(payload, id, { user, notify: options.notify })
}

/** The Korean refusal of a registration that did not happen, for the endpoints. */
export function registrationRefusal(reason: 'missing' | 'empty' | 'already') {
  if (reason === 'missing') return userFacingError('글을 찾을 수 없습니다.', 404)
  if (reason === 'empty') return userFacingError(qnaStaffMessages.answerEmpty, 400)
  return userFacingError(qnaStaffMessages.alreadyRegistered, 409)
}
