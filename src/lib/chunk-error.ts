/**
 * Spec §8: a script chunk that fails to load during client navigation (typically after a new release
 * replaced the old chunks) triggers a full load of the target path. A path is reloaded at most once a
 * minute, so a chunk that is really missing cannot cause a reload loop.
 */
export const chunkReloadWindowMs = 60_000

const chunkMessage =
  /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError/i

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false
  if (typeof reason === 'string') return chunkMessage.test(reason)
  if (typeof reason === 'object') {
    const { name, message } = reason as { name?: unknown; message?: unknown }
    if (name === 'ChunkLoadError') return true
    if (typeof message === 'string') return chunkMessage.test(message)
  }
  return false
}

/** Whether a reload of `target` is allowed now, given when it was last reloaded for this reason. */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > chunkReloadWindowMs
}
