import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { ApiError, tooManyRequests } from '@/modules/api/errors'
import { preferredLanguage } from '@/modules/api/language'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { verifyBodySchema } from '@/modules/certification/api-schemas'
import { notFoundMessage, verifyCertificate } from '@/modules/certification/verify'
import { atLeast, countMiss, guardVerification, verifyAnswerFloorMs } from '@/modules/certification/verify-guard'

/**
 * `POST /api/v1/certificates/verify`: `{ code }` or `{ number, issuedOn }`. 200 with `result` for a hit and for a miss
 * alike (a miss is `not_found` with one neutral sentence), 400 for bad input or a needed captcha, 429 over the limits.
 */
export const POST = apiRoute(async (request) => {
  const fields = verifyBodySchema.parse(await readFields(request))
  const payload = await getPayloadClient()
  const ip = clientIp(request.headers)
  const guard = await guardVerification(payload, ip, fields.altcha)
  if (!guard.ok) {
    if (guard.status === 429) throw tooManyRequests(guard.retryAfterSeconds)
    throw new ApiError(400, guard.code, guard.message)
  }
  const language = preferredLanguage(request.headers.get('accept-language'))
  const query =
    fields.code !== undefined ? { code: fields.code } : { number: fields.number ?? '', issuedOn: fields.issuedOn ?? '' }
  // The miss is counted inside the timed work, so a hit and a miss end at the same moment.
  const check = async () => {
    const found = await verifyCertificate(payload, query, { ip, language })
    if (found.result === 'not_found') await countMiss(payload, ip)
    return found
  }
  const answer = await atLeast(verifyAnswerFloorMs, check())
  if (answer.result === 'not_found') return json({ result: 'not_found', message: notFoundMessage[language] })
  return json(answer)
})
