import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Stamps `publishedAt` when a page is saved as published. 최종 수정일 under the page shows it, so a draft saved
 * for later (which leaves the public page as it was) does not move the date visitors see.
 */
export const stampPublishedAt: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data._status ?? (originalDoc as { _status?: string } | undefined)?._status
  if (status === 'published') data.publishedAt = new Date().toISOString()
  return data
}
