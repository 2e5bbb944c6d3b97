import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { ApiError, tooManyRequests } from '@/modules/api/errors'
import { preferredLanguage } from '@/modules/api/language'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { verifyBodySchema } from '@/modules/certification/api-schemas'
import { answerVerification } from '@/modules/certification/verify-request'

/**
 * `POST /api/v1/certificates/verify`: `{ code }` or `{ number, issuedOn }`. 200 with `result` for a hit and for a miss
 * alike (a miss is `not_found` with one neutral sentence), 400 for bad input or a needed captcha, 429 over the limits.
 */
export const POST = apiRoute(async (request) => {
  const fields = verifyBodySchema.parse(await readFields(request))
  const outcome = await answerVerification(await getPayloadClient(), {
    query:
      fields.code !== undefined
        ? { code: fields.code }
        : { number: fields.number ?? '', issuedOn: fields.issuedOn ?? '' },
    captcha: fields.altcha,
    ip: clientIp(request.headers),
    language: preferredLanguage(request.headers.get('accept-language')),
  })
  if (outcome.ok) return json(outcome.answer)
  if (outcome.status === 429) throw tooManyRequests(outcome.retryAfterSeconds)
  throw new ApiError(400, outcome.code, outcome.message)
})
