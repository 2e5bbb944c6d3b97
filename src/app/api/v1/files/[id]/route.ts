import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json } from '@/modules/api/route'
import { fileInfo } from '@/modules/content-api/files'
import { fileIdParamSchema } from '@/modules/content-api/schemas'

/** `GET /api/v1/files/{id}`: metadata of an attachment of a visible post (public). */
export const GET = apiRoute<{ id: string }>(async (_request, { params }) => {
  const id = fileIdParamSchema.parse((await params).id)
  return json(await fileInfo(await getPayloadClient(), id))
})
