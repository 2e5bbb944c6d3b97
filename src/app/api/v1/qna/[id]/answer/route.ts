import { getPayloadClient } from '@/lib/payload'
import { notFound } from '@/modules/api/errors'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { openQnaOrThrow, requireQnaAnswerer } from '@/modules/qna/api'
import { qnaAnswerBodySchema, qnaIdParamSchema } from '@/modules/qna/api-schemas'
import { qnaMessages } from '@/modules/qna/messages'
import { answerQna } from '@/modules/qna/service'

/**
 * `PUT /api/v1/qna/{id}/answer`: staff with the Q&A write right answer; the asker is e-mailed unless `notify` is false.
 * Where the caller's group needs approval for answers: 202, the answer saved as a draft and a 답변 승인 request.
 */
export const PUT = apiRoute<{ id: string }>(async (request, { params }) => {
  const id = qnaIdParamSchema.parse((await params).id)
  const payload = await getPayloadClient()
  const caller = await requireQnaAnswerer(payload, request)
  const body = qnaAnswerBodySchema.parse(await readFields(request))
  const numericId = Number(id)
  const exists = Number.isSafeInteger(numericId)
    ? await payload.count({ collection: 'qna', where: { id: { equals: numericId } }, overrideAccess: true })
    : { totalDocs: 0 }
  if (exists.totalDocs === 0) throw notFound(qnaMessages.notFound)
  const outcome = await answerQna(payload, numericId, { text: body.text, answeredBy: caller.user, notify: body.notify })
  if ('requested' in outcome) return json({ status: 'pending', approvalRequestId: outcome.requested.id }, 202)
  return json(await openQnaOrThrow(payload, id, { isStaff: true, unlocks: [] }))
})
