import type { Endpoint, PayloadRequest } from 'payload'
import { can } from '@/access/permissions'
import type { User } from '@/payload-types'
import { answerNoticePreview, registerOrRequestAnswer, registrationRefusal } from './answer'

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
const refuse = (status: number, message: string) => answer(status, { errors: [{ message }] })

/** The question id of the path and the signed-in answerer (Q&A write right), or the refusal to send. */
function answererOf(req: PayloadRequest): { id: number } | Response {
  if (!req.user) return refuse(401, '다시 로그인 해주세요.')
  if (!can(req.user, 'qna', 'write')) return refuse(403, '답변을 등록할 권한이 없습니다.')
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id <= 0) return refuse(404, '글을 찾을 수 없습니다.')
  return { id }
}

/** `GET /api/cms/qna/{id}/answer-notice`: the mail 답변 등록 will send, for staff to read before confirming. */
export const answerNoticeEndpoint: Endpoint = {
  path: '/:id/answer-notice',
  method: 'get',
  handler: async (req) => {
    const target = answererOf(req)
    if (target instanceof Response) return target
    const preview = await answerNoticePreview(req.payload, target.id)
    return preview ? answer(200, preview) : refuse(404, '글을 찾을 수 없습니다.')
  },
}

/**
 * `POST /api/cms/qna/{id}/register-answer`: 답변 등록 of the saved draft (200), or its 답변 승인 request where the
 * caller's group needs approval (202 with `approvalRequestId`); 409 when it was already registered.
 */
export const registerAnswerEndpoint: Endpoint = {
  path: '/:id/register-answer',
  method: 'post',
  handler: async (req) => {
    const target = answererOf(req)
    if (target instanceof Response) return target
    const result = await registerOrRequestAnswer(req.payload, target.id, req.user as unknown as User)
    if (result.registered) return answer(200, { ok: true })
    // Held for an approver: accepted, not done.
    if ('requested' in result) return answer(202, { ok: true, approvalRequestId: result.requested.id })
    const error = registrationRefusal(result.reason)
    return refuse(error.status, error.message)
  },
}
