import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { allPages } from '@/lib/response-cache'
import { boardPostPages, type PageTags, qnaPages } from '@/modules/cache/content-tags'
import { invalidateContent } from '@/modules/cache/invalidate'

type BoardData = 'posts' | 'qna' | 'boards'

type Docs = { doc: { boardSeq?: unknown } | undefined; previousDoc?: { boardSeq?: unknown } | undefined }

/**
 * The cached pages a change makes stale: a post's boards (before and after a move), the Q&A's pages for a question or
 * category, and every page for a board's settings (names, categories and rules show on its pages, the home page and
 * search; staff change them rarely).
 */
const stalePages: Record<BoardData, (docs: Docs) => PageTags> = {
  posts: ({ doc, previousDoc }) => boardPostPages([doc?.boardSeq, previousDoc?.boardSeq]),
  qna: () => qnaPages,
  boards: () => allPages,
}

/**
 * Board content changed: the pages that show it are marked stale in every process, and Next's data cached under
 * `tag` is dropped. View and download counts are written past the hooks on purpose, so a visit never invalidates.
 */
export function boardContentHooks(tag: BoardData): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ req, doc, previousDoc }) => {
        await invalidateContent(req, { tags: [tag], pages: stalePages[tag]({ doc, previousDoc }) })
        return doc
      },
    ],
    afterDelete: [
      async ({ req, doc }) => {
        await invalidateContent(req, { tags: [tag], pages: stalePages[tag]({ doc }) })
        return doc
      },
    ],
  }
}
