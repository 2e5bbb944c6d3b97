import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { clientIp } from '@/lib/client-ip'
import { ApiError } from '@/modules/api/errors'
import { recordAudit } from '@/modules/audit/audit-log'
import type { User } from '@/payload-types'
import { signAccessToken } from './access-tokens'
import { refreshTokenSeconds } from './limits'
import { issueRefreshToken, revokeFamily, revokeRefreshToken, rotateRefreshToken } from './refresh-tokens'

export const signInMessages = {
  wrongCredentials: '아이디 또는 비밀번호가 올바르지 않습니다.',
  missing: '아이디와 비밀번호를 입력해 주세요.',
  refreshInvalid: '다시 로그인 해주세요.',
} as const

type PayloadErrorLike = {
  name?: string
  status?: number
  message?: string
  isPublic?: boolean
  retryAfterSeconds?: number
}

/**
 * Payload's login failures as our API errors, with Korean messages. A locked account answers like a wrong
 * password (401): a distinct answer would tell anyone that the id exists (docs/api.md, "Limits").
 */
function signInError(error: unknown): ApiError {
  const e = error as PayloadErrorLike
  if (e?.status === 429 && e.isPublic) {
    const retryAfter = e.retryAfterSeconds ? { 'Retry-After': String(e.retryAfterSeconds) } : undefined
    return new ApiError(429, 'TOO_MANY_REQUESTS', e.message ?? '', undefined, retryAfter)
  }
  if (e?.status === 403 && e.isPublic) return new ApiError(403, 'ACCOUNT_INACTIVE', e.message ?? '')
  if (e?.name === 'ValidationError') return new ApiError(400, 'INVALID_INPUT', signInMessages.missing)
  return new ApiError(401, 'INVALID_CREDENTIALS', signInMessages.wrongCredentials)
}

export type PasswordSignIn = { user: User; payloadToken: string; exp?: number }

/**
 * Checks an id and password through Payload's login (per-account lockout, per-IP limit, status
 * check, sign-in audit) and returns the account with a Payload session token. Failures are logged.
 */
export async function signInWithPassword(
  payload: Payload,
  { userId, password, headers }: { userId: string; password: string; headers: Headers },
): Promise<PasswordSignIn> {
  if (!userId || !password) throw new ApiError(400, 'INVALID_INPUT', signInMessages.missing)
  const req = await createLocalReq({ req: { headers } }, payload)
  try {
    const result = await payload.login({
      collection: 'users',
      data: { username: userId, password },
      depth: 1,
      overrideAccess: true,
      req,
    })
    if (!result.user || !result.token) throw new Error('no token')
    return { user: result.user as User, payloadToken: result.token, exp: result.exp }
  } catch (error) {
    const apiError = signInError(error)
    if (apiError.status !== 429) {
      await recordAudit(payload, {
        action: 'signin-failed',
        actorUserId: userId.slice(0, 100),
        ip: clientIp(headers),
        targetCollection: 'users',
        summary: apiError.code,
      })
    }
    throw apiError
  }
}

export type TokenPair = {
  refreshToken: string
  accessToken: string
  userSeq: number
  refreshTokenExpiresIn: number
}

async function tokenPair(user: Pick<User, 'id' | 'userSeq'>, refresh: { token: string; familyId: string }) {
  const userSeq = user.userSeq ?? 0
  return {
    refreshToken: refresh.token,
    accessToken: await signAccessToken({ userId: user.id, userSeq, familyId: refresh.familyId }),
    userSeq,
    refreshTokenExpiresIn: refreshTokenSeconds,
  } satisfies TokenPair
}

/** `POST /api/v1/signin`: the spec's token pair for a valid id and password. */
export async function signInForTokens(
  payload: Payload,
  input: { userId: string; password: string; headers: Headers },
): Promise<TokenPair> {
  const { user } = await signInWithPassword(payload, input)
  return tokenPair(user, await issueRefreshToken(payload, user.id))
}

/** `POST /api/v1/token/refresh`: the next pair of the refresh token's family. */
export async function refreshTokens(payload: Payload, refreshToken: string): Promise<TokenPair> {
  if (!refreshToken) throw new ApiError(401, 'UNAUTHORIZED', signInMessages.refreshInvalid)
  const rotation = await rotateRefreshToken(payload, refreshToken)
  if (!rotation.ok)
    throw new ApiError(401, 'UNAUTHORIZED', signInMessages.refreshInvalid, [
      { path: 'refreshToken', message: rotation.reason },
    ])
  const user = (await payload.findByID({
    collection: 'users',
    id: rotation.userId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as User | null
  if (!user || (user.accountStatus ?? 'active') !== 'active') {
    await revokeRefreshToken(payload, rotation.next.token)
    throw new ApiError(401, 'UNAUTHORIZED', signInMessages.refreshInvalid)
  }
  return tokenPair(user, rotation.next)
}

/** `POST /api/v1/signout`: ends the refresh-token family (and with it the access tokens). */
export async function signOutTokens(
  payload: Payload,
  {
    refreshToken,
    familyId,
    user,
    headers,
  }: { refreshToken?: string; familyId?: string; user?: User; headers: Headers },
) {
  if (refreshToken) await revokeRefreshToken(payload, refreshToken)
  if (familyId) await revokeFamily(payload, familyId)
  await recordAudit(payload, {
    action: 'signout',
    actor: user,
    ip: clientIp(headers),
    targetCollection: 'users',
    targetId: user?.id,
  })
}
