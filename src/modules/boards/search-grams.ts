/**
 * The gram index behind Korean board search (docs/decisions/0014-korean-search-index.md).
 *
 * Every published post is stored as the set of its one- and two-character pieces ("grams"), without whitespace,
 * lower-cased. A one- or two-syllable term is then one exact gram, so its matches, their count and their first page
 * come from an index range instead of a scan of every post. Longer terms must hold every one of their bigrams; the
 * few posts that do are checked with the substring match itself. The module has no server-only imports because the
 * migrations and the benchmark generator fill the same table.
 */

/** Where a gram occurs: a bit per searchable field. */
export const gramInTitle = 1
export const gramInContent = 2
/** From an attachment: its file name, or the text of a PDF (site-wide search only; board search never asks for it). */
export const gramInAttachment = 4
/**
 * Set on every row of a post whose body and attachments a visitor may read (not secret). Site-wide search matches
 * content and attachment grams only with it, so a secret post is found by its title alone; a row without the bit (an
 * index built before it existed) is never matched by its body: missing a result, never showing one too many.
 */
export const gramReadable = 8

const whitespace = /\s/u

/** Lower-cased as the LIKE of both databases compares ASCII; other scripts (Hangul) have no case. */
export const normalizeForSearch = (text: string) => text.toLowerCase()

/** The distinct one- and two-character pieces of a text that hold no whitespace. */
export function gramsOf(text: string): Set<string> {
  const chars = Array.from(normalizeForSearch(text))
  const grams = new Set<string>()
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string
    if (whitespace.test(c)) continue
    grams.add(c)
    const next = chars[i + 1]
    if (next !== undefined && !whitespace.test(next)) grams.add(c + next)
  }
  return grams
}

/** Each gram of a post with the fields it occurs in (the attachments' names and PDF text as one more field). */
export function postGrams(
  title: string | null | undefined,
  content: string | null | undefined,
  { attachments = [], readable = false }: { attachments?: string[]; readable?: boolean } = {},
): Map<string, number> {
  const fields = new Map<string, number>()
  for (const gram of gramsOf(title ?? '')) fields.set(gram, gramInTitle)
  for (const gram of gramsOf(content ?? '')) fields.set(gram, (fields.get(gram) ?? 0) | gramInContent)
  for (const text of attachments) {
    for (const gram of gramsOf(text)) fields.set(gram, (fields.get(gram) ?? 0) | gramInAttachment)
  }
  if (readable) for (const [gram, bits] of fields) fields.set(gram, bits | gramReadable)
  return fields
}

export type GramLookup =
  /** The term is one gram: its rows are exactly the matching posts. */
  | { kind: 'exact'; gram: string }
  /** Posts holding every gram are candidates; the substring match decides. */
  | { kind: 'candidates'; grams: string[] }

/**
 * How the index answers a term, or null when it cannot: a term with whitespace inside a two-character piece
 * ("a b" has none without it) or with LIKE wildcards, which the literal search handles.
 */
export function gramLookupFor(term: string): GramLookup | null {
  const chars = Array.from(normalizeForSearch(term))
  if (chars.length === 0 || /[%_\\]/.test(term)) return null
  if (chars.length <= 2) return chars.some((c) => whitespace.test(c)) ? null : { kind: 'exact', gram: chars.join('') }
  const grams = [...gramsOf(term)].filter((g) => Array.from(g).length === 2)
  return grams.length ? { kind: 'candidates', grams } : null
}
