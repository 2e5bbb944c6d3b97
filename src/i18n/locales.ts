/** Locales the public site offers. Korean is the default and the fallback for untranslated pages. */
export const locales = ['ko', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'ko'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The locale a route or request names, or Korean (the default) for anything else. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale
}

/** The locale of a `[locale]` route's params, as localeOrDefault reads it. */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  return localeOrDefault((await params).locale)
}

/** Spec §9: detection cookie. */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAge: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const

/**
 * Whether the page at a path is in the language the visitor's cookie or Accept-Language picks: only the site's root,
 * for a first visit; any other address names its language and is honoured as written (decision 0040). Without
 * prefixes (`no_prefix`) no address names a language, so the guess applies everywhere.
 */
export function localeDetectedAt(pathname: string, strategy: string): boolean {
  return strategy === 'no_prefix' || pathname === '/' || pathname === ''
}
