/**
 * Which language an API error message is written in. Korean is the site's language and the
 * default; English is chosen when the request's `Accept-Language` prefers it over Korean
 * (RFC 9110 q-values, ties going to the range listed first). Pure, so the proxy, the route wrapper
 * and the typed client share one rule.
 */
export const apiLanguages = ['ko', 'en'] as const
export type ApiLanguage = (typeof apiLanguages)[number]

type Range = { tag: string; q: number; index: number }

function parseRanges(header: string): Range[] {
  const ranges: Range[] = []
  header.split(',').forEach((part, index) => {
    const [rawTag, ...params] = part.trim().split(';')
    const tag = rawTag?.trim().toLowerCase()
    if (!tag) return
    let q = 1
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim())
      if (key?.toLowerCase() !== 'q') continue
      // A malformed weight makes the whole range unusable rather than silently "1".
      q = value !== undefined && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : -1
    }
    if (q >= 0) ranges.push({ tag, q, index })
  })
  return ranges
}

/** The weight and position the header gives `language` (its most specific matching range wins). */
function weightOf(language: ApiLanguage, ranges: Range[]): { q: number; index: number } | null {
  let best: { q: number; index: number; specificity: number } | null = null
  for (const range of ranges) {
    const specificity = range.tag === language || range.tag.startsWith(`${language}-`) ? 2 : range.tag === '*' ? 1 : 0
    if (specificity === 0) continue
    if (!best || specificity > best.specificity) best = { q: range.q, index: range.index, specificity }
  }
  return best
}

export function preferredLanguage(acceptLanguage: string | null | undefined): ApiLanguage {
  if (!acceptLanguage) return 'ko'
  const ranges = parseRanges(acceptLanguage.slice(0, 1000))
  const ko = weightOf('ko', ranges)
  const en = weightOf('en', ranges)
  if (!en || en.q === 0) return 'ko'
  if (!ko || ko.q === 0) return 'en'
  if (en.q !== ko.q) return en.q > ko.q ? 'en' : 'ko'
  return en.index < ko.index ? 'en' : 'ko'
}
