import { getPayloadClient } from '@/lib/payload'
import { ApiError } from '@/modules/api/errors'
import { apiRoute } from '@/modules/api/route'
import { signOut } from '@/modules/auth/auth-handler'
import { authFields, handlerResponse } from '@/modules/auth/auth-routes'

/** `POST /api/auth/signout` (form-encoded: csrfToken, callbackUrl, json); 400 without a valid CSRF token. */
export const POST = apiRoute(async (request) => {
  const fields = await authFields(request)
  const payload = await getPayloadClient()
  const result = await signOut(payload, fields, request.headers)
  if ('csrfError' in result) throw new ApiError(400, 'MissingCSRF', result.csrfError)
  return handlerResponse(request, fields, result)
})
