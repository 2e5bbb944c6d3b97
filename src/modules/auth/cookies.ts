import { env } from '@/lib/env'
import { userTokenCookie } from './authenticate'
import { accessTokenSeconds } from './limits'

const secure = env.NODE_ENV === 'production' && env.siteUrl.startsWith('https:')

/**
 * Serialises a cookie with our defaults: HttpOnly, SameSite=Lax, Secure on HTTPS in production. Without
 * `maxAgeSeconds` it is a session cookie, gone when the browser closes.
 */
export function cookie(name: string, value: string, maxAgeSeconds?: number): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax']
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`)
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

export const userTokenSetCookie = (accessToken: string) => cookie(userTokenCookie, accessToken, accessTokenSeconds)
export const userTokenClearCookie = () => cookie(userTokenCookie, '', 0)
export const cookiesAreSecure = secure
