import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { tooManyRequests } from '@/modules/api/errors'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { userTokenSetCookie } from '@/modules/auth/cookies'
import { refreshLimit } from '@/modules/auth/limits'
import { refreshRequestSchema } from '@/modules/auth/schemas'
import { refreshTokens } from '@/modules/auth/sign-in'
import { hitRateLimit } from '@/modules/security/rate-limit'

/** `POST /api/v1/token/refresh` with `refreshToken` (query, form or JSON): the next token pair. */
export const POST = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const limit = await hitRateLimit({ payload, scope: 'token-refresh', key: clientIp(request.headers), ...refreshLimit })
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
  const { refreshToken } = refreshRequestSchema.parse(await readFields(request))
  const tokens = await refreshTokens(payload, refreshToken)
  const response = json(tokens)
  response.headers.append('Set-Cookie', userTokenSetCookie(tokens.accessToken))
  return response
})
