import { checkDatabase } from '@/modules/system/health'

export const dynamic = 'force-dynamic'

/** Liveness plus a database round trip; load balancers and `npm start` users watch this. */
export async function GET() {
  const database = await checkDatabase()
  return Response.json(
    {
      status: database.ok ? 'ok' : 'error',
      database: database.ok ? 'ok' : 'unreachable',
      latencyMs: database.latencyMs,
    },
    { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
