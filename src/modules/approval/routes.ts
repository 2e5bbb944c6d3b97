import 'server-only'
import { getPayloadClient } from '@/lib/payload'
import { continueAfterResponse } from '@/modules/api/after-response'
import { ApiError, badRequest, conflict, forbidden, notFound } from '@/modules/api/errors'
import { apiRoute, json } from '@/modules/api/route'
import { authenticate } from '@/modules/auth/authenticate'
import { readJsonBody } from '@/modules/content-api/staff'
import type { ApprovalRequest, User } from '@/payload-types'
import { ApprovalDecisionError, type Decision, decideApproval, pendingFor } from './decide'
import { DeletionRequestError, requestDeletion } from './deletion-request'
import { approvalIdParamSchema, approveBodySchema, deletionRequestBodySchema, rejectBodySchema } from './schemas'
import { stageOf } from './steps'

const usernameOf = (value: unknown) =>
  value && typeof value === 'object' ? String((value as User).username ?? (value as User).id) : String(value ?? '')

const decisionError = (error: unknown) => {
  if (!(error instanceof ApprovalDecisionError)) return error
  if (error.kind === 'not-found') return notFound(error.message)
  if (error.kind === 'forbidden') return forbidden(error.message)
  if (error.kind === 'decided') return conflict(error.message)
  return badRequest(error.message, [{ path: 'reason', message: error.message }])
}

/** `GET /api/v1/approvals`: the pending requests the caller may decide (for a groupware's 전자결재 inbox). */
export const listApprovals = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const { user } = await authenticate(payload, request)
  const pending = await pendingFor(payload, user)
  const authors = await payload.find({
    collection: 'users',
    where: { id: { in: [...new Set(pending.map((r) => r.requestedBy))] } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { username: true },
  })
  const names = new Map(authors.docs.map((u) => [u.id, usernameOf(u)]))
  return json({
    items: pending.map((r) => ({
      id: r.id,
      area: r.menu,
      title: r.title,
      author: names.get(r.requestedBy as number) ?? usernameOf(r.requestedBy),
      action: r.action,
      reason: r.action === 'delete' ? (r.requestNote ?? '') : null,
      requestedAt: r.requestedAt,
      language: r.language,
      stage: stageOf(r),
    })),
  })
})

/** `POST /api/v1/approvals/{id}/approve|reject`. */
export const decideRoute = (decision: Decision) =>
  apiRoute<{ id: string }>(async (request, { params }) => {
    const id = approvalIdParamSchema.parse((await params).id)
    const payload = await getPayloadClient()
    const { user } = await authenticate(payload, request)
    const type = request.headers.get('content-type') ?? ''
    const body = type || decision === 'reject' ? await readJsonBody(request) : {}
    const { reason } = (decision === 'reject' ? rejectBodySchema : approveBodySchema).parse(body ?? {})
    let decided: ApprovalRequest
    try {
      decided = await decideApproval(payload, { id, user, decision, reason, continueWith: continueAfterResponse })
    } catch (error) {
      throw decisionError(error)
    }
    if (!decided.decidedAt && !decided.firstApprovedAt)
      throw new ApiError(500, 'INTERNAL', '처리 결과를 읽지 못했습니다.')
    return json({
      id: decided.id,
      status: decided.status,
      decidedAt: decided.decidedAt ?? null,
      firstApprovedAt: decided.firstApprovedAt ?? null,
      reason: (decided.status === 'pending' ? decided.firstReason : decided.reason) ?? null,
    })
  })

const deletionRequestError = (error: unknown) => {
  if (!(error instanceof DeletionRequestError)) return error
  if (error.kind === 'not-found') return notFound(error.message)
  if (error.kind === 'forbidden') return forbidden(error.message)
  if (error.kind === 'not-needed') return conflict(error.message)
  return badRequest(error.message, [{ path: 'reason', message: error.message }])
}

/**
 * `POST /api/v1/approvals`: asks for the deletion of a published post or page where the caller's group needs approval
 * (201, or 200 when a pending request of the same document is renewed with the new reason).
 */
export const createApprovalRequest = apiRoute(async (request) => {
  const payload = await getPayloadClient()
  const { user } = await authenticate(payload, request)
  const body = deletionRequestBodySchema.parse(await readJsonBody(request))
  let outcome: Awaited<ReturnType<typeof requestDeletion>>
  try {
    outcome = await requestDeletion(payload, { user, collection: body.collection, id: body.id, reason: body.reason })
  } catch (error) {
    throw deletionRequestError(error)
  }
  const { request: made, created } = outcome
  return json(
    { id: made.id, action: 'delete', status: 'pending', reason: made.requestNote ?? '', requestedAt: made.requestedAt },
    created ? 201 : 200,
  )
})
