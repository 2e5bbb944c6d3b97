import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import { recordAudit } from '@/modules/audit/audit-log'
import type { ApprovalRequest, User } from '@/payload-types'
import { queueApprovalMail } from './mail-task'
import { pendingRequestOf } from './pending'
import { firstStepOf } from './steps'

/** What a request is about: set by whoever records it (a held save, a 삭제 요청, a 발송 요청). */
export type RequestSubject = Pick<ApprovalRequest, 'menu' | 'title' | 'targetCollection' | 'targetId' | 'action'> &
  Partial<Pick<ApprovalRequest, 'boardSeq' | 'language' | 'requestNote'>>

/**
 * Records a pending request by `req.user`, or renews the pending one of the same document and action, in the caller's
 * transaction. A renewed request starts again from its first step (what was approved is no longer what waits) and
 * mails nobody again; a new one queues the approvers' mail. Either way one audit entry, whose text `summary` gives.
 */
export async function recordRequest(
  req: PayloadRequest,
  subject: RequestSubject,
  summary: (id: number) => string,
): Promise<{ request: ApprovalRequest; created: boolean }> {
  const user = req.user as (PermissionSubject & { id: number; username?: string }) | null
  if (!user) throw new Error('an approval request needs the account that asks')
  const renewed = await pendingRequestOf(req, subject.targetCollection, subject.targetId, subject.action)
  const data = {
    language: 'ko' as const,
    ...subject,
    requestedBy: user.id,
    requestedAt: new Date().toISOString(),
    status: 'pending' as const,
    ...firstStepOf(user),
  }
  const request = (
    renewed
      ? await req.payload.update({ collection: 'approval-requests', id: renewed.id, data, overrideAccess: true, req })
      : await req.payload.create({ collection: 'approval-requests', data, overrideAccess: true, req })
  ) as ApprovalRequest
  if (!renewed) await queueApprovalMail(req, Number(request.id), 'requested')
  await recordAudit(
    req.payload,
    {
      action: 'approval-request',
      actor: user,
      targetCollection: subject.targetCollection,
      targetId: subject.targetId,
      summary: summary(request.id),
    },
    req,
  )
  return { request, created: !renewed }
}

/** `recordRequest` in a transaction of its own, for a request made by pressing a button (발송, 답변 등록). */
export async function recordRequestAs(
  payload: Payload,
  user: User,
  subject: RequestSubject,
  summary: (id: number) => string,
): Promise<{ request: ApprovalRequest; created: boolean }> {
  const req = await createLocalReq({ user: user as never }, payload)
  const began = await initTransaction(req)
  try {
    const recorded = await recordRequest(req, subject, summary)
    if (began) await commitTransaction(req)
    return recorded
  } catch (error) {
    if (began) await killTransaction(req)
    throw error
  }
}
