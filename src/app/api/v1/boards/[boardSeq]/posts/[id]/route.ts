import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json } from '@/modules/api/route'
import { deletePost, updatePost, viewPost } from '@/modules/content-api/posts'
import { boardSeqParamSchema, postIdParamSchema, updatePostSchema } from '@/modules/content-api/schemas'
import { readJsonBody, staffFor } from '@/modules/content-api/staff'

type Params = { boardSeq: string; id: string }

const ids = async (params: Promise<Params>) => {
  const { boardSeq, id } = await params
  return { boardSeq: boardSeqParamSchema.parse(boardSeq), id: postIdParamSchema.parse(id) }
}

/** `GET /api/v1/boards/{boardSeq}/posts/{id}` (public; counts no view) */
export const GET = apiRoute<Params>(async (_request, { params }) => {
  const { boardSeq, id } = await ids(params)
  return json(await viewPost(await getPayloadClient(), boardSeq, id))
})

/** `PATCH /api/v1/boards/{boardSeq}/posts/{id}` (JSON body), boards:write on this board. */
export const PATCH = apiRoute<Params>(async (request, { params }) => {
  const { boardSeq, id } = await ids(params)
  const payload = await getPayloadClient()
  const user = await staffFor(payload, request, 'boards', 'write', { boardSeq })
  const input = updatePostSchema.parse(await readJsonBody(request))
  return json(await updatePost(payload, user, boardSeq, id, input))
})

/** `DELETE /api/v1/boards/{boardSeq}/posts/{id}`: to the trash, boards:delete on this board. */
export const DELETE = apiRoute<Params>(async (request, { params }) => {
  const { boardSeq, id } = await ids(params)
  const payload = await getPayloadClient()
  const user = await staffFor(payload, request, 'boards', 'delete', { boardSeq })
  return json(await deletePost(payload, user, boardSeq, id))
})
