/**
 * The images a rich-text body shows: Lexical keeps each as an upload node (`{ type: 'upload', relationTo: 'media',
 * value }`) inside the body's JSON, where no relationship query reaches it. A post keeps their ids in `bodyMedia` on
 * every save of its body, so 사용처 in the image library (media-usage.ts) names the posts whose text shows an image.
 */

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isInteger(value)) return value
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  return null
}

/** The ids of the images in a rich-text value (any depth, each once, in the order they appear). */
export function mediaInRichText(value: unknown): number[] {
  const found = new Set<number>()
  const visit = (node: unknown, depth: number) => {
    // Bodies are shallow; the bound only keeps a malformed value from recursing without end.
    if (!node || typeof node !== 'object' || depth > 64) return
    if (Array.isArray(node)) {
      for (const child of node) visit(child, depth + 1)
      return
    }
    const record = node as Record<string, unknown>
    if (record.type === 'upload' && record.relationTo === 'media') {
      const id = idOf(record.value)
      if (id !== null) found.add(id)
    }
    for (const child of Object.values(record)) if (child && typeof child === 'object') visit(child, depth + 1)
  }
  visit(value, 0)
  return [...found]
}

/** A stored post body: the JSON text (SQLite) or the parsed value (PostgreSQL's jsonb). */
type StoredBody = { id: unknown; content: unknown }

/**
 * The `posts_rels` rows that record the images of bodies saved before posts kept them (the migration that added
 * `bodyMedia` fills them once): `[postId, order, mediaId]`, only for images that still exist.
 */
export function bodyMediaRows(posts: StoredBody[], existingMedia: Set<number>): [number, number, number][] {
  const rows: [number, number, number][] = []
  for (const post of posts) {
    let content = post.content
    if (typeof content === 'string') {
      try {
        content = JSON.parse(content)
      } catch {
        continue
      }
    }
    const ids = mediaInRichText(content).filter((id) => existingMedia.has(id))
    ids.forEach((mediaId, index) => {
      rows.push([Number(post.id), index + 1, mediaId])
    })
  }
  return rows
}
