import 'server-only'
import type { Payload } from 'payload'
import { isRecordId } from '@/lib/record-id'
import { attachmentWithFile } from '@/modules/files/download'
import { listedPostsWhere, postVisibility, readablePostsWhere } from '@/modules/visibility/post-visibility'
import type { Attachment, Media, Post } from '@/payload-types'
import { newestFirst, oldestFirst } from './post-order'
import { type BoardViewer, visitor } from './secret-posts'

export type PostAttachment = { id: string; name: string; size: number; mimeType: string; downloadCount: number }
export type Neighbour = { id: string; title: string } | null

export type PostView = {
  post: Post
  /** A secret post seen by a visitor: its content, attachments and image are withheld. */
  locked: boolean
  /** Staff previewing the latest draft, which visitors may not see yet. */
  preview: boolean
  attachments: PostAttachment[]
  image: { url: string; alt: string } | null
  previous: Neighbour
  next: Neighbour
}

/**
 * A post as this viewer may see it on the given boards (post-visibility.ts), or null. A secret post keeps its title
 * for visitors but not its content, attachments or image; staff see all of it. Staff in preview see the latest
 * draft instead, whatever its status or display period.
 */
export async function viewBoardPost(
  payload: Payload,
  boardSeqs: number[],
  id: string,
  now = new Date(),
  viewer: BoardViewer = visitor,
): Promise<PostView | null> {
  if (!isRecordId(id)) return null
  const boards = { boardSeq: { in: boardSeqs } }
  const preview = viewer.preview === true && viewer.isStaff
  const found = await payload.find({
    collection: 'posts',
    where: { and: [{ id: { equals: id } }, boards] },
    draft: preview,
    // The rule below decides about trashed posts too, rather than the query's default.
    trash: !preview,
    limit: 1,
    pagination: false,
    // Depth 1 for the attachments and the performance image the page shows. The author's account is not shown
    // (the byline is authorName) and populating it read the users table on every view; the search text is not shown.
    depth: 1,
    select: { author: false, plainText: false },
    overrideAccess: true,
  })
  const post = found.docs[0] as Post | undefined
  if (!post) return null
  const visibility = preview ? 'full' : postVisibility(post, now, viewer)
  if (visibility === 'hidden') return null
  const listed = listedPostsWhere(now)
  // The list's order (newestFirst): date, then id among posts of the same date. Previous is the next older post in
  // it, next the next newer one. The date range comes first so the (board, date) index finds the rows; the id only
  // decides among posts of the post's own date.
  const neighbour = async (direction: 'previous' | 'next'): Promise<Neighbour> => {
    const older = direction === 'previous'
    const result = await payload.find({
      collection: 'posts',
      where: {
        and: [
          boards,
          listed,
          { publishedAt: older ? { less_than_equal: post.publishedAt } : { greater_than_equal: post.publishedAt } },
          {
            or: [
              { publishedAt: older ? { less_than: post.publishedAt } : { greater_than: post.publishedAt } },
              { id: older ? { less_than: post.id } : { greater_than: post.id } },
            ],
          },
        ],
      },
      sort: older ? newestFirst : oldestFirst,
      limit: 1,
      pagination: false,
      depth: 0,
      select: { title: true },
      overrideAccess: true,
    })
    const hit = result.docs[0]
    return hit ? { id: String(hit.id), title: hit.title } : null
  }
  const attachments = (post.attachments ?? [])
    .filter((a): a is Attachment => typeof a === 'object' && a !== null)
    .map((a) => ({
      id: String(a.id),
      name: a.originalName ?? a.filename ?? '첨부파일',
      size: a.filesize ?? 0,
      mimeType: a.mimeType ?? '',
      downloadCount: a.downloadCount ?? 0,
    }))
  const media = post.performance?.image
  const image =
    media && typeof media === 'object' && (media as Media).url
      ? { url: (media as Media).url as string, alt: (media as Media).alt }
      : null
  const [previous, next] = await Promise.all([neighbour('previous'), neighbour('next')])
  if (visibility === 'titleOnly') {
    const withheld = { ...post, content: null, plainText: null, attachments: [] }
    return { post: withheld, locked: true, preview, attachments: [], image: null, previous, next }
  }
  return { post, locked: false, preview, attachments, image, previous, next }
}

/** Session cookie listing the posts this browser has already been counted for. */
export const viewedCookieName = 'viewed_posts'

export function viewedIdsFrom(cookie: string | undefined): string[] {
  if (!cookie) return []
  return cookie
    .split('.')
    .filter((id) => isRecordId(id))
    .slice(-200)
}

/**
 * Counts a view once per browser session: returns the new cookie value when this visit counted, or null when
 * the post was already counted (or does not exist). The update goes straight to the table so that a view is
 * neither a new draft version nor a change in the post's history.
 */
export async function countPostView(payload: Payload, id: string, viewedCookie: string | undefined) {
  if (!isRecordId(id)) return null
  const viewed = viewedIdsFrom(viewedCookie)
  if (viewed.includes(id)) return null
  const found = await payload.find({
    collection: 'posts',
    // A secret post counts too: its page opens for visitors, with the title only.
    where: { and: [{ id: { equals: id } }, listedPostsWhere(new Date())] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { viewCount: true },
    overrideAccess: true,
  })
  const post = found.docs[0]
  if (!post) return null
  // Counted in the database ($inc): ten visitors opening the post at once count ten.
  await payload.db.updateOne({ collection: 'posts', id: post.id, data: { viewCount: { $inc: 1 } } })
  return [...viewed, id].slice(-200).join('.')
}

/**
 * An attachment this viewer may download (it belongs to a visible post; of a secret post only for staff), with the
 * post it belongs to, or null. Reading it counts nothing; `openAttachmentForDownload` counts.
 */
export async function findDownloadableAttachment(payload: Payload, id: string, viewer: BoardViewer = visitor) {
  if (!isRecordId(id)) return null
  const owner = await payload.find({
    collection: 'posts',
    where: {
      and: [
        { attachments: { in: [id] } },
        // Readable, not merely listed: the files of a secret post are staff-only like its body.
        readablePostsWhere(new Date(), viewer),
      ],
    },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { title: true, boardSeq: true },
    overrideAccess: true,
  })
  const post = owner.docs[0]
  if (!post) return null
  const attachment = await attachmentWithFile(payload, id)
  if (!attachment) return null
  return { attachment, post: { id: post.id, boardSeq: post.boardSeq } }
}

/** The stored file of a downloadable attachment of a visible post, with its download counted. */
export async function openAttachmentForDownload(payload: Payload, id: string, viewer: BoardViewer = visitor) {
  const found = await findDownloadableAttachment(payload, id, viewer)
  if (!found) return null
  const { attachment } = found
  // Counted in the database ($inc): two downloads at once must both count, whatever each read before.
  const updated = (await payload.db.updateOne({
    collection: 'attachments',
    id: attachment.id,
    data: { downloadCount: { $inc: 1 } },
  })) as { downloadCount?: number | null } | null
  const downloadCount = updated?.downloadCount ?? (attachment.downloadCount ?? 0) + 1
  return { ...attachment, downloadCount }
}
