import type { Payload, Where } from 'payload'
import { mediaInRichText } from './body-media'

/** Where an image is used: the collection's Korean name and the titles of the documents using it. */
export type MediaUse = { label: string; titles: string[] }

/**
 * The fields that point at an image, per collection: upload fields, and a post's `bodyMedia`, the images its body
 * shows (body-media.ts). One query per collection, whatever the number of images asked about.
 *
 * Pages and popups show images inside localized rich text too (a page's blocks, a popup's body). They are few, so
 * their rich text is read in every language and searched here instead of being kept in a field on each save: an
 * image only in the English version of a page is still in use.
 */
const mediaFields: readonly {
  collection: 'posts' | 'pages' | 'banners' | 'popups'
  label: string
  paths: readonly string[]
  richText?: readonly string[]
}[] = [
  { collection: 'posts', label: '게시글', paths: ['performance.image', 'bodyMedia'] },
  { collection: 'pages', label: '페이지', paths: ['hero.image'], richText: ['layout'] },
  { collection: 'banners', label: '메인 배너', paths: ['imagePc', 'imageMobile'] },
  { collection: 'popups', label: '팝업', paths: ['image'], richText: ['content'] },
]

/** A title read in every language (`{ ko, en }`) or in one: the Korean one first. */
const titleOf = (value: unknown): string => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const { ko, en } = value as { ko?: unknown; en?: unknown }
    return titleOf(ko) || titleOf(en)
  }
  return ''
}

const idOf = (value: unknown): number | string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  return null
}

const valueAt = (doc: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc)

/**
 * The uses of each of the given images (of every used image when no ids are given), keyed by image id as a string;
 * images not used have no entry.
 */
export async function findMediaUsage(
  payload: Payload,
  mediaIds?: readonly (number | string)[],
): Promise<Map<string, MediaUse[]>> {
  const usage = new Map<string, MediaUse[]>()
  if (mediaIds?.length === 0) return usage
  const wanted = mediaIds ? new Set(mediaIds.map(String)) : null
  const condition = mediaIds ? { in: [...mediaIds] } : { exists: true }
  const results = await Promise.all(
    mediaFields.map(async ({ collection, label, paths, richText = [] }) => {
      // Rich text cannot be queried for an image, so a collection with rich text is read whole.
      const where: Where | undefined = richText.length
        ? undefined
        : { or: paths.map((path) => ({ [path]: condition })) }
      const found = await payload.find({
        collection,
        where,
        depth: 0,
        limit: 0,
        pagination: false,
        // Oldest first, so the use named first stays the same as more are added.
        sort: 'id',
        overrideAccess: true,
        ...(richText.length ? { locale: 'all' as const } : {}),
        select: Object.fromEntries([
          ['title', true],
          ...[...paths, ...richText].map((path) => [path.split('.')[0], true]),
        ]),
      })
      return { label, paths, richText, docs: found.docs as unknown as Record<string, unknown>[] }
    }),
  )
  for (const { label, paths, richText, docs } of results) {
    for (const doc of docs) {
      const title = titleOf(doc.title) || `#${String(doc.id)}`
      const ids = new Set(
        [
          ...paths.flatMap((path) => {
            const value = valueAt(doc, path)
            return (Array.isArray(value) ? value : [value]).map(idOf)
          }),
          ...richText.flatMap((path) => mediaInRichText(valueAt(doc, path))),
        ]
          .filter((id) => id !== null)
          .map(String),
      )
      for (const id of ids) {
        if (wanted && !wanted.has(id)) continue
        const uses = usage.get(id) ?? []
        let use = uses.find((entry) => entry.label === label)
        if (!use) {
          use = { label, titles: [] }
          uses.push(use)
        }
        use.titles.push(title)
        usage.set(id, uses)
      }
    }
  }
  return usage
}

/** "게시글: 제목 외 2건 · 팝업: 여름 안내", or "사용 안 함". */
export function describeMediaUsage(uses: readonly MediaUse[] | undefined): string {
  if (!uses || uses.length === 0) return '사용 안 함'
  return uses
    .map(({ label, titles }) => `${label}: ${titles[0]}${titles.length > 1 ? ` 외 ${titles.length - 1}건` : ''}`)
    .join(' · ')
}

/** File sizes as staff read them: 512 B, 34 KB, 1.2 MB. */
export function formatFileSize(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
