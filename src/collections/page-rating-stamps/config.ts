import type { CollectionConfig } from 'payload'
import { systemOnly } from '@/access'

/**
 * The "already answered today" marks of 만족도 평가: a keyed hash of the day, the visitor's address and the page,
 * with no link to the answer it allowed. The unique stamp makes a second answer (or a double click) fail at the
 * database; the key changes every day, so a stamp says nothing after its day and the nightly job deletes it
 * (docs/decisions/0021-page-ratings.md). Written only by the page-rating module; invisible to staff and every API.
 */
export const PageRatingStamps: CollectionConfig = {
  slug: 'page-rating-stamps',
  admin: { hidden: true },
  access: systemOnly,
  fields: [
    { name: 'stamp', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
