import { getPayloadClient } from '@/lib/payload'
import { apiRoute } from '@/modules/api/route'
import { signInCallback } from '@/modules/auth/auth-handler'
import { authFields, handlerResponse, signInPageRedirect } from '@/modules/auth/auth-routes'

/** `GET /api/auth/signin/{provider}`: the same page as `GET /api/auth/signin`, whatever the provider (spec §5). */
export const GET = apiRoute(async (request) => signInPageRedirect(request))

/** `POST /api/auth/signin/{provider}` (form-encoded: fields, csrfToken, callbackUrl, json). */
export const POST = apiRoute<{ provider: string }>(async (request, { params }) => {
  const { provider } = await params
  const fields = await authFields(request)
  const payload = await getPayloadClient()
  const result = await signInCallback(payload, provider, fields, request.headers, { isCallback: false })
  return handlerResponse(request, fields, result)
})
