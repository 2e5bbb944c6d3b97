import { getPayloadClient } from '@/lib/payload'
import { apiRoute } from '@/modules/api/route'
import { downloadFile } from '@/modules/content-api/files'
import { fileIdParamSchema } from '@/modules/content-api/schemas'

/** `GET /api/v1/files/{id}/download`: the file under its original name; each call counts one download. */
export const GET = apiRoute<{ id: string }>(async (_request, { params }) => {
  const id = fileIdParamSchema.parse((await params).id)
  return downloadFile(await getPayloadClient(), id)
})
