import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { pageUrls } from '@/collections/pages/revalidate'
import { homePages } from '@/modules/cache/content-tags'
import { invalidateContent } from '@/modules/cache/invalidate'

/** Banners and popups appear on the home page: refresh it, here and in every other server process. */
export const revalidateHome: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  await invalidateContent(req, { paths: pageUrls('index'), pages: homePages })
  return doc
}
