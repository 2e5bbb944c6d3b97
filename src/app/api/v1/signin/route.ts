import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { userTokenSetCookie } from '@/modules/auth/cookies'
import { signInRequestSchema } from '@/modules/auth/schemas'
import { signInForTokens } from '@/modules/auth/sign-in'

/** `POST /api/v1/signin?userId=&password=` (or the same fields as a form or JSON body). */
export const POST = apiRoute(async (request) => {
  const { userId, password } = signInRequestSchema.parse(await readFields(request))
  const payload = await getPayloadClient()
  const tokens = await signInForTokens(payload, { userId, password, headers: request.headers })
  const response = json(tokens)
  response.headers.append('Set-Cookie', userTokenSetCookie(tokens.accessToken))
  return response
})
