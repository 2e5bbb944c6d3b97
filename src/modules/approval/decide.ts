import { sql } from 'drizzle-orm'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import type { ApprovalStatus } from '@/collections/approval-requests/config'
import { rawExec } from '@/lib/raw-sql'
import { recordAudit } from '@/modules/audit/audit-log'
import { type DeletionApproval, deletionContext } from '@/modules/deletion-register/register'
import { sendingMessages } from '@/modules/newsletter/messages'
import { findNewsletterIssue, findSendOf, startNewsletterSend } from '@/modules/newsletter/sending'
import { registerQnaAnswer, registrationObstacle, registrationRefusal } from '@/modules/qna/answer'
import type { ApprovalRequest, User } from '@/payload-types'
import { decisionContext } from './gate'
import { queueApprovalMail } from './mail-task'
import { actionWord } from './menu'
import { type ApprovalArea, newsletterSendArea, qnaAnswerArea } from './policy'
import { afterFirstApproval, mayDecideStep, withStandingFinalApprover } from './steps'

export type Decision = 'approve' | 'reject'

/** Why a decision was refused; the API turns each into its status and message. */
export class ApprovalDecisionError extends Error {
  constructor(
    readonly kind: 'not-found' | 'forbidden' | 'decided' | 'reason',
    message: string,
  ) {
    super(message)
  }
}

export const decisionMessages = {
  notFound: '승인 요청을 찾을 수 없습니다.',
  forbidden: '이 요청을 승인하거나 반려할 권한이 없습니다.',
  decided: '이미 처리된 요청입니다.',
  reason: '반려 사유를 입력해 주세요.',
  targetGone: '요청한 글이 이미 없습니다.',
} as const

export function areaOfRequest(
  request: Pick<ApprovalRequest, 'targetCollection' | 'boardSeq' | 'action'>,
): ApprovalArea {
  if (request.action === 'send') return newsletterSendArea
  if (request.action === 'answer' || request.targetCollection === 'qna') return qnaAnswerArea
  if (request.targetCollection === 'posts') return { kind: 'board', boardSeq: Number(request.boardSeq) }
  return { kind: request.targetCollection }
}

const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id?: number }).id : (value as number | null | undefined)

/**
 * Whether `user` may decide `request` now: it is pending, in a place they approve and not their own, or, at the final
 * step of 2단계 승인, they are its final approver (steps.ts).
 */
export const canDecide = (user: User | null | undefined, request: ApprovalRequest): boolean =>
  mayDecideStep(user as PermissionSubject & { id?: number }, request, areaOfRequest(request))

/**
 * On PostgreSQL, holds the request's row until the transaction ends, so two approvers deciding at once are taken one
 * after the other and the second sees the first's decision. SQLite transactions already run one at a time.
 */
async function lockRequest(req: PayloadRequest, id: number): Promise<void> {
  const db = req.payload.db as unknown as { name?: string; sessions?: Record<string, { db?: unknown } | undefined> }
  if (db.name !== 'postgres') return
  const transactionId = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const session =
    transactionId === undefined || transactionId === null ? undefined : db.sessions?.[String(transactionId)]?.db
  if (!session) return
  await rawExec(
    session as Parameters<typeof rawExec>[0],
    sql`SELECT id FROM approval_requests WHERE id = ${id} FOR UPDATE`,
  )
}

/**
 * Approves (publishes the document's newest version) or rejects (the draft stays, the reason is kept) a pending
 * request, in one transaction with the request's new state, the audit entry and the requester's mail (mail.ts). The
 * first approval of a two-step request only records itself and asks the final approver (steps.ts).
 */
export async function decideApproval(
  payload: Payload,
  {
    id,
    user,
    decision,
    reason,
    continueWith = (work) => void work,
  }: {
    id: number
    user: User
    decision: Decision
    reason?: string | null
    /** Keeps an approved send's mailing going after the decision returns (a route hands it to `after()`). */
    continueWith?: (work: Promise<unknown>) => void
  },
): Promise<ApprovalRequest> {
  const comment = reason?.trim() ?? ''
  if (decision === 'reject' && !comment) throw new ApprovalDecisionError('reason', decisionMessages.reason)
  const req = await createLocalReq({ user: user as never, context: { [decisionContext]: true } }, payload)
  const began = await initTransaction(req)
  try {
    await lockRequest(req, id)
    const stored = (await payload.findByID({
      collection: 'approval-requests',
      id,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })) as ApprovalRequest | null
    if (!stored) throw new ApprovalDecisionError('not-found', decisionMessages.notFound)
    const request = await withStandingFinalApprover(req, stored)
    if (request.status !== 'pending') throw new ApprovalDecisionError('decided', decisionMessages.decided)
    if (!canDecide(user, request)) throw new ApprovalDecisionError('forbidden', decisionMessages.forbidden)
    if (decision === 'approve') {
      const step = await afterFirstApproval(req, request, user)
      if (!step.final) {
        const recorded = await recordFirstApproval(req, request, user, comment, step.finalApprover)
        if (began) await commitTransaction(req)
        return recorded
      }
    }
    const status: ApprovalStatus = decision === 'approve' ? 'approved' : 'rejected'
    if (decision === 'approve' && request.action === 'delete') {
      await carryOutDeletion(req, request, user)
    } else if (decision === 'approve' && request.action === 'send') {
      await checkSendable(payload, request)
    } else if (decision === 'approve' && request.action === 'answer') {
      await checkAnswerable(payload, request)
    } else if (decision === 'approve') {
      // The newest version (the draft the request holds, or a later draft of it) becomes the live one.
      await payload.update({
        collection: request.targetCollection,
        id: request.targetId,
        data: { _status: 'published' },
        locale: request.language,
        overrideAccess: true,
        req,
        context: { [decisionContext]: true },
      })
    }
    const decided = (await payload.update({
      collection: 'approval-requests',
      id,
      data: { status, decidedBy: user.id, decidedAt: new Date().toISOString(), reason: comment || null },
      overrideAccess: true,
      req,
    })) as ApprovalRequest
    await recordAudit(
      payload,
      {
        action: decision === 'approve' ? 'approval-approve' : 'approval-reject',
        actor: user,
        targetCollection: request.targetCollection,
        targetId: request.targetId,
        summary: `${request.action === 'publish' ? '' : `${actionWord(request.action)} `}${decision === 'approve' ? '승인' : '반려'} #${id}: ${request.menu} "${request.title}"${comment ? ` (${comment})` : ''}`,
      },
      req,
    )
    await queueApprovalMail(req, id, 'decided')
    if (began) await commitTransaction(req)
    // The mailing is the send's own work (its row, its job), started once the approval is kept: on SQLite the send's
    // writes must not wait on this transaction's.
    if (decision === 'approve' && request.action === 'send') {
      const started = await startNewsletterSend(payload, request.targetId, user)
      continueWith(started.done)
    }
    // 답변 등록 claims the question with its own conditional write and mails the asker: after the commit, as the send.
    if (decision === 'approve' && request.action === 'answer') {
      const registered = await registerQnaAnswer(payload, request.targetId, { user })
      if (!registered.registered) throw answerDecisionError(registered.reason)
    }
    return decided
  } catch (error) {
    if (began) await killTransaction(req)
    throw error
  }
}

/** The first of two approvals: noted on the request, which stays pending and now asks its final approver. */
async function recordFirstApproval(
  req: PayloadRequest,
  request: ApprovalRequest,
  user: User,
  comment: string,
  finalApprover: number | null,
): Promise<ApprovalRequest> {
  const { payload } = req
  const recorded = (await payload.update({
    collection: 'approval-requests',
    id: request.id,
    data: {
      firstApprovedBy: user.id,
      firstApprovedAt: new Date().toISOString(),
      firstReason: comment || null,
      finalApprover,
    },
    overrideAccess: true,
    req,
  })) as ApprovalRequest
  await recordAudit(
    payload,
    {
      action: 'approval-approve',
      actor: user,
      targetCollection: request.targetCollection,
      targetId: request.targetId,
      summary: `${request.action === 'publish' ? '' : `${actionWord(request.action)} `}1차 승인 #${request.id}: ${request.menu} "${request.title}"${comment ? ` (${comment})` : ''}`,
    },
    req,
  )
  await queueApprovalMail(req, request.id, 'requested')
  return recorded
}

/** An approved 발송 must still be possible: the issue published and not sent (by someone else) meanwhile. */
async function checkSendable(payload: Payload, request: ApprovalRequest): Promise<void> {
  const issue = await findNewsletterIssue(payload, request.targetId).catch(() => null)
  if (!issue) throw new ApprovalDecisionError('not-found', decisionMessages.targetGone)
  if (issue._status !== 'published') throw new ApprovalDecisionError('decided', sendingMessages.notPublished)
  if (await findSendOf(payload, issue.id)) throw new ApprovalDecisionError('decided', sendingMessages.alreadySent)
}

/** An approved 답변 등록 must still be possible: the question there, its answer saved and not registered meanwhile. */
async function checkAnswerable(payload: Payload, request: ApprovalRequest): Promise<void> {
  const checked = await registrationObstacle(payload, request.targetId)
  if ('reason' in checked) throw answerDecisionError(checked.reason)
}

const answerDecisionError = (reason: 'missing' | 'empty' | 'already') =>
  reason === 'missing'
    ? new ApprovalDecisionError('not-found', decisionMessages.targetGone)
    : new ApprovalDecisionError('decided', registrationRefusal(reason).message)

const closedByDeletion = '글이 삭제되어 닫은 요청입니다.'

/**
 * An approved 삭제 요청: the post goes to the trash (staff can still restore it), a page, banner or popup is deleted
 * (they have no trash); the 삭제 게시물 기록대장 takes the request's reason and both names from the context. Other pending requests of
 * the same document are closed, since there is nothing left to publish.
 */
async function carryOutDeletion(req: PayloadRequest, request: ApprovalRequest, user: User): Promise<void> {
  const { payload } = req
  const approval: DeletionApproval = {
    reason: request.requestNote ?? '',
    requestedBy: idOf(request.requestedBy) ?? null,
    approvedBy: user.id,
    requestId: request.id,
  }
  const context = { [decisionContext]: true, [deletionContext]: approval }
  const target = (await payload.findByID({
    collection: request.targetCollection,
    id: request.targetId,
    depth: 0,
    trash: true,
    overrideAccess: true,
    req,
    disableErrors: true,
  })) as { deletedAt?: string | null } | null
  if (!target) throw new ApprovalDecisionError('not-found', decisionMessages.targetGone)
  if (request.targetCollection !== 'posts') {
    await payload.delete({
      collection: request.targetCollection,
      id: request.targetId,
      overrideAccess: true,
      req,
      context,
    })
  } else if (!target.deletedAt) {
    await payload.update({
      collection: 'posts',
      id: request.targetId,
      data: { deletedAt: new Date().toISOString() },
      overrideAccess: true,
      req,
      context,
    })
  }
  await payload.update({
    collection: 'approval-requests',
    where: {
      and: [
        { targetCollection: { equals: request.targetCollection } },
        { targetId: { equals: request.targetId } },
        { status: { equals: 'pending' } },
        { id: { not_equals: request.id } },
      ],
    },
    data: { status: 'rejected', decidedBy: user.id, decidedAt: new Date().toISOString(), reason: closedByDeletion },
    overrideAccess: true,
    req,
  })
}

/** The pending requests `user` may decide, newest first. */
export async function pendingFor(payload: Payload, user: User): Promise<ApprovalRequest[]> {
  const { docs } = await payload.find({
    collection: 'approval-requests',
    where: { status: { equals: 'pending' } },
    sort: '-requestedAt',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const standing = new Map<number, boolean>()
  const requests = await Promise.all(
    (docs as ApprovalRequest[]).map((request) => withStandingFinalApprover({ payload }, request, standing)),
  )
  return requests.filter((request) => canDecide(user, request))
}
