import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { invalidateContent } from '@/modules/cache/invalidate'

/**
 * Board content changed: cached public pages are dropped in every process. View and download counts are
 * written past the hooks on purpose, so a visit never empties the cache.
 */
export function boardContentHooks(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ req, doc }) => {
        await invalidateContent(req, { tags: [tag] })
        return doc
      },
    ],
    afterDelete: [
      async ({ req, doc }) => {
        await invalidateContent(req, { tags: [tag] })
        return doc
      },
    ],
  }
}
