// No 'server-only': invalidate.ts clears it, and the CLI loads that through the collection hooks.

/**
 * Totals of board lists and searches ("전체 N건"), kept per process until content changes.
 *
 * A page of a board is ten rows found through an index, but its total has to visit every match: 100,000 posts on a
 * board, or 30,000 hits for a common word, cost a SQLite count 10–30 ms on every request while the rows cost under
 * one. Totals are dropped with the cached pages whenever content changes in any process (invalidateLocally), and
 * expire after the page cache's lifetime, because a post leaving its display period changes a total without a
 * change to the content. The rows of a page are always read fresh.
 */
type Entry = { value: Promise<number>; expires: number }

const lifetimeMs = 60_000
/** Enough for every board and the terms searched within a minute; the oldest entry makes room. */
const maxEntries = 2000

// One map for the process: Next loads this module once per bundle (pages, route handlers), and all of them must
// see the same totals and the same clearing.
const store = globalThis as unknown as Record<symbol, Map<string, Entry> | undefined>
const key = Symbol.for('green-institute.count-cache')
const entries = (): Map<string, Entry> => {
  let map = store[key]
  if (!map) {
    map = new Map()
    store[key] = map
  }
  return map
}

/**
 * The cached total for `id`, else `count()`, shared by concurrent callers until it settles; a failed count is not
 * kept.
 */
export function cachedCount(id: string, count: () => Promise<number>, now = Date.now()): Promise<number> {
  const map = entries()
  const hit = map.get(id)
  if (hit && hit.expires > now) return hit.value
  if (hit) map.delete(id)
  if (map.size >= maxEntries) map.delete(map.keys().next().value as string)
  const value = count()
  map.set(id, { value, expires: now + lifetimeMs })
  value.catch(() => {
    if (map.get(id)?.value === value) map.delete(id)
  })
  return value
}

export function clearCountCache() {
  store[key]?.clear()
}
