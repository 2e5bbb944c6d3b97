import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json } from '@/modules/api/route'
import { boardView, findBoard } from '@/modules/content-api/posts'
import { boardSeqParamSchema } from '@/modules/content-api/schemas'

/** `GET /api/v1/boards/{boardSeq}` */
export const GET = apiRoute<{ boardSeq: string }>(async (_request, { params }) => {
  const boardSeq = boardSeqParamSchema.parse((await params).boardSeq)
  return json(boardView(await findBoard(await getPayloadClient(), boardSeq)))
})
