import type { CollectionConfig } from 'payload'

/**
 * The invalidation log: every content change appends what it made stale (Next's data tags and paths, and the tags of
 * the cached pages that show it), and every server process replays new entries in id order within a second
 * (`server.mjs` → /api/internal/cache-sync), so several processes behind one address never serve an old page for
 * long (docs/decisions/0028-cache-invalidation.md). Hidden; written by code only.
 */
export const CacheInvalidations: CollectionConfig = {
  slug: 'cache-invalidations',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'tags', type: 'text', hasMany: true },
    { name: 'paths', type: 'text', hasMany: true },
    { name: 'pageTags', type: 'text', hasMany: true },
  ],
}
