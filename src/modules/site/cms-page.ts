import 'server-only'
import type { Where } from 'payload'
import { cache } from 'react'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { lastReviewedAtOf } from '@/modules/content-review/review'
import type { Page } from '@/payload-types'
import { memoUntilContentChange } from './content-memo'

/** The page, whether it falls back to Korean, and its last 변경 없음 확인 (콘텐츠 정비), if any. */
export type LoadedPage = { page: Page; fallback: boolean; reviewedAt: string | null }

/**
 * A CMS page by its site path. English requests get the English version when one exists; otherwise the
 * Korean content with `fallback` set, so the page can say it is shown in Korean. With `draft` (preview by
 * signed-in staff) the latest saved draft is returned.
 *
 * Published pages are kept in this process's memory until content changes (content-memo.ts, like the site
 * settings): the site has a few dozen of them, every render of one read the same page's whole block query again
 * (about a sixth of a content page's render CPU: building, compiling and running it), and a page is re-rendered for
 * every address the page cache keys apart. Drafts are read fresh: a preview must show the save just made. Cached per
 * request as well: the page's metadata and its body ask for the same page.
 */
export const loadCmsPage = cache(
  (path: string, locale: Locale, draft = false): Promise<LoadedPage | null> =>
    draft
      ? readCmsPage(path, locale, true)
      : memoUntilContentChange(
          `cms-page:${locale}:${path}`,
          () => readCmsPage(path, locale, false),
          // `/api/v1/pages/{path}` takes any path: only pages that exist are kept.
          (loaded) => loaded !== null,
        )(),
)

async function readCmsPage(path: string, locale: Locale, draft: boolean): Promise<LoadedPage | null> {
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
  const reviewedAt = await lastReviewedAtOf(payload, page.id)
  if (locale === 'ko') return { page, fallback: false, reviewedAt }
  const own = await payload.find({ ...query, depth: 0, locale, fallbackLocale: false, select: { title: true } })
  return { page, fallback: !own.docs[0]?.title, reviewedAt }
}
