import type { GlobalConfig } from 'payload'

/**
 * Remembers which version of the default content has been loaded, so a restart never writes the
 * defaults over staff edits. Hidden from the admin; only the seed touches it.
 */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  admin: { hidden: true },
  access: { read: () => false, update: () => false },
  fields: [
    { name: 'version', type: 'number', defaultValue: 0 },
    { name: 'seededAt', type: 'date' },
  ],
}
