import { after } from 'next/server'
import { can } from '@/access/permissions'
import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { forbidden } from '@/modules/api/errors'
import { apiRoute, json } from '@/modules/api/route'
import { authenticate } from '@/modules/auth/authenticate'
import { newsletterPostParamsSchema } from '@/modules/newsletter/send-schemas'
import { newsletterSendProgress, startNewsletterSend } from '@/modules/newsletter/sending'

/**
 * Keeps the mailing going after the response. Inside a Next request `after()` holds the work open until it ends;
 * called any other way (tests call the handler directly) there is no request scope, and the promise, which never
 * rejects, simply runs on.
 */
function continueAfterResponse(work: Promise<unknown>) {
  try {
    after(work)
  } catch {
    void work
  }
}

/** `POST /api/v1/newsletters/{postId}/send`: staff with the newsletters write right; 202 at once, mail in the background. */
export const POST = apiRoute<{ postId: string }>(async (request, { params }) => {
  const { postId } = newsletterPostParamsSchema.parse(await params)
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  if (!can(caller.user, 'newsletters', 'write')) throw forbidden()
  const started = await startNewsletterSend(payload, postId, caller.user, { ip: clientIp(request.headers) })
  continueAfterResponse(started.done)
  return json({ ...(await newsletterSendProgress(payload, postId)), resumed: started.resumed }, 202)
})

/** `GET /api/v1/newsletters/{postId}/send`: the state and counts of the send (newsletters read right). */
export const GET = apiRoute<{ postId: string }>(async (request, { params }) => {
  const { postId } = newsletterPostParamsSchema.parse(await params)
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  if (!can(caller.user, 'newsletters', 'read')) throw forbidden()
  return json(await newsletterSendProgress(payload, postId))
})
