import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { userTokenSetCookie } from '@/modules/auth/cookies'
import { refreshRequestSchema } from '@/modules/auth/schemas'
import { refreshTokens } from '@/modules/auth/sign-in'

/** `POST /api/v1/token/refresh` with `refreshToken` (query, form or JSON): the next token pair. */
export const POST = apiRoute(async (request) => {
  const { refreshToken } = refreshRequestSchema.parse(await readFields(request))
  const payload = await getPayloadClient()
  const tokens = await refreshTokens(payload, refreshToken)
  const response = json(tokens)
  response.headers.append('Set-Cookie', userTokenSetCookie(tokens.accessToken))
  return response
})
