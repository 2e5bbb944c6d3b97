import type { Access, PayloadRequest, Where } from 'payload'
import { allowedBoards, can, type PermissionAction, type PermissionSubject } from './permissions'

/**
 * Attachments belong to board posts (a post lists its attachments; an attachment does not name its board), so a
 * group limited to some boards is refused the attachments of posts on the other boards. An attachment no post
 * lists yet (just uploaded in the admin, before its post is saved) stays with every group holding the boards
 * permission, so uploading and then attaching works for all of them.
 */
async function attachmentsOfOtherBoards(req: PayloadRequest, allowed: number[]): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'posts',
    overrideAccess: true,
    trash: true,
    depth: 0,
    pagination: false,
    where: { and: [{ boardSeq: { not_in: allowed } }, { attachments: { exists: true } }] },
    select: { attachments: true },
    req,
  })
  const ids = docs.flatMap((post) => (post.attachments ?? []).map((a) => (typeof a === 'object' ? a.id : a)))
  return [...new Set(ids)]
}

const onBoardsOfGroup =
  (action: PermissionAction): Access =>
  async ({ req }) => {
    const boards = allowedBoards(req.user as PermissionSubject | null, action)
    if (boards === 'all') return true
    if (boards.length === 0) return false
    const hidden = await attachmentsOfOtherBoards(req, boards)
    return hidden.length ? ({ id: { not_in: hidden } } as Where) : true
  }

/** Reading (files included), replacing and deleting follow the boards of the group; visitors download elsewhere. */
export const attachmentAccess = {
  read: onBoardsOfGroup('read'),
  create: (({ req }) => can(req.user as PermissionSubject | null, 'boards', 'write')) as Access,
  update: onBoardsOfGroup('write'),
  delete: onBoardsOfGroup('delete'),
}
