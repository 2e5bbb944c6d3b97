import { can } from '@/access/permissions'
import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { continueAfterResponse } from '@/modules/api/after-response'
import { forbidden } from '@/modules/api/errors'
import { apiRoute, json } from '@/modules/api/route'
import { authenticate } from '@/modules/auth/authenticate'
import { newsletterPostParamsSchema } from '@/modules/newsletter/send-schemas'
import { newsletterSendProgress, sendOrRequestApproval } from '@/modules/newsletter/sending'

/**
 * `POST /api/v1/newsletters/{postId}/send`: staff with the newsletters write right; 202 at once, mail in the
 * background, or a 발송 승인 request where the caller's group needs approval for sends (`approvalRequestId`).
 */
export const POST = apiRoute<{ postId: string }>(async (request, { params }) => {
  const { postId } = newsletterPostParamsSchema.parse(await params)
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  if (!can(caller.user, 'newsletters', 'write')) throw forbidden()
  const outcome = await sendOrRequestApproval(payload, postId, caller.user, { ip: clientIp(request.headers) })
  if ('started' in outcome) continueAfterResponse(outcome.started.done)
  const resumed = 'started' in outcome && outcome.started.resumed
  return json({ ...(await newsletterSendProgress(payload, postId)), resumed }, 202)
})

/** `GET /api/v1/newsletters/{postId}/send`: the state and counts of the send (newsletters read right). */
export const GET = apiRoute<{ postId: string }>(async (request, { params }) => {
  const { postId } = newsletterPostParamsSchema.parse(await params)
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  if (!can(caller.user, 'newsletters', 'read')) throw forbidden()
  return json(await newsletterSendProgress(payload, postId))
})
