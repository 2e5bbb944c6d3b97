// No 'server-only': invalidate.ts clears the index, and the CLI loads that through the collection hooks.
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { lexicalPlainText } from '@/modules/boards/rich-text'
import { normalizeForSearch } from '@/modules/boards/search-grams'

/** A published content page as site-wide search reads it, in one locale. */
export type IndexedPage = {
  path: string
  title: string
  summary: string
  lead: string
  /** The visible text of its blocks, one piece per line. */
  body: string
  /** Everything above, lower-cased as the search compares, for one `includes` per page. */
  haystack: string
}

/** Block fields that hold settings, links or identifiers rather than text a visitor reads. */
const notText = new Set(['id', 'blockType', 'blockName', 'icon', 'link', 'href', 'format', 'mode', 'phase', 'email'])

/**
 * A date field's stored value (`2026-11-01T00:00:00.000Z`): pages show it formatted ("2026.11.01 기준"), so the
 * stored form is not text a visitor reads or searches for.
 */
const storedDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** The text a visitor reads in a page's blocks: every text field, and rich text as its plain text. */
export function blocksText(layout: unknown): string {
  const parts: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim() && !storedDate.test(value)) parts.push(value.trim())
      return
    }
    if (Array.isArray(value)) {
      for (const item of value) walk(item)
      return
    }
    if (!value || typeof value !== 'object') return
    if ('root' in value) {
      const text = lexicalPlainText(value)
      if (text) parts.push(text)
      return
    }
    for (const [key, field] of Object.entries(value)) if (!notText.has(key)) walk(field)
  }
  walk(layout)
  return parts.join('\n')
}

type PageDoc = {
  path?: string | null
  title?: string | null
  summary?: string | null
  hero?: unknown
  layout?: unknown
}

export function indexedPage(doc: PageDoc): IndexedPage {
  const title = doc.title ?? ''
  const summary = doc.summary ?? ''
  const lead = String((doc.hero as { lead?: unknown } | null)?.lead ?? '')
  const body = blocksText(doc.layout)
  return {
    path: doc.path ?? '',
    title,
    summary,
    lead,
    body,
    haystack: normalizeForSearch([title, summary, lead, body].join('\n')),
  }
}

/**
 * The published pages of a locale, as the site shows them: English where a page has its English version, else its
 * Korean content (the page then says it is shown in Korean). Kept per process until content changes
 * (`clearPageSearchIndex`, called with every cache invalidation): an institute's few dozen pages are a few hundred
 * kilobytes of text, and a search of them is one `includes` per page instead of a query.
 */
const store = globalThis as unknown as Record<symbol, Map<Locale, Promise<IndexedPage[]>> | undefined>
const key = Symbol.for('green-institute.page-search-index')
const built = (): Map<Locale, Promise<IndexedPage[]>> => {
  let map = store[key]
  if (!map) {
    map = new Map()
    store[key] = map
  }
  return map
}

async function loadPages(payload: Payload, locale: Locale): Promise<IndexedPage[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    locale,
    fallbackLocale: 'ko',
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    select: { path: true, title: true, summary: true, hero: true, layout: true },
  })
  return docs.map((doc) => indexedPage(doc as PageDoc)).filter((page) => page.path)
}

export function pageSearchIndex(payload: Payload, locale: Locale): Promise<IndexedPage[]> {
  const map = built()
  let pages = map.get(locale)
  if (!pages) {
    pages = loadPages(payload, locale)
    map.set(locale, pages)
    // A failed load is not kept: the next search tries again.
    pages.catch(() => {
      if (map.get(locale) === pages) map.delete(locale)
    })
  }
  return pages
}

export function clearPageSearchIndex() {
  store[key]?.clear()
}

/** The pages holding `term` (case-insensitive, as the board search), in the given order of paths. */
export function matchingPages(pages: IndexedPage[], term: string): IndexedPage[] {
  const needle = normalizeForSearch(term)
  return needle ? pages.filter((page) => page.haystack.includes(needle)) : []
}
