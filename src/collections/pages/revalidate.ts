import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'

/**
 * Every URL a page is served at, in every locale: the internal `/{locale}/...` route that Next caches and
 * the public address the visitor typed (they differ when the default locale has no prefix).
 */
export function pageUrls(sitePath: string): string[] {
  const clean = `/${sitePath.replace(/^\/+/, '')}`
  return [...new Set(locales.flatMap((locale) => [`/${locale}${clean}`, localizedPath(locale, clean)]))]
}

/**
 * Outside a Next.js server (the seed CLI, tests) there is no cache to revalidate and Next throws;
 * that is expected there and must not fail the write.
 */
export function revalidateSafely(paths: string[]): void {
  for (const path of paths) {
    try {
      revalidatePath(path)
    } catch {
      return
    }
  }
}

type PageLike = { path?: string | null; _status?: string | null }

export const revalidatePageAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  if (context.disableRevalidate) return doc
  const current = doc as PageLike
  const previous = previousDoc as PageLike | undefined
  const paths = new Set<string>()
  if (current.path) for (const url of pageUrls(current.path)) paths.add(url)
  if (previous?.path && previous.path !== current.path) for (const url of pageUrls(previous.path)) paths.add(url)
  revalidateSafely([...paths])
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  const current = doc as PageLike
  if (current.path) revalidateSafely(pageUrls(current.path))
  return doc
}
