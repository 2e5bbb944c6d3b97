import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'
import { readCookie } from './authenticate'
import { cookie, cookiesAreSecure } from './cookies'

/**
 * Double-submit CSRF token of the auth handler: the HttpOnly cookie holds `token|hmac(token)`,
 * the form sends `token`. A page on another site can neither read the cookie nor forge the HMAC.
 */
export const csrfCookieName = cookiesAreSecure ? '__Host-authjs.csrf-token' : 'authjs.csrf-token'

const sign = (token: string) => createHmac('sha256', env.payloadSecret).update(`csrf:${token}`).digest('hex')

const equal = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** The token in the request's cookie when the cookie is genuine. */
function tokenFromCookie(headers: Headers): string | null {
  const value = readCookie(headers, csrfCookieName)
  if (!value) return null
  const [token, mac] = value.split('|')
  return token && mac && equal(mac, sign(token)) ? token : null
}

/** The request's CSRF token, or a new one with the cookie to set. */
export function csrfToken(headers: Headers): { token: string; setCookie?: string } {
  const existing = tokenFromCookie(headers)
  if (existing) return { token: existing }
  const token = randomBytes(32).toString('hex')
  // A session cookie: it lives as long as the browser tab that asked for it.
  const setCookie = cookie(csrfCookieName, `${token}|${sign(token)}`, 60 * 60 * 24).replace(/; Max-Age=\d+/, '')
  return { token, setCookie }
}

/** Whether the submitted token matches the genuine cookie. */
export function verifyCsrf(headers: Headers, submitted: unknown): boolean {
  const token = tokenFromCookie(headers)
  return Boolean(token) && typeof submitted === 'string' && equal(token as string, submitted)
}
