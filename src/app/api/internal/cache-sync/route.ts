import { timingSafeEqual } from 'node:crypto'
import { getPayloadClient } from '@/lib/payload'
import { internalTokenSymbol } from '@/lib/response-cache'
import { replayInvalidations } from '@/modules/cache/invalidate'

export const dynamic = 'force-dynamic'

/**
 * Called once a second by this process's own `server.mjs` with a token that exists only in this
 * process's memory; anything else gets 404, as if the route did not exist.
 */
export async function POST(request: Request) {
  const expected = (globalThis as Record<symbol, string | undefined>)[internalTokenSymbol]
  const given = request.headers.get('x-internal-token') ?? ''
  if (!expected || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    return new Response(null, { status: 404 })
  }
  const applied = await replayInvalidations(await getPayloadClient())
  return Response.json({ applied }, { headers: { 'Cache-Control': 'no-store' } })
}
