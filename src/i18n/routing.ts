import { defineRouting } from 'next-intl/routing'
import { env, type localeStrategies } from '@/lib/env'
import { defaultLocale, type Locale, localeCookie, localeDetectedAt, locales } from './locales'

type Strategy = (typeof localeStrategies)[number]

/**
 * The spec's four strategies in next-intl's terms. `prefix_and_default` serves the default locale
 * both with and without its prefix: next-intl's `as-needed` plus a rewrite in the proxy.
 */
const prefixMode = {
  prefix: 'always',
  prefix_except_default: 'as-needed',
  prefix_and_default: 'as-needed',
  no_prefix: 'never',
} as const satisfies Record<Strategy, 'always' | 'as-needed' | 'never'>

export const strategy: Strategy = env.LOCALE_STRATEGY

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: prefixMode[strategy],
  localeCookie,
  localeDetection: true,
  alternateLinks: false,
})

/** Whether the proxy guesses the language at this path (the root only, see `localeDetectedAt`). */
export function detectsLocaleAt(pathname: string): boolean {
  return localeDetectedAt(pathname, strategy)
}

/** The routing of an address that names its language: no guessing, and no cookie written by visiting a page. */
export const explicitRouting = defineRouting({
  locales,
  defaultLocale,
  localePrefix: prefixMode[strategy],
  localeCookie: false,
  localeDetection: false,
  alternateLinks: false,
})

/** The public URL path of a site path in a locale, following the configured strategy. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (strategy === 'no_prefix') return clean
  if (strategy === 'prefix') return `/${locale}${clean}`
  return locale === defaultLocale ? clean : `/${locale}${clean}`
}
