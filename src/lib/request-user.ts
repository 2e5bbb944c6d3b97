import { type Payload, parseCookies, type TypedUser } from 'payload'

/**
 * The signed-in user behind a request's headers, without `payload.auth()`'s second half for anonymous visitors.
 *
 * `payload.auth()` runs the auth strategies and then works out every collection's permissions for whoever it found:
 * 8.5% of a post view's CPU, for a visitor who has no session and whose permissions no page reads. The strategies of
 * this site read exactly two things (Payload's JWT strategy and ours, src/modules/auth/same-host-session.ts): the
 * `Authorization` header and Payload's session cookie. A request with neither is anonymous whatever the strategies
 * do, so it is answered here without them. Should a strategy that reads anything else be configured (an API key, a
 * new custom one), every request goes through `payload.auth()` again: the shortcut never guesses.
 */
const strategiesReadingOnlyTokenAndCookie = new Set(['local-jwt', 'same-host-session'])

function shortcutIsExact(payload: Payload): boolean {
  const strategies = (payload as unknown as { authStrategies?: { name: string }[] }).authStrategies
  return Array.isArray(strategies) && strategies.every((s) => strategiesReadingOnlyTokenAndCookie.has(s.name))
}

/** Whether the headers carry anything an auth strategy could sign someone in with. */
export function carriesCredentials(payload: Payload, headers: Headers): boolean {
  if (headers.has('authorization')) return true
  if (!headers.has('cookie')) return false
  return parseCookies(headers).has(`${payload.config.cookiePrefix}-token`)
}

/** The user `payload.auth()` would find for these headers (null for a visitor without credentials). */
export async function requestUser(payload: Payload, headers: Headers): Promise<TypedUser | null> {
  if (!carriesCredentials(payload, headers) && shortcutIsExact(payload)) return null
  const { user } = await payload.auth({ headers })
  return user ?? null
}
