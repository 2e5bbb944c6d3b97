import 'server-only'
import type { Where } from 'payload'
import { cache } from 'react'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import type { Page } from '@/payload-types'

export type LoadedPage = { page: Page; fallback: boolean }

/**
 * A CMS page by its site path. English requests get the English version when one exists; otherwise the
 * Korean content with `fallback` set, so the page can say it is shown in Korean. With `draft` (preview by
 * signed-in staff) the latest saved draft is returned. Cached per request: the page's metadata and its body
 * ask for the same page, and each read builds and runs the page's whole block query.
 */
export const loadCmsPage = cache(async (path: string, locale: Locale, draft = false): Promise<LoadedPage | null> => {
  const payload = await getPayloadClient()
  // Visitors may not read pages through the CMS API, so the site reads them itself and keeps to the published
  // ones; a preview (draft) shows the latest saved version.
  const query = {
    collection: 'pages' as const,
    where: (draft ? { path: { equals: path } } : { path: { equals: path }, _status: { equals: 'published' } }) as Where,
    limit: 1,
    // One page by its unique path: no total to count.
    pagination: false,
    depth: 1,
    draft,
    overrideAccess: true,
  }
  const { docs } = await payload.find({ ...query, locale, fallbackLocale: 'ko' })
  const page = docs[0]
  if (!page) return null
  if (locale === 'ko') return { page, fallback: false }
  const own = await payload.find({ ...query, depth: 0, locale, fallbackLocale: false, select: { title: true } })
  return { page, fallback: !own.docs[0]?.title }
})
