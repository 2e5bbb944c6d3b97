import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json } from '@/modules/api/route'
import { listPages } from '@/modules/content-api/pages'
import { listPagesQuerySchema } from '@/modules/content-api/schemas'

/** `GET /api/v1/pages?pageNo=&pageSize=&locale=`: published CMS pages (public). */
export const GET = apiRoute(async (request) => {
  const query = listPagesQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return json(await listPages(await getPayloadClient(), query))
})
