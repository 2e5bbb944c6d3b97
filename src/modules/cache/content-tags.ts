// No 'server-only': collection hooks use this (see invalidate.ts).
import { type BoardPage, boardPages } from '@/components/boards/board-pages'
import { allPages } from '@/lib/response-cache'
import { boardSeqs } from '@/modules/boards/board-numbers'
import { pathTag } from './page-tags'

/**
 * The cached pages a content change makes stale, as page tags (src/modules/cache/page-tags.ts: a tag covers an
 * address and everything under it), or every page. Each rule names the pages that show the content; a missing one
 * shows the old content until the page cache's time limit, an extra one costs one render.
 */
export type PageTags = string[] | typeof allPages

/** The home page's latest-post boxes (src/app/(site)/[locale]/(main)/index/page.tsx): notices, newsletters, records. */
export const homeFeedBoardSeqs: ReadonlySet<number> = new Set([
  boardSeqs.notice,
  boardSeqs.newsletter,
  boardSeqs.certificationRecords,
  boardSeqs.engineeringRecords,
  boardSeqs.rndRecords,
])

const home = pathTag('index')
const search = pathTag('search')
/** The field Q&A's own pages (list, views, write form), not a board page (src/components/boards/board-pages.ts). */
const qna = pathTag('media/media02')

/**
 * A post written, edited, moved or deleted on these boards: each board page showing the board (its lists, views and
 * write form, the combined records page too), the home page when a box there lists it, and site search. A board no
 * page shows (an unknown number) drops everything, to be safe.
 */
export function boardPostPages(boards: Iterable<unknown>): PageTags {
  const tags = new Set([search])
  for (const seq of new Set(boards)) {
    if (seq === undefined || seq === null) continue
    const pages = Object.values(boardPages as Record<string, BoardPage>).filter(
      (page) => typeof seq === 'number' && page.boardSeqs.includes(seq),
    )
    if (pages.length === 0) return allPages
    for (const page of pages) tags.add(pathTag(page.path))
    if (homeFeedBoardSeqs.has(seq as number)) tags.add(home)
  }
  return [...tags]
}

/**
 * The tags a public API list of a board's posts declares (`x-cache-tags`), so the change of a post on that board,
 * which names the board's pages (`boardPostPages`), marks it stale too. A board no page shows declares none: its
 * changes mark every page and answer stale.
 */
export function boardListTags(boardSeq: number): string[] {
  return Object.values(boardPages as Record<string, BoardPage>)
    .filter((page) => page.boardSeqs.includes(boardSeq))
    .map((page) => pathTag(page.path))
}

/** A Q&A question, answer or category: the Q&A's pages and site search (which lists questions); nothing else. */
export const qnaPages: PageTags = [qna, search]

/**
 * Banners and popups: shown on the home page, and popups on pages of their own (`/popup/window/{id}`, the layer
 * popups' `/popup/base/list`).
 */
export const homePages: PageTags = [home, pathTag('popup')]

/** Content pages at these site paths (`company/about`), and site search, which finds them. */
export function contentPages(sitePaths: Iterable<string>): PageTags {
  return [...new Set([...[...sitePaths].map(pathTag), search])]
}

/** A certificate: the register (its list, statistics and entries) and site search, which finds it. 진위확인 is never kept. */
export const certificatePages: PageTags = [pathTag('certification/registry'), search]
