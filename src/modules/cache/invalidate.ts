// No 'server-only' here: collection hooks import this, and the Payload CLI (seeding, migrations) loads
// them outside React Server Components, where that guard throws.
import { sql } from 'drizzle-orm'
import { revalidatePath, revalidateTag } from 'next/cache'
import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { tellOtherWorkers } from '@/lib/cluster'
import { type RawDb, rawExec } from '@/lib/raw-sql'
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
  | { invalidate?: (tags: readonly string[] | typeof allPages) => number; clear: () => void }
  | null
  | undefined

/** Drops this process's cached data for the given tags and paths and marks its affected pages stale. Never throws. */
export function invalidateLocally({ tags = [], paths = [], pages }: Stale) {
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
  if (cache?.invalidate) cache.invalidate(pages)
  else cache?.clear()
  // Totals of lists and searches: cheap to count again, so any change drops them all.
  clearCountCache()
  // Site settings, banners and popups kept in memory: one read each to refill.
  clearContentMemos()
  // Site-wide search reads content pages from memory: read again after a page (or everything) changed.
  if (paths.length > 0 || pages === allPages) clearPageSearchIndex()
}

/** Any number, the same in every process: PostgreSQL's transaction-scoped lock that orders the log's writers. */
const logWriterLock = 7_210_522

/**
 * Called by content hooks (afterChange/afterDelete) with their request: marks what is stale here at once and appends
 * it to the invalidation log, in the change's own transaction, so every server process replays it within a second
 * (`replayInvalidations`), this one included: that replay, after the commit, also catches a page rendered here from
 * the old rows between this call and the commit.
 *
 * The log must never let a reader skip an entry: a reader keeps the highest id it applied and asks for higher ones.
 * On SQLite every write transaction holds the database's single write lock from its start (BEGIN IMMEDIATE) to its
 * end, so ids become visible in id order. On PostgreSQL two transactions may take ids 10 and 11 and commit 11
 * first; a reader would then pass 10 for good. So on PostgreSQL the entry is written under a transaction-scoped
 * advisory lock, held until the change commits: the next change's entry waits for it, and ids commit in order
 * (docs/decisions/0028-cache-invalidation.md).
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
  const append = () => req.payload.create({ collection: 'cache-invalidations', overrideAccess: true, req, data })
  if (req.payload.db.name !== 'postgres') {
    // Same request, same transaction: on SQLite a second writer would wait on the hook's own lock.
    await append()
    return
  }
  // Without a transaction of its own the entry would commit alone, unordered: open one for it.
  const ownTransaction = await initTransaction(req)
  try {
    await rawExec(await transactionDb(req), sql.raw(`select pg_advisory_xact_lock(${logWriterLock})`))
    await append()
    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

/** The drizzle handle of the request's open transaction. */
async function transactionDb(req: PayloadRequest): Promise<RawDb> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, { db: RawDb }> }).sessions
  const session = id !== undefined && id !== null ? sessions?.[String(id)]?.db : undefined
  if (!session) throw new Error('cache invalidation: no open transaction to order the log entry in')
  return session
}

/** A reader of the log: the highest id it has applied (none before its first replay) and what it does with entries. */
export type InvalidationReader = { since?: number; apply: (stale: Stale) => void }

/** This process's reader: one per process, shared by every bundle Next loads this module into. */
function processReader(): InvalidationReader {
  const store = globalThis as unknown as Record<symbol, InvalidationReader | undefined>
  const key = Symbol.for('green-institute.invalidation-reader')
  store[key] ??= { apply: invalidateLocally }
  return store[key]
}

/** Entries read per query; a reader behind by more reads again at once. */
const batchSize = 200

/**
 * Replays log entries the reader has not applied yet, oldest first; returns how many it applied. Throws when the
 * database cannot be read: the reader keeps its place and the next call (the next tick) tries again.
 */
export async function replayInvalidations(payload: Payload, reader = processReader()): Promise<number> {
  if (reader.since === undefined) {
    // First run after start: everything before now is already reflected in a fresh process.
    const { docs } = await payload.find({
      collection: 'cache-invalidations',
      overrideAccess: true,
      depth: 0,
      sort: '-id',
      limit: 1,
      pagination: false,
    })
    reader.since = typeof docs[0]?.id === 'number' ? docs[0].id : 0
    return 0
  }
  let applied = 0
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
    const pageTags = docs.flatMap((d) => d.pageTags ?? [])
    reader.apply({
      tags: [...new Set(docs.flatMap((d) => d.tags ?? []))],
      paths: [...new Set(docs.flatMap((d) => d.paths ?? []))],
      pages: pageTags.includes(allPages) ? allPages : [...new Set(pageTags)],
    })
    reader.since = last
    applied += docs.length
    if (docs.length < batchSize) break
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
  return applied
}
