import { getPayloadClient } from '@/lib/payload'
import { notFound } from '@/modules/api/errors'
import { preferredLanguage } from '@/modules/api/language'
import { apiRoute, json } from '@/modules/api/route'
import { certificateNumberParamsSchema } from '@/modules/certification/api-schemas'
import { findRegisterEntry } from '@/modules/certification/register'

/** `GET /api/v1/certificates/{number}`: one published certificate's public fields; 404 for unknown and unpublished alike. */
export const GET = apiRoute<{ number: string }>(async (request, context) => {
  const { number } = certificateNumberParamsSchema.parse(await context.params)
  // Not decoded: a number is letters, digits and hyphens, so an encoded one matches nothing and a malformed escape
  // cannot fail the call.
  const entry = await findRegisterEntry(await getPayloadClient(), number, {
    language: preferredLanguage(request.headers.get('accept-language')),
  })
  if (!entry) throw notFound('인증서를 찾을 수 없습니다.')
  return json(entry)
})
