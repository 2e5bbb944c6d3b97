import type { Locale } from '@/i18n/locales'

/**
 * The author name the site itself gives a staff post (the seed, the admin form's default, the content API): the
 * institute's staff rather than a person. Stored as is; pages name it in their own language.
 */
export const staffAuthorName = '관리자'

/**
 * The byline of a board post on a page in `locale`. A post without a name, or with the staff name the site assigns,
 * reads `staffLabel` (the page's word for the institute's staff) on English pages; a real person's name stays as
 * stored in every language.
 */
export function boardAuthorName(name: string | null | undefined, locale: Locale, staffLabel: string): string {
  const stored = name?.trim()
  if (!stored) return staffLabel
  return locale === 'en' && stored === staffAuthorName ? staffLabel : stored
}
