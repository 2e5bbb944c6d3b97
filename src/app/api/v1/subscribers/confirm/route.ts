import { getPayloadClient } from '@/lib/payload'
import { ApiError } from '@/modules/api/errors'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { subscriberTokenBodySchema } from '@/modules/newsletter/api-schemas'
import { newsletterMessages } from '@/modules/newsletter/messages'
import { confirmSubscription } from '@/modules/newsletter/subscription'

/** `POST /api/v1/subscribers/confirm` with `{ token }` from the confirmation e-mail. */
export const POST = apiRoute(async (request) => {
  const { token } = subscriberTokenBodySchema.parse(await readFields(request))
  const result = await confirmSubscription(await getPayloadClient(), token)
  if (!result.ok) throw new ApiError(400, 'INVALID_TOKEN', newsletterMessages.confirmInvalid)
  return json({ ok: true, message: newsletterMessages.confirmed })
})
