// No 'server-only' here: collection hooks import this, and the Payload CLI (seeding, migrations) loads
// them outside React Server Components, where that guard throws.
import { revalidatePath, revalidateTag } from 'next/cache'
import type { Payload, PayloadRequest } from 'payload'
import { responseCacheSymbol } from '@/lib/response-cache'
import { clearPageSearchIndex } from '@/modules/search/page-index'
import { clearCountCache } from './count-cache'

type Stale = { tags?: string[]; paths?: string[] }

type ClearableCache = { clear: () => void } | null | undefined

/** Drops this process's cached pages and data for the given tags and paths. Never throws. */
export function invalidateLocally({ tags = [], paths = [] }: Stale) {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next request (seeding from the CLI) there is no cache to drop.
    }
  }
  for (const path of paths) {
    try {
      revalidatePath(path)
    } catch {}
  }
  ;(globalThis as Record<symbol, ClearableCache>)[responseCacheSymbol]?.clear()
  clearCountCache()
  // Site-wide search reads pages from memory; the next search reads them again.
  clearPageSearchIndex()
}

/**
 * Called by content hooks (afterChange/afterDelete) with their request: drops what is stale here at
 * once and logs it so other server processes drop it too within a second.
 */
export async function invalidateContent(req: PayloadRequest, stale: Stale) {
  invalidateLocally(stale)
  // Same request, same transaction: on SQLite a second writer would wait on the hook's own lock.
  await req.payload.create({
    collection: 'cache-invalidations',
    overrideAccess: true,
    req,
    data: { tags: stale.tags ?? [], paths: stale.paths ?? [] },
  })
}

const state = globalThis as unknown as { __lastInvalidation?: number }

/** Replays log entries this process has not seen yet; returns how many it applied. */
export async function replayInvalidations(payload: Payload): Promise<number> {
  const since = state.__lastInvalidation
  const { docs } = await payload.find({
    collection: 'cache-invalidations',
    overrideAccess: true,
    depth: 0,
    sort: '-id',
    limit: since === undefined ? 1 : 200,
    where: since === undefined ? {} : { id: { greater_than: since } },
  })
  const newest = docs[0]?.id
  if (since === undefined) {
    // First run after start: everything before now is already reflected in a fresh process.
    state.__lastInvalidation = typeof newest === 'number' ? newest : 0
    return 0
  }
  if (Math.random() < 0.01) {
    // The log only needs to outlive the slowest process's next tick; a day is generous.
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString()
    await payload.delete({
      collection: 'cache-invalidations',
      overrideAccess: true,
      where: { createdAt: { less_than: dayAgo } },
    })
  }
  if (typeof newest !== 'number') return 0
  state.__lastInvalidation = newest
  invalidateLocally({
    tags: [...new Set(docs.flatMap((d) => d.tags ?? []))],
    paths: [...new Set(docs.flatMap((d) => d.paths ?? []))],
  })
  return docs.length
}
