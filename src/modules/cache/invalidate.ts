// No 'server-only' here: collection hooks import this, and the Payload CLI (seeding, migrations) loads
// them outside React Server Components, where that guard throws.
import { revalidatePath, revalidateTag } from 'next/cache'
import type { Payload, PayloadRequest } from 'payload'
import { tellOtherWorkers } from '@/lib/cluster'
import { allPages, responseCacheSymbol } from '@/lib/response-cache'
import { clearPageSearchIndex } from '@/modules/search/page-index'
import { clearContentMemos } from '@/modules/site/content-memo'
import type { PageTags } from './content-tags'
import { clearCountCache } from './count-cache'

/**
 * What a content change made stale: Next's data cache entries (`tags`, `paths`) and the cached public pages that
 * show it (`pages`: their tags from src/modules/cache/content-tags.ts, or every page).
 */
export type Stale = { tags?: string[]; paths?: string[]; pages: PageTags }

type PageCache =
  | { invalidate?: (tags: readonly string[] | typeof allPages, source?: StaleSource) => number; clear: () => void }
  | null
  | undefined

/**
 * Where a change comes from: `change`, the content hook of this process, before its transaction commits; `log`, the
 * invalidation log's replay, after the commit. Only `log` pages are rendered again ahead of visitors
 * (src/server/refresh-ahead.ts): a render started before the commit would show the old rows.
 */
export type StaleSource = 'change' | 'log'

/** Drops this process's cached data for the given tags and paths and marks its affected pages stale. Never throws. */
export function invalidateLocally({ tags = [], paths = [], pages }: Stale, source: StaleSource = 'change') {
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
  const cache = (globalThis as Record<symbol, PageCache>)[responseCacheSymbol]
  if (cache?.invalidate) cache.invalidate(pages, source)
  else cache?.clear()
  // Totals of lists and searches: cheap to count again, so any change drops them all.
  clearCountCache()
  // Site settings, banners and popups kept in memory: one read each to refill.
  clearContentMemos()
  // Site-wide search reads content pages from memory: read again after a page (or everything) changed.
  if (paths.length > 0 || pages === allPages) clearPageSearchIndex()
}

/**
 * Called by content hooks (afterChange/afterDelete) with their request: marks what is stale here at once and appends
 * it to the invalidation log, in the change's own transaction, so every server process replays it within a second
 * (`replayInvalidations`), this one included: that replay, after the commit, also catches a page rendered here from
 * the old rows between this call and the commit.
 *
 * The log must never let a reader skip an entry, though on PostgreSQL two transactions may take ids 10 and 11 and
 * commit 11 first. Writers are not ordered (a lock held until commit would make a request that writes outside its own
 * transaction, as Payload's hooks do, wait for itself); readers look back instead (`replayInvalidations`,
 * docs/decisions/0028-cache-invalidation.md).
 */
export async function invalidateContent(req: PayloadRequest, stale: Stale) {
  invalidateLocally(stale)
  // The other workers of this server mark the same pages stale at once; their memos follow with the log's replay.
  tellOtherWorkers({ kind: 'pages-stale', pages: stale.pages })
  const data = {
    tags: stale.tags ?? [],
    paths: stale.paths ?? [],
    pageTags: stale.pages === allPages ? [allPages] : stale.pages,
  }
  // Same request, same transaction: the entry commits (or rolls back) with the change.
  await req.payload.create({ collection: 'cache-invalidations', overrideAccess: true, req, data })
}

/**
 * A reader of the log: the highest id it has applied (none before its first replay), the ids at or below it seen in
 * the look-back window (id → creation time), and what it does with entries.
 */
export type InvalidationReader = {
  since?: number
  seen?: Map<number, number>
  /** When this reader last removed old entries (set at its first replay: a new process has nothing to prune yet). */
  prunedAt?: number
  apply: (stale: Stale) => void
}

/** This process's reader: one per process, shared by every bundle Next loads this module into. */
function processReader(): InvalidationReader {
  const store = globalThis as unknown as Record<symbol, InvalidationReader | undefined>
  const key = Symbol.for('green-institute.invalidation-reader')
  store[key] ??= { apply: (stale) => invalidateLocally(stale, 'log') }
  return store[key]
}

/**
 * How far back a reader looks for entries that became visible after later ones (an id taken before a later id's
 * commit, committed after it): twice the page cache's longest life, far beyond any content transaction.
 */
const lookBackMs = 120_000

/** How often a reader removes entries older than a day: the log only needs to outlive the slowest process's tick. */
const pruneEveryMs = 3_600_000

/** Entries read per query; a reader behind by more reads again at once. */
const batchSize = 200

/**
 * Replays log entries the reader has not applied yet, oldest first; returns how many it applied. Throws when the
 * database cannot be read: the reader keeps its place and the next call (the next tick) tries again.
 */
export async function replayInvalidations(payload: Payload, reader = processReader()): Promise<number> {
  const now = Date.now()
  const recent = { createdAt: { greater_than: new Date(now - lookBackMs).toISOString() } }
  reader.seen ??= new Map()
  const seen = reader.seen
  if (reader.since === undefined) {
    // First run after start: everything visible now is already reflected in a fresh process.
    const { docs } = await payload.find({
      collection: 'cache-invalidations',
      overrideAccess: true,
      depth: 0,
      sort: '-id',
      limit: 1,
      pagination: false,
    })
    const { docs: visible } = await payload.find({
      collection: 'cache-invalidations',
      overrideAccess: true,
      depth: 0,
      pagination: false,
      where: recent,
      select: { createdAt: true },
    })
    for (const doc of visible) seen.set(doc.id as number, Date.parse(doc.createdAt))
    reader.since = typeof docs[0]?.id === 'number' ? docs[0].id : 0
    reader.prunedAt = now
    return 0
  }
  for (const [id, createdAt] of seen) if (createdAt < now - lookBackMs) seen.delete(id)
  let applied = 0
  // Entries at or below `since` that were not visible when it passed them: committed after a later id.
  const { docs: recentDocs } = await payload.find({
    collection: 'cache-invalidations',
    overrideAccess: true,
    depth: 0,
    sort: 'id',
    pagination: false,
    where: { and: [recent, { id: { less_than_equal: reader.since } }] },
  })
  const late = recentDocs.filter((doc) => !seen.has(doc.id as number))
  if (late.length > 0) {
    applyEntries(reader, late)
    for (const doc of late) seen.set(doc.id as number, Date.parse(doc.createdAt))
    applied += late.length
  }
  for (;;) {
    const after: number = reader.since
    const { docs } = await payload.find({
      collection: 'cache-invalidations',
      overrideAccess: true,
      depth: 0,
      sort: 'id',
      limit: batchSize,
      pagination: false,
      where: { id: { greater_than: after } },
    })
    const last: number | undefined = docs.at(-1)?.id
    if (typeof last !== 'number') break
    applyEntries(reader, docs)
    for (const doc of docs) seen.set(doc.id as number, Date.parse(doc.createdAt))
    reader.since = last
    applied += docs.length
    if (docs.length < batchSize) break
  }
  // On a schedule rather than by chance: a prune is a write that waits for the write turn, and a replay awaited by a
  // chain that holds the turn's next writer in wait would otherwise, now and then, wait for itself.
  if (now - (reader.prunedAt ?? now) >= pruneEveryMs) {
    reader.prunedAt = now
    const dayAgo = new Date(now - 86_400_000).toISOString()
    await payload.delete({
      collection: 'cache-invalidations',
      overrideAccess: true,
      where: { createdAt: { less_than: dayAgo } },
    })
  }
  return applied
}

type LogEntry = { tags?: string[] | null; paths?: string[] | null; pageTags?: string[] | null }

/** Applies log entries as one change: their data cache tags and paths, and their pages (or every page). */
function applyEntries(reader: InvalidationReader, docs: LogEntry[]) {
  const pageTags = docs.flatMap((d) => d.pageTags ?? [])
  reader.apply({
    tags: [...new Set(docs.flatMap((d) => d.tags ?? []))],
    paths: [...new Set(docs.flatMap((d) => d.paths ?? []))],
    pages: pageTags.includes(allPages) ? allPages : [...new Set(pageTags)],
  })
}
