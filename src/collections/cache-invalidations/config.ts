import type { CollectionConfig } from 'payload'

/**
 * The invalidation log: every content change appends what it made stale, and every server process
 * replays new entries within a second (`server.mjs` → /api/internal/cache-sync), so several
 * processes behind one address never serve an old page for long. Hidden; written by code only.
 */
export const CacheInvalidations: CollectionConfig = {
  slug: 'cache-invalidations',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'tags', type: 'text', hasMany: true },
    { name: 'paths', type: 'text', hasMany: true },
  ],
}
