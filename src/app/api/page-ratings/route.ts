import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { isSameOrigin } from '@/lib/same-origin'
import { ApiError } from '@/modules/api/errors'
import { readFields } from '@/modules/api/route'
import { formAnswer, jsonAnswer, refusalPage } from '@/modules/page-rating/answer'
import { ratingMessages } from '@/modules/page-rating/messages'
import { submitPageRating } from '@/modules/page-rating/submit'

const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * `POST /api/page-ratings`: one 만족도 평가 answer (`page`, `locale`, `level` 1–5, optional `comment`) from the
 * site's own pages. A plain form post goes back to the page (303) with the result; JSON gets 201, or 400/404/409/429
 * in the API's error shape. Cross-site posts are refused like the site's other public forms.
 */
export async function POST(request: Request): Promise<Response> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  const form = formTypes.some((t) => type.includes(t))
  const refuse = (status: number, code: string, message: string) =>
    form ? refusalPage(status, message, null) : jsonAnswer({ ok: false, status: status as 400, code, message })
  if (!isSameOrigin(request)) return refuse(403, 'FORBIDDEN', ratingMessages.crossSite)
  if (!form && !type.includes('application/json'))
    return refuse(415, 'UNSUPPORTED_MEDIA_TYPE', ratingMessages.contentType)
  let fields: Record<string, unknown>
  try {
    fields = await readFields(request)
  } catch (error) {
    if (error instanceof ApiError) return refuse(error.status, error.code, error.message)
    throw error
  }
  const outcome = await submitPageRating(await getPayloadClient(), { fields, ip: clientIp(request.headers) })
  return form ? formAnswer(outcome) : jsonAnswer(outcome)
}
