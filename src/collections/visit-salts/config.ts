import type { CollectionConfig } from 'payload'
import { systemOnly } from '@/access'

/**
 * The random salt of one Korean day that makes the day's visitor hashes. It is deleted once its day is over, so
 * nobody (not even with the database) can link a visitor of yesterday to one of today
 * (docs/decisions/0023-visitor-statistics.md). The server's alone: invisible to staff and every API.
 */
export const VisitSalts: CollectionConfig = {
  slug: 'visit-salts',
  admin: { hidden: true },
  access: systemOnly,
  fields: [
    { name: 'day', type: 'text', required: true, unique: true, index: true },
    { name: 'salt', type: 'text', required: true },
  ],
}
