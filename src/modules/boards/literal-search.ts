import type { CollectionSlug, Payload, Where } from 'payload'

/** Characters SQL LIKE reads as wildcards (and PostgreSQL as its escape); Payload's `contains` passes them through. */
const likeSpecial = /[%_\\]/
const likeSpecialRuns = /[%_\\]+/

/** Rows looked at when a search term holds wildcard characters; enough for any board a visitor searches by hand. */
const candidateLimit = 2000

/**
 * A literal substring search over `fields` (any of them), as the visitor typed it. Terms without `%`, `_` or `\` go
 * to the database as `contains`. With them, the database cannot be told to match them literally (SQLite's LIKE has
 * no default escape), so it finds the rows holding every other part of the term and the exact match is checked here;
 * a search for "%00" then finds "%00", not every "00".
 */
export async function literalSearchWhere(
  payload: Payload,
  collection: CollectionSlug,
  base: Where[],
  fields: string[],
  term: string,
): Promise<Where> {
  // PostgreSQL cannot compare text with a NUL in it, and no stored text holds one.
  term = term.replaceAll('\u0000', '')
  if (!term) return { id: { equals: 0 } }
  const inAnyField = (text: string): Where => ({ or: fields.map((field) => ({ [field]: { contains: text } })) })
  if (!likeSpecial.test(term)) return inAnyField(term)
  const parts = term.split(likeSpecialRuns).filter(Boolean)
  const candidates = await payload.find({
    collection,
    where: { and: [...base, ...parts.map(inAnyField)] },
    limit: candidateLimit,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: Object.fromEntries(fields.map((field) => [field, true])),
  })
  const needle = term.toLowerCase()
  const ids = candidates.docs
    .filter((doc) =>
      fields.some((field) =>
        String((doc as unknown as Record<string, unknown>)[field] ?? '')
          .toLowerCase()
          .includes(needle),
      ),
    )
    .map((doc) => doc.id)
  return ids.length ? { id: { in: ids } } : { id: { equals: 0 } }
}
