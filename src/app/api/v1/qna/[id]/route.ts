import { clientIp } from '@/lib/client-ip'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { fromRejection } from '@/modules/api/errors'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { recordPersonalDataView } from '@/modules/audit/personal-data-views'
import { readCookie } from '@/modules/auth/authenticate'
import { openQnaOrThrow, qnaViewerOf } from '@/modules/qna/api'
import { qnaIdParamSchema, qnaPasswordBodySchema, qnaUpdateBodySchema } from '@/modules/qna/api-schemas'
import { deleteQnaByAuthor, updateQnaByAuthor } from '@/modules/qna/service'
import { decodeUnlocks, unlockCookieName } from '@/modules/qna/unlock-cookie'

type Params = { id: string }

/** `GET /api/v1/qna/{id}`: public questions to anyone; secret ones to staff or after the password unlocked them. */
export const GET = apiRoute<Params>(async (request, { params }) => {
  const id = qnaIdParamSchema.parse((await params).id)
  const payload = await getPayloadClient()
  const unlocks = decodeUnlocks(env.payloadSecret, readCookie(request.headers, unlockCookieName))
  const viewer = await qnaViewerOf(payload, request, unlocks)
  const view = await openQnaOrThrow(payload, id, viewer)
  if (viewer.staff) {
    await recordPersonalDataView(payload, {
      actor: viewer.staff,
      collection: 'qna',
      ids: [id],
      single: true,
      ip: clientIp(request.headers),
      via: 'API',
    })
  }
  return json(view)
})

/** `PATCH /api/v1/qna/{id}`: the asker edits with the post's password until staff answer. */
export const PATCH = apiRoute<Params>(async (request, { params }) => {
  const id = qnaIdParamSchema.parse((await params).id)
  const { password, ...fields } = qnaUpdateBodySchema.parse(await readFields(request))
  const payload = await getPayloadClient()
  const result = await updateQnaByAuthor(payload, id, { password, fields, ip: clientIp(request.headers) })
  if (!result.ok) throw fromRejection(result)
  return json(await openQnaOrThrow(payload, id, { isStaff: true, unlocks: [] }))
})

/** `DELETE /api/v1/qna/{id}` with `{ password }`: the asker deletes the question and their personal data. */
export const DELETE = apiRoute<Params>(async (request, { params }) => {
  const id = qnaIdParamSchema.parse((await params).id)
  const { password } = qnaPasswordBodySchema.parse(await readFields(request))
  const result = await deleteQnaByAuthor(await getPayloadClient(), id, { password, ip: clientIp(request.headers) })
  if (!result.ok) throw fromRejection(result)
  return json({ ok: true })
})
