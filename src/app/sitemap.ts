import type { MetadataRoute } from 'next'
import { locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { registryEntryPath, registryStatisticsPath } from '@/modules/certification/pages'
import { publishedCertificates } from '@/modules/certification/verify'
import { boardViewPath, hasPosts } from '@/modules/home/latest-posts'
import { absoluteUrl } from '@/modules/site/metadata'
import { allPages, homePage, sitemapPage } from '@/modules/site/site-map'
import { readablePostsWhere } from '@/modules/visibility/post-visibility'

/**
 * Answered per request, never generated at build time: the addresses carry the SITE_URL of the running server, so one
 * build serves every host, and building needs no database (docs/decisions/0026-build-once-run-anywhere.md). Each
 * answer reads the pages and posts afresh (two indexed queries, selected columns only), so a new post is listed at
 * once; search engines ask for it, not visitors.
 */
export const dynamic = 'force-dynamic'

function entry(path: string, lastModified?: Date, priority = 0.7): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(locales.map((l) => [l, absoluteUrl(localizedPath(l, path))]))
  return locales.map((locale) => ({
    url: absoluteUrl(localizedPath(locale, path)),
    lastModified,
    priority,
    alternates: { languages },
  }))
}

/** Certificates listed at most: with the pages and posts, two addresses each stay below a sitemap's 50,000. */
const certificateEntries = 10_000

type Source = { path: string; updatedAt?: string; priority: number }

/** The paths of the sitemap with their dates and priorities, without a host: what is read from the database. */
async function sitemapSources(): Promise<Source[]> {
  const payload = await getPayloadClient()
  const { docs: pages } = await payload.find({
    collection: 'pages',
    limit: 500,
    depth: 0,
    select: { path: true, updatedAt: true },
  })
  const updated = new Map(pages.map((p) => [p.path, p.updatedAt]))
  const sources: Source[] = [
    { path: `/${homePage.path}`, priority: 1 },
    ...allPages.map((p) => ({ path: `/${p.path}`, updatedAt: updated.get(p.path), priority: 0.7 })),
    { path: registryStatisticsPath, priority: 0.5 },
    { path: `/${sitemapPage.path}`, priority: 0.3 },
  ]
  try {
    // Published certificates, the newest first and at most `certificateEntries` (two addresses each, within a sitemap's
    // 50,000); a private house's page names no building, so it is nothing to index.
    const { docs } = await payload.find({
      collection: 'certificates',
      where: { and: [publishedCertificates, { privateHouse: { not_equals: true } }] },
      sort: '-issuedOn',
      limit: certificateEntries,
      depth: 0,
      select: { number: true, updatedAt: true },
      overrideAccess: true,
    })
    for (const certificate of docs)
      sources.push({ path: registryEntryPath(certificate.number), updatedAt: certificate.updatedAt, priority: 0.4 })
  } catch (error) {
    payload.logger.error({ err: error }, 'sitemap: certificates could not be read')
  }
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
        if (base) sources.push({ path: `${base}/view/${post.id}`, updatedAt: post.updatedAt, priority: 0.5 })
      }
    } catch (error) {
      payload.logger.error({ err: error }, 'sitemap: posts could not be read')
    }
  }
  return sources
}

/**
 * Every public page per locale with hreflang alternates, plus the posts a visitor may read when the boards exist: a
 * secret post's page shows its title only, nothing worth indexing.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const sources = await sitemapSources()
  return sources.flatMap((s) => entry(s.path, s.updatedAt ? new Date(s.updatedAt) : undefined, s.priority))
}
