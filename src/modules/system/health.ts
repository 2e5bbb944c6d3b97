import 'server-only'
import { getPayloadClient } from '@/lib/payload'

/** One cheap read through the same adapter the site uses; never throws. */
export async function checkDatabase(): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now()
  try {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'users', overrideAccess: true })
    return { ok: true, latencyMs: Math.round(performance.now() - started) }
  } catch {
    return { ok: false, latencyMs: Math.round(performance.now() - started) }
  }
}
