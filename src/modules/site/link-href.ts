import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { isSiteLink } from '@/validation/field-rules'

/**
 * The address a staff-entered link (banner, popup, page card) leads to on the page: a site path gets the locale
 * prefix, a web address stays as it is, and anything else — a `javascript:` address planted past the form, a
 * `//host` — gives no link at all, so the DOM never carries it.
 */
export function siteLinkHref(locale: Locale, link: string | null | undefined): string | null {
  const value = link?.trim()
  if (!value || !isSiteLink(value)) return null
  return value.startsWith('/') ? localizedPath(locale, value) : value
}
