import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { pageUrls, revalidateSafely } from '@/collections/pages/revalidate'

/** Banners and popups appear on the home page: refresh it when one changes. */
export const revalidateHome: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc }) => {
  revalidateSafely(pageUrls('index'))
  return doc
}
