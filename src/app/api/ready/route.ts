import { checkDatabase, checkStorage } from '@/modules/system/health'

export const dynamic = 'force-dynamic'

/** Readiness: the database answers and uploads can be stored. A load balancer sends traffic only when 200. */
export async function GET() {
  const [database, storage] = await Promise.all([checkDatabase(), checkStorage()])
  const ready = database.ok && storage.ok
  return Response.json(
    { status: ready ? 'ready' : 'not-ready', checks: { database, storage } },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
