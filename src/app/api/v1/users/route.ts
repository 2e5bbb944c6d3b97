import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json, readContents } from '@/modules/api/route'
import { authenticate } from '@/modules/auth/authenticate'
import { createUserSchema, deleteUserQuerySchema, listUsersQuerySchema } from '@/modules/users/schemas'
import { createUser, deleteUser, listUsers } from '@/modules/users/users-service'

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

/** `GET /api/v1/users?pageNo=&pageSize=&startDate=&endDate=&useYn=&searchKind=&searchText=` */
export const GET = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  return json(await listUsers(payload, caller, listUsersQuerySchema.parse(query(request))))
})

/** `POST /api/v1/users`, multipart with one field `contents` holding the account as JSON. */
export const POST = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  const input = await readContents(request, createUserSchema)
  return json(await createUser(payload, caller, input, request.headers), 201)
})

/** `DELETE /api/v1/users?userSeq=` */
export const DELETE = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  const { userSeq } = deleteUserQuerySchema.parse(query(request))
  return json(await deleteUser(payload, caller, userSeq, request.headers))
})
