import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json } from '@/modules/api/route'
import { uploadAttachment } from '@/modules/content-api/posts'
import { boardSeqParamSchema, postIdParamSchema } from '@/modules/content-api/schemas'
import { staffFor } from '@/modules/content-api/staff'

type Params = { boardSeq: string; id: string }

/** `POST /api/v1/boards/{boardSeq}/posts/{id}/attachments`, multipart field `file`, boards:write. */
export const POST = apiRoute<Params>(async (request, { params }) => {
  const raw = await params
  const boardSeq = boardSeqParamSchema.parse(raw.boardSeq)
  const id = postIdParamSchema.parse(raw.id)
  const payload = await getPayloadClient()
  const user = await staffFor(payload, request, 'boards', 'write', { boardSeq })
  return json(await uploadAttachment(payload, user, boardSeq, id, request), 201)
})
