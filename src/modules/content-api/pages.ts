import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { notFound } from '@/modules/api/errors'
import { loadCmsPage } from '@/modules/site/cms-page'

const pageNotFound = '페이지를 찾을 수 없습니다.'

/**
 * Published CMS pages, by site path; drafts never appear. Visitors may not read pages through the CMS API, so this
 * public listing reads them itself and keeps to the published ones.
 */
export async function listPages(payload: Payload, query: { pageNo: number; pageSize: number; locale: Locale }) {
  const result = await payload.find({
    collection: 'pages',
    overrideAccess: true,
    where: { _status: { equals: 'published' } },
    sort: 'path',
    page: query.pageNo,
    limit: query.pageSize,
    depth: 0,
    locale: query.locale,
    fallbackLocale: 'ko',
    select: { path: true, title: true, summary: true, updatedAt: true },
  })
  return {
    items: result.docs.map((page) => ({
      path: page.path,
      title: page.title,
      summary: page.summary ?? null,
      updatedAt: page.updatedAt,
    })),
    total: result.totalDocs,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.max(1, result.totalPages),
  }
}

/** One published page as the site renders it (English falls back to Korean, flagged by `fallback`). */
export async function getPage(path: string, locale: Locale) {
  const loaded = await loadCmsPage(path, locale)
  if (!loaded) throw notFound(pageNotFound)
  const { page, fallback } = loaded
  return {
    path: page.path,
    title: page.title,
    summary: page.summary ?? null,
    updatedAt: page.updatedAt,
    lead: page.hero?.lead ?? null,
    layout: page.layout ?? [],
    fallback,
  }
}
