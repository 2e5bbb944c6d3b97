import { decodeJwt } from 'jose'
import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import { isActive } from '@/access/permissions'
import { env } from '@/lib/env'
import { requestUser } from '@/lib/request-user'
import type { User } from '@/payload-types'
import { safeCallbackUrl } from './callback-url'
import { verifyCsrf } from './csrf'
import { signInWithPassword } from './sign-in'

/**
 * The auth handler endpoints of spec §7 (`/api/auth/*`, Auth.js's wire format) on top of Payload's
 * own sessions: signing in here sets Payload's auth cookie, so staff land in /admin signed in.
 */
export const credentialsProviderId = 'credentials'
export const signOutCsrfMessage = 'Could not fetch CSRF Token for signing out'

const authBase = () => `${env.siteUrl}/api/auth`
/** The provider-selection page; with one provider it is the admin sign-in form. */
export const signInPageUrl = () => `${env.siteUrl}/admin/login`

export function providers() {
  return {
    [credentialsProviderId]: {
      id: credentialsProviderId,
      name: '아이디와 비밀번호',
      type: 'credentials' as const,
      signinUrl: `${authBase()}/signin/${credentialsProviderId}`,
      callbackUrl: `${authBase()}/callback/${credentialsProviderId}`,
    },
  }
}

const payloadCookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`

export type SessionView = {
  user: { name: string; email: string | null; userId: string; userSeq: number | null; authGroupSeq: number | null }
  expires: string
}

/**
 * Payload accepts its cookie only from same-site browser requests. Reading one's own session and a
 * sign-out already proven by the CSRF token are safe from any caller that holds the cookie (a
 * server forwarding it, spec §7), so those two calls vouch for the request.
 */
function vouched(headers: Headers): Headers {
  const copy = new Headers(headers)
  if (!copy.has('origin') && !copy.has('sec-fetch-site')) copy.set('sec-fetch-site', 'same-origin')
  return copy
}

/** The signed-in staff member of the request's Payload session, or `{}`. */
export async function currentSession(payload: Payload, headers: Headers): Promise<SessionView | Record<string, never>> {
  const user = await requestUser(payload, vouched(headers))
  if (!user || !isActive(user as User)) return {}
  const staff = user as User
  const token = readPayloadToken(payload, headers)
  const exp = token ? decodeJwt(token).exp : undefined
  const group = staff.authGroup && typeof staff.authGroup === 'object' ? staff.authGroup : null
  return {
    user: {
      name: staff.displayName || staff.userName,
      email: staff.email ?? null,
      userId: staff.username,
      userSeq: staff.userSeq ?? null,
      authGroupSeq: group?.authGroupSeq ?? null,
    },
    expires: new Date((exp ?? Math.floor(Date.now() / 1000)) * 1000).toISOString(),
  }
}

function readPayloadToken(payload: Payload, headers: Headers): string | undefined {
  const name = payloadCookieName(payload)
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

export type HandlerResult = { status: number; url: string; cookies: string[]; error?: string }

const withQuery = (base: string, query: Record<string, string>) => {
  const url = new URL(base)
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
  return url.toString()
}

/** Failure addresses carry the Auth.js error names a client reads from `?error=`. */
const failure = (error: string, code: string, callbackUrl: string): HandlerResult => ({
  status: 200,
  url: withQuery(signInPageUrl(), { error, code, callbackUrl }),
  cookies: [],
  error,
})

const codeOf = (status: number) => (status === 403 ? 'inactive' : status === 429 ? 'rate_limited' : 'credentials')

/** `POST signin/{provider}` and `POST callback/{provider}`. */
export async function signInCallback(
  payload: Payload,
  provider: string,
  fields: Record<string, unknown>,
  headers: Headers,
  { isCallback }: { isCallback: boolean },
): Promise<HandlerResult> {
  const callbackUrl = safeCallbackUrl(fields.callbackUrl)
  if (provider !== credentialsProviderId) {
    return { status: 200, url: withQuery(`${authBase()}/signin`, { callbackUrl }), cookies: [] }
  }
  if (!verifyCsrf(headers, fields.csrfToken)) return failure('MissingCSRF', 'csrf', callbackUrl)
  // Credentials are checked by the callback; `signin/credentials` leads to the sign-in form.
  if (!isCallback) return { status: 200, url: withQuery(signInPageUrl(), { callbackUrl }), cookies: [] }
  const userId = String(fields.userId ?? fields.username ?? '')
  const password = String(fields.password ?? '')
  try {
    const { payloadToken } = await signInWithPassword(payload, { userId, password, headers })
    const cookie = generatePayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
      token: payloadToken,
    })
    return { status: 200, url: callbackUrl, cookies: [cookie] }
  } catch (error) {
    const status = (error as { status?: number }).status ?? 401
    return failure('CredentialsSignin', codeOf(status), callbackUrl)
  }
}

/** `POST signout`: ends the Payload session of the request (CSRF token required). */
export async function signOut(
  payload: Payload,
  fields: Record<string, unknown>,
  headers: Headers,
): Promise<HandlerResult | { status: 400; csrfError: string }> {
  if (!verifyCsrf(headers, fields.csrfToken)) return { status: 400, csrfError: signOutCsrfMessage }
  const user = await requestUser(payload, vouched(headers))
  if (user) {
    const req = await createLocalReq({ user: { ...user, collection: 'users' }, req: { headers } }, payload)
    await logoutOperation({ collection: payload.collections.users, req })
  }
  const expired = generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
  })
  const url = fields.callbackUrl ? safeCallbackUrl(fields.callbackUrl) : `${env.siteUrl}/`
  return { status: 200, url, cookies: [expired] }
}
