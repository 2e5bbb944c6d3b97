/**
 * Two texts of Payload 3.90's admin that no translation key or option reaches, rewritten in the browser by
 * `src/components/admin/admin-text-fixes.tsx` (docs/decisions/0024-korean-admin.md):
 *
 * - the lock notice's "편집됨 <date>": `@payloadcms/ui` `DocumentLocked` formats it with a fixed en-US
 *   `Intl.DateTimeFormat` ("Nov 25, 2026, 5:41 AM"); here it becomes `2026.11.25 05:41` like every other admin date.
 *   Both are the browser's local time, so only the order and the clock change.
 * - the sidebar toggle's label: Payload joins `general:open`/`general:close` and `general:menu` in English order
 *   ("열기 메뉴"); Korean puts the object first ("메뉴 열기"). Changing the keys would break 열기/닫기 elsewhere.
 */

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

// "Nov 25, 2026, 5:41 AM"; newer ICU puts a narrow no-break space (U+202F) before AM/PM.
const usDateTime = /^\s*([A-Z][a-z]{2}) (\d{1,2}), (\d{4}),? (\d{1,2}):(\d{2})[\s\u202f]*(AM|PM)\s*$/

const pad = (n: number) => String(n).padStart(2, '0')

/** `2026.11.25 05:41` for Payload's en-US lock date, or `null` when the text is not one. */
export function koreanLockDate(text: string): string | null {
  const match = usDateTime.exec(text)
  if (!match) return null
  const [, monthName, day, year, hour, minute, half] = match
  const month = months.indexOf(monthName ?? '') + 1
  if (month === 0) return null
  const hour12 = Number(hour)
  if (hour12 < 1 || hour12 > 12) return null
  const hour24 = (hour12 % 12) + (half === 'PM' ? 12 : 0)
  return `${year}.${pad(month)}.${pad(Number(day))} ${pad(hour24)}:${minute}`
}

const navLabels: Record<string, string> = { '열기 메뉴': '메뉴 열기', '닫기 메뉴': '메뉴 닫기' }

/** The sidebar toggle's label in Korean order, or `null` when it is already right (or not Payload's). */
export const koreanNavLabel = (label: string | null): string | null => (label ? (navLabels[label] ?? null) : null)

/** Where the two texts are: the lock dialog's bold parts and the sidebar toggle button. */
export const fixSelectors = { lockDates: '.document-locked strong', navToggler: 'button.nav-toggler' } as const

/** Rewrites both texts under `root`; touches the page only where a text differs, so it can run on every change. */
export function applyAdminTextFixes(root: ParentNode): void {
  for (const strong of root.querySelectorAll(fixSelectors.lockDates)) {
    // The text node React rendered is changed in place, so a later update of React's own lands on it (and is
    // rewritten again) instead of on a node no longer shown.
    const text = strong.firstChild
    if (!text || text !== strong.lastChild || text.nodeType !== 3) continue
    const korean = koreanLockDate(text.nodeValue ?? '')
    if (korean) text.nodeValue = korean
  }
  for (const button of root.querySelectorAll(fixSelectors.navToggler)) {
    const korean = koreanNavLabel(button.getAttribute('aria-label'))
    if (korean) button.setAttribute('aria-label', korean)
  }
}
