import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { certificatePages } from '@/modules/cache/content-tags'
import { invalidateContent } from '@/modules/cache/invalidate'

/** A certificate saved or deleted: the register's kept pages are rendered again, here and in every other process. */
export const revalidateRegister: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  await invalidateContent(req, { pages: certificatePages })
  return doc
}
