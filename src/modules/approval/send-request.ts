import { createLocalReq, type Payload } from 'payload'
import type { ApprovalRequest, Post, User } from '@/payload-types'
import { documentTitle } from './menu'
import { pendingRequestOf } from './pending'
import { recordRequestAs } from './record-request'

/**
 * 발송 승인: where a group's newsletter sends need approval, pressing 발송 records a request instead of mailing every
 * subscriber; an approver's 승인 starts the send (decide.ts). A send cannot be taken back, so it is the one newsletter
 * step that waits. The issue itself is a post of the newsletter board and is approved, if at all, as any post.
 */

/** The 메뉴 of a send request in 게시 승인. */
export const newsletterSendMenu = '뉴스레터 발송'

/**
 * Records (or renews) the pending send request of a published newsletter issue by `user`; the caller has checked
 * that the issue exists, is published and has not been sent. `created` is false when a pending one was renewed (the
 * approvers are mailed once).
 */
export async function requestNewsletterSend(
  payload: Payload,
  { user, issue }: { user: User; issue: Pick<Post, 'id' | 'title' | 'boardSeq'> },
): Promise<{ request: ApprovalRequest; created: boolean }> {
  const title = documentTitle(issue)
  return recordRequestAs(
    payload,
    user,
    {
      menu: newsletterSendMenu,
      title,
      targetCollection: 'posts',
      targetId: Number(issue.id),
      boardSeq: issue.boardSeq,
      action: 'send',
    },
    (id) => `발송 승인 요청 #${id}: ${newsletterSendMenu} "${title}"`,
  )
}

/** The pending send request of an issue, if any: what the 발송 box shows instead of the button. */
export async function pendingSendRequest(payload: Payload, postId: number): Promise<ApprovalRequest | null> {
  return pendingRequestOf(await createLocalReq({}, payload), 'posts', postId, 'send')
}
