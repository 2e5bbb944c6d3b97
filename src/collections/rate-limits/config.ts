import type { CollectionConfig } from 'payload'

/**
 * Counters behind `hitRateLimit`. A table rather than process memory so that every server process
 * sees the same counts; rows are written only through the module's atomic upsert and expire on
 * their own. Invisible to staff and to every API.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 0 },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
