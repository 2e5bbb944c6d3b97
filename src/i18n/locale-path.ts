/**
 * Locale-aware URL paths as pure functions of the strategy, so the server and the browser (the language
 * switcher) compute the same addresses. `routing.ts` binds them to the configured strategy.
 */
import type { localeStrategies } from '@/lib/env'
import { defaultLocale, type Locale, locales } from './locales'

export type LocaleStrategy = (typeof localeStrategies)[number]

export function pathForLocale(strategy: LocaleStrategy, locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (strategy === 'no_prefix') return clean
  if (strategy === 'prefix') return `/${locale}${clean}`
  return locale === defaultLocale ? clean : `/${locale}${clean}`
}

/** The site path of a public URL path, without any locale prefix. */
export function stripLocale(pathname: string): string {
  const match = pathname.match(/^\/([a-z]{2})(\/.*)?$/)
  if (match && (locales as readonly string[]).includes(match[1] ?? '')) return match[2] ?? '/'
  return pathname || '/'
}

/** The address of the same page in another locale. */
export function switchLocalePath(strategy: LocaleStrategy, pathname: string, target: Locale): string {
  const site = stripLocale(pathname)
  return pathForLocale(strategy, target, site === '/' ? '/index' : site)
}
