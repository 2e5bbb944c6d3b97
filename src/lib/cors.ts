/**
 * Cross-origin access to the JSON APIs (`/api/v1/**`, `/api/auth/**`), off unless
 * `CORS_ALLOWED_ORIGINS` lists exact origins. Allowed origins are echoed back, never `*`, and
 * credentials are never allowed: cross-origin clients authenticate with the bearer token, so the
 * admin's cookies never travel on another site's behalf. Pure, so the proxy and tests share it.
 */
export const corsPaths = ['/api/v1/', '/api/auth/'] as const

export const corsAllowedMethods = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'
export const corsAllowedHeaders = 'Authorization, Content-Type, Accept-Language'
/** Headers a cross-origin client may read besides the safelisted ones; the client honours Retry-After. */
export const corsExposedHeaders = 'Retry-After, Content-Disposition, Content-Language'
export const corsMaxAgeSeconds = 600

export const corsDeniedMessage = '이 출처에서 보낸 요청은 허용되지 않습니다.'

export function isCorsPath(pathname: string): boolean {
  return corsPaths.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix)
}

export { parseAllowedOrigins } from './env'

export type CorsRequest = { method: string; pathname: string; origin: string | null; requestMethod: string | null }

export type CorsDecision =
  /** Not a cross-origin API request: leave it alone. */
  | { kind: 'none' }
  /** Answer the preflight now. */
  | { kind: 'preflight'; status: 204 | 403; headers: Record<string, string> }
  /** Let the request through and add these headers to its response. */
  | { kind: 'actual'; headers: Record<string, string> }

/** `ownOrigins`: the site's own addresses; browsers send `Origin` on same-origin writes too, which need nothing. */
export function corsDecision(
  request: CorsRequest,
  allowedOrigins: readonly string[],
  ownOrigins: readonly string[],
): CorsDecision {
  if (!isCorsPath(request.pathname) || !request.origin || ownOrigins.includes(request.origin)) return { kind: 'none' }
  const allowed = allowedOrigins.includes(request.origin)
  // The answer differs by Origin once a list exists, so shared caches must keep them apart.
  const vary: Record<string, string> = allowedOrigins.length > 0 ? { Vary: 'Origin' } : {}
  const preflight = request.method === 'OPTIONS' && request.requestMethod !== null
  if (preflight) {
    if (!allowed) return { kind: 'preflight', status: 403, headers: vary }
    return {
      kind: 'preflight',
      status: 204,
      headers: {
        ...vary,
        'Access-Control-Allow-Origin': request.origin,
        'Access-Control-Allow-Methods': corsAllowedMethods,
        'Access-Control-Allow-Headers': corsAllowedHeaders,
        'Access-Control-Max-Age': String(corsMaxAgeSeconds),
      },
    }
  }
  if (!allowed) return Object.keys(vary).length ? { kind: 'actual', headers: vary } : { kind: 'none' }
  return {
    kind: 'actual',
    headers: {
      ...vary,
      'Access-Control-Allow-Origin': request.origin,
      'Access-Control-Expose-Headers': corsExposedHeaders,
    },
  }
}
