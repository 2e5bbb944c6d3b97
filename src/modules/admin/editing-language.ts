/**
 * Which language staff edit in the admin (docs/decisions/0037-editing-language.md). Korean is the content's default
 * locale; English is chosen per document with the `?locale=en` address, never remembered across screens.
 */
import { defaultLocale } from '@/i18n/locales'

/** The marker after an English title shown where the Korean one is missing. */
export const englishMark = '(영문)'

export const englishBannerText = '영문(English) 버전을 편집하고 있습니다'
export const switchToKoreanText = '한국어로 전환'
export const englishOnlyQuestion = '한국어 내용이 없습니다. 영문 버전만 저장할까요?'

/**
 * The admin address an admin page request is served from: one without `locale` is read as Korean. Payload would
 * otherwise use the locale last chosen on any screen (kept in the user's preferences), so an English edit would
 * carry over to every document opened afterwards. Returns null when the address already names a locale.
 */
export function adminAddressWithLocale(search: URLSearchParams): URLSearchParams | null {
  if (search.has('locale')) return null
  const withLocale = new URLSearchParams(search)
  withLocale.set('locale', defaultLocale)
  return withLocale
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/**
 * The title a list shows for a localized document, from its title in every locale: the Korean one, else the
 * English one marked (영문), else nothing (Payload then says the title is missing).
 */
export function listTitle(titles: unknown): string | undefined {
  if (!titles || typeof titles !== 'object') return text(titles) || undefined
  const { ko, en } = titles as Record<string, unknown>
  if (text(ko)) return text(ko)
  if (text(en)) return `${text(en)} ${englishMark}`
  return undefined
}

/** Whether a document's Korean version has no content: its title (the field lists show) is empty. */
export function koreanIsEmpty(titles: unknown): boolean {
  if (!titles || typeof titles !== 'object') return true
  return text((titles as Record<string, unknown>).ko) === ''
}
