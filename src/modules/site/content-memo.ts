// No 'server-only' and no imports: src/modules/cache/invalidate.ts clears it, and the CLI loads that through the
// content hooks.

/**
 * Small content every page reads (the site settings in the header and footer, the home page's banners and popups)
 * kept in this process's memory instead of being read on every render.
 *
 * Dropped on every content change this process applies, its own and those other processes log (`invalidateLocally`
 * in src/modules/cache/invalidate.ts, the same path that marks the page cache stale). It also expires after a minute, like the page cache: a
 * change announces itself from inside its transaction, so a render in that moment can still read the old row; it
 * lives a minute at most. A failed read is not kept.
 */
type Entry = { value: Promise<unknown>; expires: number }

const lifetimeMs = 60_000

const key = Symbol.for('green-institute.content-memo')
const shared = globalThis as unknown as Record<symbol, Map<string, Entry> | undefined>
// One map for the process: Next loads this module once per bundle, and every copy must see the same entries.
const entries = (): Map<string, Entry> => {
  shared[key] ??= new Map()
  return shared[key]
}

export function clearContentMemos() {
  shared[key]?.clear()
}

/**
 * `load()` once per process until content changes; concurrent callers share one read. `keep` decides whether a
 * read value is kept: a loader keyed by what a visitor asks for keeps only what exists, so made-up keys cannot fill
 * the map.
 */
export function memoUntilContentChange<T>(
  id: string,
  load: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): () => Promise<T> {
  return () => {
    const map = entries()
    const now = Date.now()
    const hit = map.get(id)
    if (hit && hit.expires > now) return hit.value as Promise<T>
    const value = load()
    const entry = { value, expires: now + lifetimeMs }
    map.set(id, entry)
    const forget = () => {
      if (map.get(id) === entry) map.delete(id)
    }
    value.then((read) => {
      if (!keep(read)) forget()
    }, forget)
    return value
  }
}
