import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json, readContents } from '@/modules/api/route'
import { authenticate } from '@/modules/auth/authenticate'
import { updateKindSchema, updateUserSchema, userSeqParamSchema } from '@/modules/users/schemas'
import { getUser, updateUser } from '@/modules/users/users-service'

type Params = { id: string }

/** `GET /api/v1/users/{userSeq}` */
export const GET = apiRoute<Params>(async (request, { params }) => {
  const userSeq = userSeqParamSchema.parse((await params).id)
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  return json(await getUser(payload, caller, userSeq))
})

/** `PUT /api/v1/users/{userSeq}?updateKind=private|admin`, multipart `contents`. */
export const PUT = apiRoute<Params>(async (request, { params }) => {
  const userSeq = userSeqParamSchema.parse((await params).id)
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  const kind = updateKindSchema.parse(new URL(request.url).searchParams.get('updateKind') ?? undefined)
  const input = await readContents(request, updateUserSchema)
  return json(await updateUser(payload, caller, userSeq, kind, input, request.headers))
})
