import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json } from '@/modules/api/route'
import { authenticate } from '@/modules/auth/authenticate'
import { userSeqParamSchema, validatePassQuerySchema } from '@/modules/users/schemas'
import { validatePassword } from '@/modules/users/users-service'

/** `GET /api/v1/users/{userSeq}/validate-pass?userPassword=`: whether it is the caller's current password. */
export const GET = apiRoute<{ id: string }>(async (request, { params }) => {
  const userSeq = userSeqParamSchema.parse((await params).id)
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  const { userPassword } = validatePassQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return json(await validatePassword(payload, caller, userSeq, userPassword))
})
