import { timingSafeEqual } from 'node:crypto'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'
import { internalTokenSymbol } from '@/lib/response-cache'
import { replayInvalidations } from '@/modules/cache/invalidate'

export const dynamic = 'force-dynamic'

/** Failures in a row: logged at the first and then every minute, so a database outage does not flood the log. */
let failures = 0

/**
 * Called once a second by this process's own `server.mjs` with a token that exists only in this
 * process's memory; anything else gets 404, as if the route did not exist. A failed replay keeps the
 * reader's place, is logged and answers 503; the next tick tries again from the same place.
 */
export async function POST(request: Request) {
  const expected = (globalThis as Record<symbol, string | undefined>)[internalTokenSymbol]
  const given = request.headers.get('x-internal-token') ?? ''
  if (!expected || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    return new Response(null, { status: 404 })
  }
  try {
    const applied = await replayInvalidations(await getPayloadClient())
    if (failures > 0) logger.info({ failures }, 'cache sync recovered')
    failures = 0
    return Response.json({ applied }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    failures += 1
    if (failures === 1 || failures % 60 === 0) {
      logger.error({ err: error instanceof Error ? error.message : String(error), failures }, 'cache sync failed')
    }
    return Response.json(
      { error: { code: 'CACHE_SYNC_FAILED', message: '캐시 동기화에 실패했습니다. 잠시 후 다시 시도합니다.' } },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
