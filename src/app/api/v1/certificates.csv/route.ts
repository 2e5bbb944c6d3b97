import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { preferredLanguage } from '@/modules/api/language'
import { apiRoute } from '@/modules/api/route'
import { registerQuerySchema } from '@/modules/certification/api-schemas'
import { type RegisterQuery, registerRows } from '@/modules/certification/register'
import { registerCsv, registerLicence } from '@/modules/certification/register-csv'
import { assertSearchAllowed } from '@/modules/security/search-limit'
import { koreanDay } from '@/modules/time/korea'

/**
 * `GET /api/v1/certificates.csv?scheme=&grade=&sido=&sigungu=&use=&year=&status=&searchText=&sort=&lang=`: 인증 현황
 * as the list shows it, every matching published record. A whole register is a heavy answer, so each download
 * counts against the search limit.
 */
export const GET = apiRoute(async (request) => {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const query = registerQuerySchema.parse(params) as RegisterQuery
  const language =
    params.lang === 'en' || params.lang === 'ko'
      ? params.lang
      : preferredLanguage(request.headers.get('accept-language'))
  const payload = await getPayloadClient()
  await assertSearchAllowed(payload, clientIp(request.headers))
  const rows = await registerRows(payload, query, { language })
  const date = koreanDay(new Date())
  const name = language === 'ko' ? `인증현황-${date}.csv` : `certified-buildings-${date}.csv`
  return new Response(registerCsv(rows, language), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="certificates-${date}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      Link: `<${registerLicence.url}>; rel="license"`,
    },
  })
})
