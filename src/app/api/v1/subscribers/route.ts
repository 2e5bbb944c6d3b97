import { can } from '@/access/permissions'
import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { forbidden, fromRejection } from '@/modules/api/errors'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { recordPersonalDataView } from '@/modules/audit/personal-data-views'
import { authenticate } from '@/modules/auth/authenticate'
import { subscribeBodySchema, subscriberListQuerySchema } from '@/modules/newsletter/api-schemas'
import { listSubscribers } from '@/modules/newsletter/subscribers-admin'
import { subscribe } from '@/modules/newsletter/subscription'

/**
 * `POST /api/v1/subscribers`: starts a double opt-in (the site's subscribe form posts here). 202 with the same
 * message whether or not the address is known; 400 with field `details`; 429 when one address sends too many.
 */
export const POST = apiRoute(async (request) => {
  const fields = subscribeBodySchema.parse(await readFields(request))
  const result = await subscribe(await getPayloadClient(), {
    fields,
    honeypot: fields.website,
    ip: clientIp(request.headers),
  })
  if (!result.ok) throw fromRejection(result)
  return json({ ok: true, message: result.message }, 202)
})

/** `GET /api/v1/subscribers?pageNo=&pageSize=&status=&searchText=`: staff with the subscribers read right. */
export const GET = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  if (!can(caller.user, 'subscribers', 'read')) throw forbidden()
  const query = subscriberListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const list = await listSubscribers(payload, query)
  await recordPersonalDataView(payload, {
    actor: caller.user,
    collection: 'subscribers',
    ids: list.rows.map((r) => r.id),
    single: false,
    ip: clientIp(request.headers),
    via: 'API',
  })
  return json(list)
})
