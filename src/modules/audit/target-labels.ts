import type { SanitizedConfig } from 'payload'

type Labeled = { slug: string; labels?: { singular?: unknown }; label?: unknown }

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'ko' in value && typeof value.ko === 'string') return value.ko
  return undefined
}

/** Korean name of a collection or global, as the admin menu shows it; the slug when it has none. */
export function labelOf(entity: Labeled): string {
  return text(entity.labels?.singular) ?? text(entity.label) ?? entity.slug
}

/**
 * The Korean name of an audit entry's target (`targetCollection` holds a collection or global slug, which the
 * database keeps so entries stay queryable after a rename). Slugs no longer configured are shown as stored.
 */
export function targetLabel(config: Pick<SanitizedConfig, 'collections' | 'globals'>, slug: string): string {
  const entity =
    config.collections?.find((c) => c.slug === slug) ?? config.globals?.find((g) => g.slug === slug) ?? undefined
  return entity ? labelOf(entity as Labeled) : slug
}
