import { highlightSegments, markClass } from '@/modules/search/highlight'

/** A title or summary with the searched words in `<mark>`; React escapes every segment. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  if (!query) return text
  return highlightSegments(text, query).map((segment, index) =>
    segment.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed for a render and never reordered
      <mark key={index} className={markClass}>
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  )
}
