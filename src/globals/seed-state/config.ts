import type { GlobalConfig } from 'payload'

/**
 * Remembers which default-content steps have been loaded, so a restart never writes the defaults
 * over staff edits and a later release only adds its new steps. Hidden from the admin.
 */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  admin: { hidden: true },
  access: { read: () => false, update: () => false },
  fields: [
    {
      name: 'applied',
      type: 'array',
      fields: [
        { name: 'step', type: 'text', required: true },
        { name: 'at', type: 'date' },
      ],
    },
  ],
}
