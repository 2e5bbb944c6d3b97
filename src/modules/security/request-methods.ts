/**
 * The methods the site and its APIs answer at all. Anything else (TRACE, TRACK, CONNECT, WebDAV's PROPFIND, …)
 * is refused by `server.mjs` before Next sees it: Next builds a fetch `Request` for the proxy, and fetch throws on
 * TRACE, TRACK and CONNECT, which used to end in a 500 with a stack in the log.
 * Loaded by `server.mjs` directly (Node type stripping): keep it free of imports.
 */
export const servedMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export const methodNotAllowedMessage = '지원하지 않는 요청 방식입니다.'

export type MethodRefusal = { status: 405; headers: Record<string, string>; body: string }

/** `null` for a served method; else the 405 to send: the API's JSON error shape under /api, plain text elsewhere. */
export function refuseMethod(method: string | undefined, pathname: string): MethodRefusal | null {
  if (method && servedMethods.has(method.toUpperCase())) return null
  const api = pathname === '/api' || pathname.startsWith('/api/')
  const body = api
    ? JSON.stringify({ error: { code: 'METHOD_NOT_ALLOWED', message: methodNotAllowedMessage } })
    : methodNotAllowedMessage
  return {
    status: 405,
    headers: {
      allow: [...servedMethods].join(', '),
      'content-type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body,
  }
}
