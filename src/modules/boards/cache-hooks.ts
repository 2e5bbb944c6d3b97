import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
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

type PostState = { id?: unknown; _status?: unknown }

/**
 * Whether a post's save wrote only a draft visitors cannot see: a new draft, a draft over the published post (which
 * stays live), or another draft of a post never published. Such a save leaves every page as it was, so it marks
 * nothing stale and nothing is rendered again: staff saving drafts all morning cost visitors nothing.
 *
 * Payload's hooks are not told whether the save was a draft, and `previousDoc` is the latest version (a draft over a
 * published post looks like a draft), so the live row is read: when it is published, this draft did not touch it;
 * when it is a draft, it was public before only if a published version exists (an unpublish), and then the pages are
 * marked stale as for any change.
 */
export async function onlyDraftChanged(
  req: PayloadRequest,
  doc: PostState | undefined,
  operation: 'create' | 'update',
): Promise<boolean> {
  if (doc?._status !== 'draft' || doc.id === undefined || doc.id === null) return false
  if (operation === 'create') return true
  const id = doc.id as number | string
  const live = await req.payload.findByID({
    collection: 'posts',
    id,
    draft: false,
    depth: 0,
    select: { _status: true },
    overrideAccess: true,
    trash: true,
    disableErrors: true,
    req,
  })
  if (!live) return false
  if (live._status === 'published') return true
  const { totalDocs } = await req.payload.countVersions({
    collection: 'posts',
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs === 0
}

/**
 * Board content changed: the pages that show it are marked stale in every process, and Next's data cached under
 * `tag` is dropped. View and download counts are written past the hooks on purpose, so a visit never invalidates,
 * and a post's draft that visitors cannot see does not either (`onlyDraftChanged`).
 */
export function boardContentHooks(tag: BoardData): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ req, doc, previousDoc, operation }) => {
        if (tag === 'posts' && (await onlyDraftChanged(req, doc, operation))) return doc
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
