import { apiRoute, json } from '@/modules/api/route'
import { getPage } from '@/modules/content-api/pages'
import { localeQuerySchema, pagePathSchema } from '@/modules/content-api/schemas'

/**
 * `GET /api/v1/pages/{path}` with the site path as it is (`/api/v1/pages/company/about`) or as one
 * encoded segment (`company%2Fabout`, what generated clients send).
 */
export const GET = apiRoute<{ path: string[] }>(async (request, { params }) => {
  const segments = (await params).path ?? []
  let joined: string
  try {
    joined = segments.map((s) => decodeURIComponent(s)).join('/')
  } catch {
    joined = ''
  }
  const path = pagePathSchema.parse(joined)
  const locale = localeQuerySchema.parse(new URL(request.url).searchParams.get('locale'))
  return json(await getPage(path, locale))
})
