import { createHmac } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { env } from '@/lib/env'
import { accessTokenSeconds } from './limits'

/**
 * Short-lived access tokens of the documented API: HS256 JWTs with a key derived from the Payload
 * secret (so they can never pass as Payload's own tokens, nor the reverse), the algorithm pinned
 * on verification and a `typ` header that only access tokens carry.
 */
export const accessTokenType = 'at+jwt'
const audience = 'api/v1'
const algorithm = 'HS256'

const signingKey = (secret: string) => createHmac('sha256', secret).update('api-v1-access-token').digest()

export type AccessClaims = { userId: number; userSeq: number; familyId: string }

export async function signAccessToken(
  claims: AccessClaims,
  { secret = env.payloadSecret, seconds = accessTokenSeconds }: { secret?: string; seconds?: number } = {},
): Promise<string> {
  return new SignJWT({ seq: claims.userSeq, fid: claims.familyId })
    .setProtectedHeader({ alg: algorithm, typ: accessTokenType })
    .setSubject(String(claims.userId))
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(signingKey(secret))
}

/** The claims of a valid access token, or null for anything forged, expired or of another kind. */
export async function verifyAccessToken(token: string, secret = env.payloadSecret): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), {
      algorithms: [algorithm],
      typ: accessTokenType,
      audience,
      requiredClaims: ['sub', 'exp', 'fid', 'seq'],
    })
    const userId = Number(payload.sub)
    if (!Number.isInteger(userId) || typeof payload.fid !== 'string' || typeof payload.seq !== 'number') return null
    return { userId, userSeq: payload.seq, familyId: payload.fid }
  } catch {
    return null
  }
}
