import type { MetadataRoute } from 'next'
import { locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { boardViewPath, hasPosts } from '@/modules/home/latest-posts'
import { absoluteUrl } from '@/modules/site/metadata'
import { allPages, homePage, sitemapPage } from '@/modules/site/site-map'
import { readablePostsWhere } from '@/modules/visibility/post-visibility'

export const revalidate = 3600

function entry(path: string, lastModified?: Date, priority = 0.7): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(locales.map((l) => [l, absoluteUrl(localizedPath(l, path))]))
  return locales.map((locale) => ({
    url: absoluteUrl(localizedPath(locale, path)),
    lastModified,
    priority,
    alternates: { languages },
  }))
}

/**
 * Every public page per locale with hreflang alternates, plus the posts a visitor may read when the boards exist: a
 * secret post's page shows its title only, nothing worth indexing.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayloadClient()
  const { docs: pages } = await payload.find({
    collection: 'pages',
    limit: 500,
    depth: 0,
    select: { path: true, updatedAt: true },
  })
  const updated = new Map(pages.map((p) => [p.path, new Date(p.updatedAt)]))
  const entries: MetadataRoute.Sitemap = [
    ...entry(`/${homePage.path}`, undefined, 1),
    ...allPages.flatMap((p) => entry(`/${p.path}`, updated.get(p.path))),
    ...entry(`/${sitemapPage.path}`, undefined, 0.3),
  ]
  if (hasPosts(payload)) {
    try {
      const find = payload.find as unknown as (args: Record<string, unknown>) => Promise<{
        docs: { id: string | number; boardSeq?: number; updatedAt?: string }[]
      }>
      const { docs } = await find({
        collection: 'posts',
        where: {
          and: [
            { boardSeq: { in: Object.keys(boardViewPath).map(Number) } },
            readablePostsWhere(new Date(), { isStaff: false }),
          ],
        },
        limit: 5000,
        depth: 0,
        select: { boardSeq: true, updatedAt: true },
        overrideAccess: true,
      })
      for (const post of docs) {
        const base = boardViewPath[post.boardSeq ?? 0]
        if (base)
          entries.push(...entry(`${base}/view/${post.id}`, post.updatedAt ? new Date(post.updatedAt) : undefined, 0.5))
      }
    } catch (error) {
      payload.logger.error({ err: error }, 'sitemap: posts could not be read')
    }
  }
  return entries
}
