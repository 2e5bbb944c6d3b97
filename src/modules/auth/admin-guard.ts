import { decodeJwt } from 'jose'

/** Admin pages that must open without a session. */
const publicAdminPaths = [
  '/admin/login',
  '/admin/logout',
  '/admin/logout-inactivity',
  '/admin/forgot',
  '/admin/reset',
  '/admin/create-first-user',
  '/admin/verify',
  '/admin/unauthorized',
]

export const isPublicAdminPath = (pathname: string) =>
  publicAdminPaths.some((p) => pathname === p || pathname.startsWith(`${p}/`))

/**
 * Whether the request carries an unexpired Payload session cookie. Only a quick pre-check for the
 * redirect: Payload verifies the signature and the session on every admin request anyway.
 */
export function hasSessionCookie(cookieValue: string | undefined): boolean {
  if (!cookieValue) return false
  try {
    const { exp } = decodeJwt(cookieValue)
    return typeof exp === 'number' && exp * 1000 > Date.now()
  } catch {
    return false
  }
}

/** A same-site path for `callbackUrl`/`redirect`; anything else becomes the admin home. */
export function safeAdminPath(value: string | null): string {
  if (!value) return '/admin'
  let decoded = value
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return '/admin'
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.includes('\\')) return '/admin'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return '/admin'
  return decoded
}
