import { getPayloadClient } from '@/lib/payload'
import { ApiError, forbidden } from '@/modules/api/errors'
import { apiRoute } from '@/modules/api/route'
import { authenticate } from '@/modules/auth/authenticate'
import { canSeeVisitorStats } from '@/modules/visitor-stats/access'
import { visitorStatsCsv } from '@/modules/visitor-stats/csv'
import { koreanDay } from '@/modules/visitor-stats/day'
import { parseStatsPeriod } from '@/modules/visitor-stats/kinds'
import { visitMessages } from '@/modules/visitor-stats/messages'

/**
 * `GET /api/visits/export?days=7|30|90`: 접속자 통계 of the period as a CSV download (Korean headers, UTF-8 with BOM).
 * Staff who may see the statistics only: 401 signed out, 403 without the permission.
 */
export const GET = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  if (!canSeeVisitorStats(caller.user)) throw forbidden()
  const days = parseStatsPeriod(new URL(request.url).searchParams.get('days'))
  if (days === null) throw new ApiError(400, 'INVALID_INPUT', visitMessages.period)
  const now = new Date()
  const csv = await visitorStatsCsv(payload, days, now)
  const name = `접속자통계-${koreanDay(now)}-${days}일.csv`
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="visitor-stats-${koreanDay(now)}-${days}d.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
