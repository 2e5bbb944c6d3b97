/**
 * Content changes made elsewhere reach this process's page cache and memos: other server processes log them
 * (docs/decisions/0028-cache-invalidation.md), other workers of this server also say so at once (src/lib/cluster.ts).
 * Loaded by server.mjs through Node's type stripping: erasable TypeScript only, relative imports with `.ts`.
 */
import { onOtherWorkersNews } from '../lib/cluster.ts'
import { allPages, type ResponseCache } from '../lib/response-cache.ts'

export type ContentSync = {
  /** Replays the invalidation log once; never rejects. */
  sync: () => Promise<void>
  /** Stops the timer (shutdown). */
  stop: () => void
}

/**
 * Starts replaying the log every half second through this process's own loopback server (`selfOrigin`, with the
 * internal token), and listening for the other workers' news.
 */
export function startContentSync({
  selfOrigin,
  internalToken,
  pageCache,
}: {
  selfOrigin: string
  internalToken: string
  pageCache: ResponseCache | null
}): ContentSync {
  // Other server processes log their content changes; replay them here every half second (a change shows on every
  // server within a second, render included), and at once when another worker of this server says it changed
  // something.
  async function sync() {
    try {
      await fetch(`${selfOrigin}/api/internal/cache-sync`, {
        method: 'POST',
        headers: { 'x-internal-token': internalToken },
      })
    } catch {
      // The next tick tries again; a failed sync only delays, never breaks, the pages.
    }
  }
  const syncTimer = setInterval(sync, 500)
  syncTimer.unref()
  // Another worker of this server changed content: the pages it named are stale here too, before the log's replay.
  onOtherWorkersNews((news) => {
    if (isPagesStale(news) && pageCache) pageCache.invalidate(news.pages)
  })
  return { sync, stop: () => clearInterval(syncTimer) }
}

/** The news a worker sends when content changed: these pages (tags), or all of them, are stale. */
export function isPagesStale(news: unknown): news is { kind: 'pages-stale'; pages: string[] | typeof allPages } {
  if (!news || typeof news !== 'object') return false
  const { kind, pages } = news as { kind?: unknown; pages?: unknown }
  return kind === 'pages-stale' && (pages === allPages || Array.isArray(pages))
}
