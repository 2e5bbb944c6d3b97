import { getPayloadClient } from '@/lib/payload'
import { ApiError, forbidden } from '@/modules/api/errors'
import { apiRoute } from '@/modules/api/route'
import { authenticate } from '@/modules/auth/authenticate'
import { canSeeVisitorStats } from '@/modules/visitor-stats/access'
import { visitorStatsCsv } from '@/modules/visitor-stats/csv'
import { parseStatsPeriod, statsCsvNames } from '@/modules/visitor-stats/period'

/**
 * `GET /api/visits/export?days=7|30|90`, `?month=YYYY-MM` or `?from=YYYY-MM-DD&to=YYYY-MM-DD`: 접속자 통계 of the period
 * (src/modules/visitor-stats/period.ts) as a CSV download (Korean headers, UTF-8 with BOM), named by its Korean days.
 * Staff who may see the statistics only: 401 signed out, 403 without the permission, 400 for a period it cannot show.
 */
export const GET = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  if (!canSeeVisitorStats(caller.user)) throw forbidden()
  const asked = parseStatsPeriod(new URL(request.url).searchParams)
  if ('error' in asked) throw new ApiError(400, 'INVALID_INPUT', asked.error)
  const csv = await visitorStatsCsv(payload, asked.period)
  const names = statsCsvNames(asked.period)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${names.ascii}"; filename*=UTF-8''${encodeURIComponent(names.korean)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
