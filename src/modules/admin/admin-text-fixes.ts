/**
 * Texts of Payload 3.90's admin that no translation key or option reaches, rewritten in the browser by
 * `src/components/admin/admin-text-fixes.tsx` (docs/decisions/0024-korean-admin.md):
 *
 * - the lock notice's "편집됨 <date>": `@payloadcms/ui` `DocumentLocked` formats it with a fixed en-US
 *   `Intl.DateTimeFormat` ("Nov 25, 2026, 5:41 AM"); here it becomes `2026.11.25 05:41` like every other admin date.
 *   Both are the browser's local time, so only the order and the clock change.
 * - the sidebar toggle's label: Payload joins `general:open`/`general:close` and `general:menu` in English order
 *   ("열기 메뉴"); Korean puts the object first ("메뉴 열기"). Changing the keys would break 열기/닫기 elsewhere.
 * - paired particles: a translation cannot know the label it is given, so Payload's Korean (and ours) writes
 *   "{{label}}이(가)"; each is resolved by the word before it ("게시글이", "메인 배너가", see korean-particles.ts).
 * - the bulk upload's toasts, which Payload writes in English whatever the language ("Successfully saved 1 files").
 */
import { toolbarButtonNames, toolbarGroupNames } from '@/modules/rich-text/editor-korean'
import { hasPairedParticle, resolveParticles } from './korean-particles'

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

/** Payload's English-only messages, as Korean. */
const englishLeftovers: [RegExp, (count: string) => string][] = [
  [/^Successfully saved (\d+) files?$/, (count) => `파일 ${count}개를 저장했습니다.`],
  [/^Failed to save (\d+) files?$/, (count) => `파일 ${count}개를 저장하지 못했습니다.`],
]

/** A text of the admin in Korean: an English leftover translated, paired particles resolved. */
export function koreanText(text: string, before: () => string = () => ''): string {
  for (const [english, korean] of englishLeftovers) {
    const match = english.exec(text.trim())
    if (match) return korean(match[1] ?? '')
  }
  return hasPairedParticle(text) ? resolveParticles(text, before) : text
}

/** Where the two texts are: the lock dialog's bold parts and the sidebar toggle button. */
export const fixSelectors = {
  lockDates: '.document-locked strong',
  navToggler: 'button.nav-toggler',
  toolbarButtons: 'button[data-button-key]',
  toolbarGroups: '.fixed-toolbar [data-toolbar-group-key]',
  editorMenuTexts:
    '.slash-menu-popup__item-text, .toolbar-popup__dropdown-item span, .fixed-toolbar__dropdown-label, .toolbar-popup__dropdown-label',
} as const

/** Editor labels the editor writes in English whatever the language (its table item says "Table"). */
const editorMenuTexts: Record<string, string> = { Table: '표' }

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
  for (const button of root.querySelectorAll(fixSelectors.toolbarButtons)) {
    const name = toolbarButtonNames[button.getAttribute('data-button-key') ?? '']
    if (name && button.getAttribute('aria-label') !== name) {
      button.setAttribute('aria-label', name)
      button.setAttribute('title', name)
    }
  }
  for (const group of root.querySelectorAll(fixSelectors.toolbarGroups)) {
    const name = toolbarGroupNames[group.getAttribute('data-toolbar-group-key') ?? '']
    const dropdown = group.querySelector('button.toolbar-popup__dropdown')
    if (name && dropdown && dropdown.getAttribute('aria-label') !== name) {
      dropdown.setAttribute('aria-label', name)
      dropdown.setAttribute('title', name)
    }
  }
  for (const element of root.querySelectorAll(fixSelectors.editorMenuTexts)) {
    const text = element.firstChild
    if (!text || text !== element.lastChild || text.nodeType !== 3) continue
    const korean = editorMenuTexts[(text.nodeValue ?? '').trim()]
    if (korean) text.nodeValue = korean
  }
  for (const [english, korean] of Object.entries(editorMenuTexts)) {
    for (const element of root.querySelectorAll(`.toolbar-popup__dropdown-item[aria-label="${english}"]`)) {
      element.setAttribute('aria-label', korean)
    }
  }
}

/** Staff's own words are never rewritten: the editors, form inputs, code. */
const untouchable = '[contenteditable], textarea, input, select, pre, code, script, style'

/** The text shown just before `node` in the page (a label in its own element), for a particle that starts it. */
function textBefore(node: Text): string {
  const walker = node.ownerDocument.createTreeWalker(node.ownerDocument.body, 4 /* NodeFilter.SHOW_TEXT */)
  walker.currentNode = node
  for (let previous = walker.previousNode(); previous; previous = walker.previousNode()) {
    const value = previous.nodeValue ?? ''
    if (value.trim()) return value
  }
  return ''
}

/**
 * Rewrites the texts under `root` (an element, or a text node that changed) with `koreanText`. Only text nodes are
 * changed, in place, so React's later updates land on them and are rewritten again.
 */
export function applyKoreanTexts(root: Node): void {
  const fix = (node: Text) => {
    const value = node.nodeValue ?? ''
    if (!value.trim() || node.parentElement?.closest(untouchable)) return
    const korean = koreanText(value, () => textBefore(node))
    if (korean !== value) node.nodeValue = korean
  }
  if (root.nodeType === 3) {
    fix(root as Text)
    return
  }
  if (root.nodeType !== 1 && root.nodeType !== 9) return
  const document = root.ownerDocument ?? (root as Document)
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) fix(node as Text)
}
