import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json } from '@/modules/api/route'
import { currentSession } from '@/modules/auth/auth-handler'

/** `GET /api/auth/session?callbackUrl=` → `{ user, expires }` when signed in, `{}` otherwise. */
export const GET = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  return json(await currentSession(payload, request.headers))
})
