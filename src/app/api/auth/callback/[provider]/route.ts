import { getPayloadClient } from '@/lib/payload'
import { apiRoute } from '@/modules/api/route'
import { signInCallback } from '@/modules/auth/auth-handler'
import { authFields, handlerResponse } from '@/modules/auth/auth-routes'

/** `POST /api/auth/callback/{provider}` (form-encoded: fields, csrfToken, callbackUrl, json). */
export const POST = apiRoute<{ provider: string }>(async (request, { params }) => {
  const { provider } = await params
  const fields = await authFields(request)
  const payload = await getPayloadClient()
  const result = await signInCallback(payload, provider, fields, request.headers, { isCallback: true })
  return handlerResponse(request, fields, result)
})
