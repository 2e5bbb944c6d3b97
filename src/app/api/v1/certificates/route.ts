import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { preferredLanguage } from '@/modules/api/language'
import { apiRoute, json } from '@/modules/api/route'
import { registerQuerySchema } from '@/modules/certification/api-schemas'
import { listRegister, type RegisterQuery } from '@/modules/certification/register'
import { assertSearchAllowed } from '@/modules/security/search-limit'

/** `GET /api/v1/certificates?pageNo=&pageSize=&scheme=&grade=&sido=&sigungu=&use=&year=&status=&searchText=&sort=`: 인증 현황, published records only. */
export const GET = apiRoute(async (request) => {
  const query = registerQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams)) as RegisterQuery
  const payload = await getPayloadClient()
  if (query.searchText) await assertSearchAllowed(payload, clientIp(request.headers))
  return json(
    await listRegister(payload, query, { language: preferredLanguage(request.headers.get('accept-language')) }),
  )
})
