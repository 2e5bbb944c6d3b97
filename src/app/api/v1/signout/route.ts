import { getPayloadClient } from '@/lib/payload'
import { unauthorized } from '@/modules/api/errors'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { verifyAccessToken } from '@/modules/auth/access-tokens'
import { readCookie, userTokenCookie } from '@/modules/auth/authenticate'
import { userTokenClearCookie } from '@/modules/auth/cookies'
import { signOutTokens } from '@/modules/auth/sign-in'
import type { User } from '@/payload-types'

/**
 * `POST /api/v1/signout`: revokes the refresh-token family of the given `refreshToken` and/or of
 * the bearer access token, so neither token works afterwards.
 */
export const POST = apiRoute(async (request) => {
  const fields = await readFields(request)
  const refreshToken = typeof fields.refreshToken === 'string' ? fields.refreshToken : undefined
  const bearer = request.headers
    .get('authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim()
  const token = bearer || readCookie(request.headers, userTokenCookie)
  const claims = token ? await verifyAccessToken(token) : null
  if (!claims && !refreshToken) throw unauthorized()
  const payload = await getPayloadClient()
  const user = claims
    ? ((await payload.findByID({
        collection: 'users',
        id: claims.userId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })) as User | null)
    : null
  await signOutTokens(payload, {
    refreshToken,
    familyId: claims?.familyId,
    user: user ?? undefined,
    headers: request.headers,
  })
  const response = json({ signedOut: true })
  response.headers.append('Set-Cookie', userTokenClearCookie())
  return response
})
