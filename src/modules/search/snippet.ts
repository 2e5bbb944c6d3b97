import { normalizeForSearch } from '@/modules/boards/search-grams'
import { queryTerms } from './highlight'

/** Characters shown before the first match; the snippet is at most `length` characters besides its ellipses. */
const before = 40

/**
 * A stretch of `text` around the first match of `query` (the whole query, else its first word found), on one line,
 * with ellipses where it was cut; the start of the text when nothing matches.
 */
export function snippetAround(text: string, query: string, length = 160): string {
  const flat = text.replace(/\s+/gu, ' ').trim()
  if (!flat) return ''
  const lower = normalizeForSearch(flat)
  const candidates = [normalizeForSearch(query.trim()), ...queryTerms(query)]
  const positions = candidates.map((term) => (term ? lower.indexOf(term) : -1)).filter((at) => at >= 0)
  const at = lower.length === flat.length && positions.length ? Math.min(...positions) : 0
  const start = Math.max(0, Math.min(at - before, flat.length - length))
  const end = Math.min(flat.length, start + length)
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`
}
