import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import type { ApprovalRequest, User } from '@/payload-types'
import { decisionContext } from './gate'
import { documentTitle, menuOf } from './menu'
import { type ApprovalCollection, areaOfDocument, isLiveDocument, mayDeleteIn, needsApproval } from './policy'
import { recordRequest } from './record-request'

/**
 * 삭제 요청: where a group's publishing needs approval, so does taking a published post or page off the site. Staff
 * ask with a reason (the admin's 삭제 요청 on the document, or `POST /api/v1/approvals`); an approver's 승인 moves a
 * post to the trash or deletes a page (decide.ts), and the 삭제 게시물 기록대장 keeps the reason and both names.
 */

export const deletionRequestMessages = {
  notFound: '삭제를 요청할 글을 찾을 수 없습니다.',
  forbidden: '이 글을 삭제할 권한이 없습니다.',
  notLive: '게시되지 않은 글은 승인 없이 바로 삭제할 수 있습니다.',
  notGated: '이곳은 게시 승인이 필요하지 않아 바로 삭제할 수 있습니다.',
  reason: '삭제 사유를 입력해 주세요.',
} as const

export class DeletionRequestError extends Error {
  constructor(
    readonly kind: 'not-found' | 'forbidden' | 'not-needed' | 'reason',
    message: string,
  ) {
    super(message)
  }
}

type Target = {
  id: number
  title?: unknown
  path?: unknown
  boardSeq?: unknown
  _status?: unknown
  deletedAt?: unknown
}

/**
 * Records (or renews, with the new reason) a pending deletion request of a live document by `user`. `created` is
 * false when a pending one was renewed; the approvers are mailed once, for a new request.
 */
export async function requestDeletion(
  payload: Payload,
  {
    user,
    collection,
    id,
    reason,
  }: { user: User; collection: ApprovalCollection; id: number; reason: string | null | undefined },
): Promise<{ request: ApprovalRequest; created: boolean }> {
  const note = reason?.trim() ?? ''
  if (!note) throw new DeletionRequestError('reason', deletionRequestMessages.reason)
  const req = await createLocalReq({ user: user as never, context: { [decisionContext]: true } }, payload)
  const began = await initTransaction(req)
  try {
    // What the user may read, as published (the main table): a draft-only or trashed document is not live.
    const target = (await payload.findByID({
      collection,
      id,
      depth: 0,
      draft: false,
      trash: true,
      overrideAccess: false,
      user,
      req,
      disableErrors: true,
    })) as Target | null
    if (!target) throw new DeletionRequestError('not-found', deletionRequestMessages.notFound)
    const area = areaOfDocument(collection, target)
    const subject = user as unknown as PermissionSubject
    if (!area || !mayDeleteIn(subject, area))
      throw new DeletionRequestError('forbidden', deletionRequestMessages.forbidden)
    if (!isLiveDocument(target)) throw new DeletionRequestError('not-needed', deletionRequestMessages.notLive)
    if (!needsApproval(subject, area)) throw new DeletionRequestError('not-needed', deletionRequestMessages.notGated)

    const menu = await menuOf(req, collection, target)
    const title = documentTitle(target)
    const { request, created } = await recordRequest(
      req,
      {
        menu,
        title,
        targetCollection: collection,
        targetId: Number(target.id),
        boardSeq: area.kind === 'board' ? area.boardSeq : undefined,
        action: 'delete',
        requestNote: note,
      },
      (id) => `삭제 승인 요청 #${id}: ${menu} "${title}" (${note})`,
    )
    if (began) await commitTransaction(req)
    return { request, created }
  } catch (error) {
    if (began) await killTransaction(req)
    throw error
  }
}
