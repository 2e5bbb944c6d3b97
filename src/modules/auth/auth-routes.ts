import 'server-only'
import { readFields } from '@/modules/api/route'
import type { HandlerResult } from './auth-handler'

/**
 * Auth.js clients ask for `{ url }` as JSON (`json=true` in the form or `X-Auth-Return-Redirect`);
 * plain form posts from a browser get a redirect instead.
 */
export async function authFields(request: Request) {
  return readFields(request)
}

export function handlerResponse(request: Request, fields: Record<string, unknown>, result: HandlerResult): Response {
  const wantsJson = String(fields.json ?? '') === 'true' || request.headers.get('x-auth-return-redirect') === '1'
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const cookie of result.cookies) headers.append('Set-Cookie', cookie)
  if (wantsJson) {
    headers.set('Content-Type', 'application/json')
    return new Response(JSON.stringify({ url: result.url }), { status: result.status, headers })
  }
  headers.set('Location', result.url)
  return new Response(null, { status: 302, headers })
}
