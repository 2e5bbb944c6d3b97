import type { CollectionConfig } from 'payload'
import { systemOnly } from '@/access'

/**
 * "Already counted today" marks of 접속자 통계: the salted hash of a visitor's address and browser for one day, so a
 * visitor counts once a day. Unique, so concurrent beacons of one visitor count once; kept no longer than the day
 * (docs/decisions/0023-visitor-statistics.md). The server's alone: invisible to staff and every API.
 */
export const VisitStamps: CollectionConfig = {
  slug: 'visit-stamps',
  admin: { hidden: true },
  access: systemOnly,
  fields: [
    { name: 'stamp', type: 'text', required: true, unique: true, index: true },
    { name: 'day', type: 'text', required: true, index: true },
  ],
}
