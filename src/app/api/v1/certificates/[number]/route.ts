import { getPayloadClient } from '@/lib/payload'
import { notFound } from '@/modules/api/errors'
import { preferredLanguage } from '@/modules/api/language'
import { apiRoute, json } from '@/modules/api/route'
import { certificateNumberParamsSchema } from '@/modules/certification/api-schemas'
import { findRegisterEntry } from '@/modules/certification/register'
import { deleteCertificate, parseCertificateBody, replaceCertificate } from '@/modules/certification/staff-api'
import { readJsonBody, staffFor } from '@/modules/content-api/staff'

type Params = { number: string }

/** `GET /api/v1/certificates/{number}`: one published certificate's public fields; 404 for unknown and unpublished alike. */
export const GET = apiRoute<Params>(async (request, context) => {
  const { number } = certificateNumberParamsSchema.parse(await context.params)
  // Not decoded: a number is letters, digits and hyphens, so an encoded one matches nothing and a malformed escape
  // cannot fail the call. The staff calls below take the number the same way.
  const entry = await findRegisterEntry(await getPayloadClient(), number, {
    language: preferredLanguage(request.headers.get('accept-language')),
  })
  if (!entry) throw notFound('인증서를 찾을 수 없습니다.')
  return json(entry)
})

/** `PUT /api/v1/certificates/{number}` (JSON body), certificates:write: every editable field replaced; 404 for an unknown number. */
export const PUT = apiRoute<Params>(async (request, context) => {
  const { number } = certificateNumberParamsSchema.parse(await context.params)
  const payload = await getPayloadClient()
  const user = await staffFor(payload, request, 'certificates', 'write')
  const input = parseCertificateBody(await readJsonBody(request))
  return json(await replaceCertificate(payload, user, request.headers, number, input))
})

/** `DELETE /api/v1/certificates/{number}`, certificates:delete: 204; its number and code then find nothing. */
export const DELETE = apiRoute<Params>(async (request, context) => {
  const { number } = certificateNumberParamsSchema.parse(await context.params)
  const payload = await getPayloadClient()
  const user = await staffFor(payload, request, 'certificates', 'delete')
  await deleteCertificate(payload, user, request.headers, number)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
})
