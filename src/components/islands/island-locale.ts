import 'server-only'
import { createTranslator } from 'next-intl'
import { type Locale, locales } from '@/i18n/locales'
import { loadMessages } from '@/i18n/request'
import { localizedPath } from '@/i18n/routing'

/**
 * The locale of the page at `pathname` when it is `path`'s address, as an island composer may serve it. A path with a
 * locale prefix is that locale's page whatever the visitor's settings; a path without one is the visitor's locale's
 * page only if it is that locale's address (otherwise the site redirects the visitor to their locale's address, which
 * is left to Next).
 */
export function localeServedAt(path: string, pathname: string, visitorLocale: string): Locale | null {
  for (const locale of locales) {
    if (localizedPath(locale, path) !== pathname) continue
    if (pathname.startsWith(`/${locale}/`) || locale === visitorLocale) return locale
  }
  return null
}

export type IslandTranslate = (key: string, values?: Record<string, string | number>) => string

const translators = new Map<string, Promise<IslandTranslate>>()

/** A namespace's translator outside a React render, from the same messages next-intl's pages use; made once. */
export function islandTranslator(locale: Locale, namespace: string): Promise<IslandTranslate> {
  const key = `${locale}:${namespace}`
  let translator = translators.get(key)
  if (!translator) {
    translator = loadMessages(locale).then(
      (messages) => createTranslator({ locale, messages, namespace }) as unknown as IslandTranslate,
    )
    translators.set(key, translator)
  }
  return translator
}
