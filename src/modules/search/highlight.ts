import { escapeHtml } from '@/lib/html-escape'
import { keepTogetherClass, keptGroups, type TextRun, textRuns } from '@/modules/text/keep-together'

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
  return textRuns(text, highlightRanges(text, query)).reduce<HighlightSegment[]>((segments, run) => {
    const last = segments[segments.length - 1]
    if (last && last.match === run.match) last.text += run.text
    else segments.push({ text: run.text, match: run.match })
    return segments
  }, [])
}

/** Where the words of `query` are in `text`, as [start, end) offsets (see highlightSegments). */
export function highlightRanges(text: string, query: string): [number, number][] {
  const terms = queryTerms(query)
  if (!terms.length || !text) return []
  // Lower-casing can change a string's length (e.g. 'İ'); compare per UTF-16 unit only when it does not.
  const lower = text.toLowerCase()
  if (lower.length !== text.length) return []
  const ranges: [number, number][] = []
  for (const term of terms) {
    let from = lower.indexOf(term)
    while (from !== -1) {
      ranges.push([from, from + term.length])
      from = lower.indexOf(term, from + term.length)
    }
  }
  return ranges
}

/** How a matched stretch looks: the browser's own highlight, in the site's colours. */
export const markClass = 'rounded-sm bg-amber-100 text-ink'

/**
 * `text` as HTML with every word of `query` in a `<mark>` and the runs a line must not split (scheme names, numbers
 * with units) in a span kept on one line: each piece is escaped before it is wrapped, so neither the text nor the query can add
 * markup.
 */
export function highlightHtml(text: string, query: string): string {
  const piece = (run: TextRun) =>
    run.match ? `<mark class="${markClass}">${escapeHtml(run.text)}</mark>` : escapeHtml(run.text)
  return keptGroups(textRuns(text, highlightRanges(text, query)))
    .map((group) =>
      group.keep
        ? `<span class="${keepTogetherClass}">${group.runs.map(piece).join('')}</span>`
        : group.runs.map(piece).join(''),
    )
    .join('')
}
