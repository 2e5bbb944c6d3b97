/** What a visitor asked `/search` for, checked before anything is searched. */
export type SiteSearchQuery =
  | { kind: 'empty'; section: string | null }
  | { kind: 'tooLong'; q: string; section: string | null }
  | { kind: 'search'; q: string; section: string | null; page: number }

/** As board search: longer terms are no search a visitor types, and each character adds index work. */
export const maxQueryLength = 50

const first = (value: unknown): string => (Array.isArray(value) ? String(value[0] ?? '') : String(value ?? ''))

/** A page number of the results: a positive integer, else the first page. */
function parseResultPage(value: unknown): number {
  const n = Number(first(value))
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}

/**
 * Reads `q`, `section` and `page`. The term is trimmed and stripped of NUL (no stored text holds one, and PostgreSQL
 * refuses it); an over-long term is refused as a whole rather than cut, so a visitor is never shown results for words
 * they did not type.
 */
export function parseSiteSearch(params: Record<string, unknown>): SiteSearchQuery {
  const q = first(params.q).replaceAll('\u0000', '').replace(/\s+/gu, ' ').trim()
  const section = first(params.section).trim() || null
  if (!q) return { kind: 'empty', section }
  if (Array.from(q).length > maxQueryLength) return { kind: 'tooLong', q, section }
  return { kind: 'search', q, section, page: parseResultPage(params.page) }
}
