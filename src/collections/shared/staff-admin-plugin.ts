import type { Plugin } from 'payload'
import { koreanDateFields } from './korean-dates'

/**
 * What every collection and global shows staff, applied once in the config so collections added later follow:
 * - date pickers in the Korean format (`koreanDateFields`);
 * - no "API" tab or API address on document views (`admin.hideAPIURL`): staff edit content here, and the CMS API
 *   address with its raw JSON is a developer's view (the documented API has its own page, /swagger-ui).
 */
export const staffAdminPlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    admin: { ...collection.admin, hideAPIURL: true },
    fields: koreanDateFields(collection.fields),
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    admin: { ...global.admin, hideAPIURL: true },
    fields: koreanDateFields(global.fields),
  })),
})
