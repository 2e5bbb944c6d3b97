import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { preferredLanguage } from '@/modules/api/language'
import { apiRoute, json } from '@/modules/api/route'
import { registerQuerySchema } from '@/modules/certification/api-schemas'
import { listRegister, type RegisterQuery } from '@/modules/certification/register'
import { createCertificate, parseCertificateBody } from '@/modules/certification/staff-api'
import { readJsonBody, staffFor } from '@/modules/content-api/staff'
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

/** `POST /api/v1/certificates` (JSON body), certificates:write: 201 with the staff view, its verification code made here. */
export const POST = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const user = await staffFor(payload, request, 'certificates', 'write')
  const input = parseCertificateBody(await readJsonBody(request))
  return json(await createCertificate(payload, user, request.headers, input), 201)
})
