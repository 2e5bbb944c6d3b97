import { getPayloadClient } from '@/lib/payload'
import { ApiError } from '@/modules/api/errors'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { subscriberTokenBodySchema } from '@/modules/newsletter/api-schemas'
import { newsletterMessages } from '@/modules/newsletter/messages'
import { unsubscribe } from '@/modules/newsletter/subscription'

/** `POST /api/v1/subscribers/unsubscribe` with `{ token }` from any newsletter e-mail. Repeating it is harmless. */
export const POST = apiRoute(async (request) => {
  const { token } = subscriberTokenBodySchema.parse(await readFields(request))
  const result = await unsubscribe(await getPayloadClient(), token)
  if (!result.ok) throw new ApiError(400, 'INVALID_TOKEN', newsletterMessages.unsubscribeInvalid)
  return json({ ok: true, message: newsletterMessages.unsubscribed })
})
