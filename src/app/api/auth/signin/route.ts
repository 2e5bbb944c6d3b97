import { apiRoute } from '@/modules/api/route'
import { signInPageUrl } from '@/modules/auth/auth-handler'
import { safeCallbackUrl } from '@/modules/auth/callback-url'

/** `GET /api/auth/signin`: the provider-selection page is the admin sign-in form. */
export const GET = apiRoute(async (request) => {
  const url = new URL(signInPageUrl())
  const params = new URL(request.url).searchParams
  const callbackUrl = params.get('callbackUrl')
  if (callbackUrl) url.searchParams.set('callbackUrl', safeCallbackUrl(callbackUrl))
  const error = params.get('error')
  if (error && /^[A-Za-z]{1,40}$/.test(error)) url.searchParams.set('error', error)
  return Response.redirect(url, 302)
})
