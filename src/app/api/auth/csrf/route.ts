import { apiRoute, json } from '@/modules/api/route'
import { csrfToken } from '@/modules/auth/csrf'

/** `GET /api/auth/csrf` → `{ csrfToken }`, setting the HttpOnly double-submit cookie. */
export const GET = apiRoute(async (request) => {
  const { token, setCookie } = csrfToken(request.headers)
  const response = json({ csrfToken: token })
  if (setCookie) response.headers.append('Set-Cookie', setCookie)
  return response
})
