import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { contentPages } from '@/modules/cache/content-tags'
import { invalidateContent } from '@/modules/cache/invalidate'

/**
 * Every URL a page is served at, in every locale: the internal `/{locale}/...` route that Next caches and
 * the public address the visitor typed (they differ when the default locale has no prefix).
 */
export function pageUrls(sitePath: string): string[] {
  const clean = `/${sitePath.replace(/^\/+/, '')}`
  return [...new Set(locales.flatMap((locale) => [`/${locale}${clean}`, localizedPath(locale, clean)]))]
}

type PageLike = { path?: string | null; _status?: string | null }

/** Drops the page's cached copies in this process and, through the invalidation log, in every other. */
export const revalidatePageAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, context, req }) => {
  if (context.disableRevalidate) return doc
  const current = doc as PageLike
  const previous = previousDoc as PageLike | undefined
  const paths = new Set<string>()
  const sitePaths = new Set<string>()
  for (const path of [current.path, previous?.path]) {
    if (!path || sitePaths.has(path)) continue
    sitePaths.add(path)
    for (const url of pageUrls(path)) paths.add(url)
  }
  await invalidateContent(req, { paths: [...paths], pages: contentPages(sitePaths) })
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const current = doc as PageLike
  if (current.path) await invalidateContent(req, { paths: pageUrls(current.path), pages: contentPages([current.path]) })
  return doc
}
