import { clientIp } from '@/lib/client-ip'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { isSameOrigin } from '@/lib/same-origin'
import { fromRejection } from '@/modules/api/errors'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { readCookie } from '@/modules/auth/authenticate'
import { cookie } from '@/modules/auth/cookies'
import { openQnaOrThrow } from '@/modules/qna/api'
import { qnaIdParamSchema, qnaPasswordBodySchema } from '@/modules/qna/api-schemas'
import { unlockQna } from '@/modules/qna/service'
import { decodeUnlocks, encodeUnlocks, unlockCookieName } from '@/modules/qna/unlock-cookie'

/**
 * `POST /api/v1/qna/{id}/unlock` with `{ password }`: answers the question and, for the site's own pages, sets a
 * signed HttpOnly session cookie so the page opens it too. 403 for a wrong password, 429 after ten attempts on one
 * post in 15 minutes. The cookie is only set for same-origin requests, so another site cannot plant it.
 */
export const POST = apiRoute<{ id: string }>(async (request, { params }) => {
  const id = qnaIdParamSchema.parse((await params).id)
  const { password } = qnaPasswordBodySchema.parse(await readFields(request))
  const payload = await getPayloadClient()
  const result = await unlockQna(payload, id, password, clientIp(request.headers))
  if (!result.ok) throw fromRejection({ ...result, code: result.status === 403 ? 'WRONG_PASSWORD' : undefined })
  const view = await openQnaOrThrow(payload, id, { isStaff: true, unlocks: [] })
  const response = json(view)
  if (isSameOrigin(request)) {
    const unlocks = decodeUnlocks(env.payloadSecret, readCookie(request.headers, unlockCookieName))
    // A session cookie: the post stays open until the browser closes.
    response.headers.append(
      'Set-Cookie',
      cookie(unlockCookieName, encodeUnlocks(env.payloadSecret, [...unlocks, result.unlock])),
    )
  }
  return response
})
