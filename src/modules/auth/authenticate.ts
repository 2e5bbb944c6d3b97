import type { Payload } from 'payload'
import { isActive } from '@/access/permissions'
import { requestUser } from '@/lib/request-user'
import { isSameOrigin } from '@/lib/same-origin'
import { ApiError, unauthorized } from '@/modules/api/errors'
import type { User } from '@/payload-types'
import { verifyAccessToken } from './access-tokens'
import { isFamilyActive } from './refresh-tokens'

/** The admin token cookie of spec §9, holding the access token for browser clients. */
export const userTokenCookie = 'userToken'

export type Caller = { user: User; via: 'bearer' | 'cookie' | 'session' }

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export function readCookie(headers: Headers, name: string): string | undefined {
  const header = headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index === -1) continue
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim()
      try {
        return decodeURIComponent(value)
      } catch {
        return value
      }
    }
  }
  return undefined
}

/**
 * Cookies travel with cross-site requests; a write authenticated by a cookie must come from our own pages: under
 * SITE_URL or under the host name the request came in on (`isSameOrigin`, decision 0020), so staff who reach the admin
 * by an internal address or a second name can reorder and save as under SITE_URL.
 */
function assertSameOrigin(request: Request) {
  if (!isSameOrigin(request)) throw new ApiError(403, 'CSRF', '다른 사이트에서 보낸 요청은 처리할 수 없습니다.')
}

async function activeUser(payload: Payload, id: number | string): Promise<User | null> {
  const user = (await payload.findByID({
    collection: 'users',
    id,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })) as User | null
  return user && isActive(user) ? user : null
}

/**
 * The staff member behind an API request: `Authorization: Bearer <accessToken>`, else the
 * `userToken` cookie, else the admin's Payload session cookie. Anything missing, forged, expired,
 * revoked or belonging to a dormant or suspended account is a 401 "다시 로그인 해주세요.".
 */
export async function authenticate(payload: Payload, request: Request): Promise<Caller> {
  const header = request.headers.get('authorization')
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim()
  const cookieToken = readCookie(request.headers, userTokenCookie)
  const token = bearer || cookieToken
  if (token) {
    const claims = await verifyAccessToken(token)
    if (!claims || !(await isFamilyActive(payload, claims.familyId))) throw unauthorized()
    const user = await activeUser(payload, claims.userId)
    if (!user) throw unauthorized()
    if (!bearer && !safeMethods.has(request.method)) assertSameOrigin(request)
    return { user, via: bearer ? 'bearer' : 'cookie' }
  }
  if (header) throw unauthorized()
  // The admin screens call the API with the Payload session they are signed in with.
  const user = await requestUser(payload, request.headers)
  if (!user || !isActive(user as User)) throw unauthorized()
  if (!safeMethods.has(request.method)) assertSameOrigin(request)
  const full = await activeUser(payload, user.id)
  if (!full) throw unauthorized()
  return { user: full, via: 'session' }
}
