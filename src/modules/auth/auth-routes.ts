import 'server-only'
import { readFields } from '@/modules/api/route'
import { type HandlerResult, signInPageUrl } from './auth-handler'
import { safeCallbackUrl } from './callback-url'

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

/**
 * `GET signin` and `GET signin/{provider}`: the provider-selection page, which with one provider is the
 * admin sign-in form. As in Auth.js, a GET does not look at the provider in the path, so an unknown one
 * lands on the same page instead of a 405; the callback address (on this site only) and a plain error
 * name are carried over for the form to show.
 */
export function signInPageRedirect(request: Request): Response {
  const url = new URL(signInPageUrl())
  const params = new URL(request.url).searchParams
  const callbackUrl = params.get('callbackUrl')
  if (callbackUrl) url.searchParams.set('callbackUrl', safeCallbackUrl(callbackUrl))
  const error = params.get('error')
  if (error && /^[A-Za-z]{1,40}$/.test(error)) url.searchParams.set('error', error)
  return Response.redirect(url, 302)
}
