import { escapeHtml } from '@/lib/html-escape'

/** One run of a text: either a stretch the visitor searched for (`match`) or the text around it. */
export type HighlightSegment = { text: string; match: boolean }

/** The words of a query: split on whitespace, each once, longest first so a longer word wins where two overlap. */
export function queryTerms(query: string): string[] {
  const words = query
    .replaceAll('\u0000', '')
    .split(/\s+/u)
    .map((word) => word.trim())
    .filter(Boolean)
  return [...new Set(words.map((word) => word.toLowerCase()))].sort((a, b) => b.length - a.length)
}

/**
 * Cuts `text` into segments marking every occurrence of every word of `query` (case-insensitive, as the search matches).
 * Segments are plain text: the caller escapes them when it writes HTML (React does so by itself), so a query or a title
 * holding markup can never become markup. Overlapping or touching matches merge into one segment; joined together the
 * segments always give back `text` unchanged.
 */
export function highlightSegments(text: string, query: string): HighlightSegment[] {
  if (!text) return []
  const terms = queryTerms(query)
  if (!terms.length) return [{ text, match: false }]
  // Lower-casing can change a string's length (e.g. 'İ'); compare per UTF-16 unit only when it does not.
  const lower = text.toLowerCase()
  if (lower.length !== text.length) return [{ text, match: false }]
  const marked = new Uint8Array(text.length)
  for (const term of terms) {
    let from = lower.indexOf(term)
    while (from !== -1) {
      marked.fill(1, from, from + term.length)
      from = lower.indexOf(term, from + term.length)
    }
  }
  const segments: HighlightSegment[] = []
  let start = 0
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      segments.push({ text: text.slice(start, i), match: marked[start] === 1 })
      start = i
    }
  }
  return segments
}

/** How a matched stretch looks: the browser's own highlight, in the site's colours. */
export const markClass = 'rounded-sm bg-amber-100 text-ink'

/**
 * `text` as HTML with every word of `query` in a `<mark>`: each segment is escaped before it is wrapped, so neither
 * the text nor the query can add markup.
 */
export function highlightHtml(text: string, query: string): string {
  return highlightSegments(text, query)
    .map((segment) =>
      segment.match ? `<mark class="${markClass}">${escapeHtml(segment.text)}</mark>` : escapeHtml(segment.text),
    )
    .join('')
}
