import type { PayloadRequest } from 'payload'
import { isActive, type PermissionSubject } from '@/access/permissions'
import type { ApprovalRequest, User } from '@/payload-types'
import { type ApprovalArea, isApprover, mayDecide, needsTwoSteps } from './policy'

/**
 * 2단계 승인 (담당 → 부서장, docs/decisions/0049-two-step-approval.md). A group may ask that its requests pass two
 * people: an approver of the place first, then the group's 그룹장. Until the second decision the request stays
 * 승인요청 and the site stays as it was.
 *
 * - The final approver is named at the first approval: the requester's 그룹장 when that account is active and is
 *   neither the requester nor the first approver; otherwise nobody in particular, and any other approver of the place
 *   decides. Two different people always decide a two-step request.
 * - A 그룹장 who is also an approver of the place and approves first decides alone (전결): the 부서장 has approved.
 * - A new save of the document renews the request from the first step: what was approved is no longer what waits.
 */

type Id = number | string | null | undefined

const idOf = (value: unknown): number | undefined => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : typeof id === 'string' && id ? Number(id) : undefined
}

const same = (a: Id, b: Id) => a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b)

/** Where a pending request stands: waiting for its first (or only) approval, or for the final one. */
export type ApprovalStage = 'first' | 'final'

export const stageOf = (request: Pick<ApprovalRequest, 'firstApprovedBy'>): ApprovalStage =>
  idOf(request.firstApprovedBy) ? 'final' : 'first'

/** The state as staff read it in lists and cards. */
export function stageLabel(request: Pick<ApprovalRequest, 'status' | 'twoStep' | 'firstApprovedBy'>): string {
  if (request.status === 'approved') return '승인'
  if (request.status === 'rejected') return '반려'
  if (!request.twoStep) return '승인요청'
  return stageOf(request) === 'final' ? '1차 승인 · 최종 승인 대기' : '승인요청 · 1차 승인 대기'
}

/** The step fields a new or renewed request starts from, following the requester's group. */
export const firstStepOf = (user: PermissionSubject | null | undefined) => ({
  twoStep: needsTwoSteps(user),
  firstApprovedBy: null,
  firstApprovedAt: null,
  firstReason: null,
  finalApprover: null,
})

/**
 * Whether `user` may decide `request` now, in `area`. The first step is the place's approvers' (never the
 * requester); the final step is its named final approver's, or any other approver's when none was named.
 */
export function mayDecideStep(
  user: (PermissionSubject & { id?: number | string }) | null | undefined,
  request: Pick<ApprovalRequest, 'status' | 'requestedBy' | 'firstApprovedBy' | 'finalApprover'>,
  area: ApprovalArea,
): boolean {
  if (request.status !== 'pending' || !isActive(user)) return false
  const requester = idOf(request.requestedBy)
  if (stageOf(request) === 'first') return mayDecide(user, area, requester)
  if (same(user?.id, requester) || same(user?.id, idOf(request.firstApprovedBy))) return false
  const named = idOf(request.finalApprover)
  return named ? same(user?.id, named) : mayDecide(user, area, requester)
}

/** An account with its group, read to check what it may do (the group carries the approval settings). */
const accountWithGroup = (req: Pick<PayloadRequest, 'payload'> & Partial<PayloadRequest>, id: number) =>
  req.payload.findByID({
    collection: 'users',
    id,
    depth: 1,
    overrideAccess: true,
    req: req as PayloadRequest,
    disableErrors: true,
  }) as Promise<User | null>

/** Whether the account may act as a 그룹장 under 2단계 승인: active, in an approving group. */
const isApprovingAccount = (account: User | null): account is User =>
  Boolean(account && isApprover(account as unknown as PermissionSubject))

/**
 * The requester's 그룹장, if the account is active and in an approving group (승인권자): only then does the admin show
 * them 게시 승인 at all. The group form refuses another 그룹장 under 2단계 승인 (`twoStepLeadRule`); one moved out of an
 * approving group since is passed over, and another approver decides.
 */
async function leadOf(req: PayloadRequest, requesterId: number | undefined): Promise<User | null> {
  if (!requesterId) return null
  const group = (await accountWithGroup(req, requesterId))?.authGroup
  const leadId = group && typeof group === 'object' ? idOf((group as { lead?: unknown }).lead) : undefined
  if (!leadId) return null
  const lead = await accountWithGroup(req, leadId)
  return isApprovingAccount(lead) ? lead : null
}

export const twoStepLeadMessage =
  '2단계 승인의 최종 승인은 그룹장이 합니다. 그룹장으로 승인권자 그룹의 계정을 고르거나, 그룹장을 비워 다른 승인권자가 최종 승인하게 하세요.'

/**
 * The group form's check of its 그룹장 under 2단계 승인: an account of an approving group, or none (then another
 * approver decides last). A 그룹장 outside every approving group could not open the request they are asked to decide.
 */
export async function twoStepLeadRule(
  req: PayloadRequest,
  lead: unknown,
  twoStep: boolean | null | undefined,
): Promise<true | string> {
  const leadId = idOf(lead)
  if (!twoStep || !leadId) return true
  return isApprovingAccount(await accountWithGroup(req, leadId)) ? true : twoStepLeadMessage
}

/**
 * What an approval at the first step of a two-step request does: `final` when it is the last word (a one-step
 * request, or the 그룹장 approving first), or the final approver to name (`null`: any other approver).
 */
export async function afterFirstApproval(
  req: PayloadRequest,
  request: Pick<ApprovalRequest, 'twoStep' | 'firstApprovedBy' | 'requestedBy'>,
  approver: { id: number },
): Promise<{ final: true } | { final: false; finalApprover: number | null }> {
  if (!request.twoStep || stageOf(request) === 'final') return { final: true }
  const requester = idOf(request.requestedBy)
  const lead = await leadOf(req, requester)
  if (lead && same(lead.id, approver.id)) return { final: true }
  const named = lead && !same(lead.id, requester) ? lead.id : null
  return { final: false, finalApprover: named }
}

/**
 * The request as it stands for deciding. A named final approver who can no longer approve (suspended, dormant, or
 * moved out of every approving group without 담당 업무 넘기기) is passed over: any other approver of the place decides
 * last, as when nobody was named, so a request never waits for someone who can never decide it. `standing` keeps
 * what was read of each account, for a list of requests.
 */
export async function withStandingFinalApprover<T extends Pick<ApprovalRequest, 'finalApprover'>>(
  req: Pick<PayloadRequest, 'payload'> & Partial<PayloadRequest>,
  request: T,
  standing: Map<number, boolean> = new Map(),
): Promise<T> {
  const named = idOf(request.finalApprover)
  if (!named) return request
  if (!standing.has(named)) standing.set(named, isApprovingAccount(await accountWithGroup(req, named)))
  return standing.get(named) ? request : { ...request, finalApprover: null }
}
