import { stripLocale } from '@/i18n/locale-path'

/**
 * Pages that leave out the footer's newsletter sign-up, by site path (no locale prefix). A page shows one
 * subscription form at most: the newsletter board carries its own, which wins, and its subscribe / unsubscribe
 * pages are about the subscription itself; the Q&A write and edit pages end in a long form of their own, under
 * which a second form (about 350 px on a phone) reads as part of the question.
 */
const withoutFooterForm: RegExp[] = [
  /^\/media\/media03(?:\/subscribe(?:\/.*)?)?$/,
  /^\/media\/media02\/qna-write$/,
  /^\/media\/media02\/view\/[^/]+\/edit$/,
]

/** Whether the footer offers the newsletter sign-up on the page at `pathname` (as requested, prefix or not). */
export function footerOffersSubscription(pathname: string): boolean {
  const path = stripLocale(pathname.split(/[?#]/, 1)[0] ?? '/').replace(/\/+$/, '') || '/'
  return !withoutFooterForm.some((pattern) => pattern.test(path))
}
