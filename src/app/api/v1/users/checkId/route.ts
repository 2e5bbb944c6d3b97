import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json } from '@/modules/api/route'
import { authenticate } from '@/modules/auth/authenticate'
import { checkIdQuerySchema } from '@/modules/users/schemas'
import { checkUserId } from '@/modules/users/users-service'

/** `GET /api/v1/users/checkId?userId=`: whether the id is free (and well-formed). */
export const GET = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  const { userId } = checkIdQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return json(await checkUserId(payload, caller, userId))
})
