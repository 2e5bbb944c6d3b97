import { can } from '@/access/permissions'
import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { forbidden } from '@/modules/api/errors'
import { apiRoute } from '@/modules/api/route'
import { recordAudit } from '@/modules/audit/audit-log'
import { authenticate } from '@/modules/auth/authenticate'
import { subscriberListQuerySchema } from '@/modules/newsletter/api-schemas'
import { subscribersCsv } from '@/modules/newsletter/subscribers-admin'
import { koreanDay } from '@/modules/time/korea'

/** `GET /api/v1/subscribers/export?status=&searchText=`: the matching subscribers as a CSV download. */
export const GET = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const caller = await authenticate(payload, request)
  if (!can(caller.user, 'subscribers', 'read')) throw forbidden()
  const { status, searchText } = subscriberListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  // Named by the Korean date: just after midnight in Korea the UTC date is still yesterday's.
  const date = koreanDay(new Date())
  const csv = await subscribersCsv(payload, { status, searchText })
  // Exporting personal data is an audited staff action.
  await recordAudit(payload, {
    action: 'export',
    actor: caller.user,
    ip: clientIp(request.headers),
    targetCollection: 'subscribers',
    summary: `구독자 CSV 내보내기 (${[status, searchText].filter(Boolean).join(', ') || '전체'})`,
  })
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="subscribers-${date}.csv"; filename*=UTF-8''${encodeURIComponent(`구독자-${date}.csv`)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
