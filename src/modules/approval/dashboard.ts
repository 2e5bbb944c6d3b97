import type { Payload } from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import type { ApprovalRequest, User } from '@/payload-types'
import { pendingFor } from './decide'
import { isApprover, mayNeedApproval } from './policy'
import { stageLabel, stageOf } from './steps'

/** How many requests the dashboard card lists. */
export const approvalPanelSize = 5

export type ApprovalPanelRow = {
  id: number
  title: string
  menu: string
  at: string
  status: string
  /** In 승인 대기: 최종 승인 for a two-step request past its first approval, so a 그룹장 sees what they are asked. */
  step: string | null
  href: string
}

/** 게시 승인 on the admin home: what an approver has to decide, and what became of the requests of staff who ask. */
export type ApprovalPanel = {
  toDecide: { count: number; rows: ApprovalPanelRow[]; href: string } | null
  mine: { rows: ApprovalPanelRow[]; href: string } | null
}

const rowOf = (request: ApprovalRequest): ApprovalPanelRow => ({
  id: request.id,
  title: request.title,
  menu: request.menu,
  at: request.decidedAt ?? request.requestedAt,
  status: stageLabel(request),
  step: request.twoStep && stageOf(request) === 'final' ? '최종 승인' : null,
  href: `/admin/collections/approval-requests/${request.id}`,
})

const listHref = (where: Record<string, string>) =>
  `/admin/collections/approval-requests?${new URLSearchParams({ ...where, sort: '-requestedAt' })}`

/** The card's content for `user`, or null when approval concerns them in no way. */
export async function approvalPanel(payload: Payload, user: PermissionSubject | null): Promise<ApprovalPanel | null> {
  const staff = user as (User & PermissionSubject) | null
  if (!staff?.id) return null
  const approver = isApprover(staff)
  const asks = mayNeedApproval(staff)
  // A 그룹장 who approves nothing else still decides the final step of their group's 2단계 승인.
  const waiting = await pendingFor(payload, staff)
  if (!approver && !asks && waiting.length === 0) return null
  const toDecide = approver || waiting.length > 0 ? waiting : null
  const mine = asks
    ? await payload.find({
        collection: 'approval-requests',
        where: { requestedBy: { equals: staff.id } },
        sort: '-requestedAt',
        depth: 0,
        limit: approvalPanelSize,
        pagination: false,
        overrideAccess: true,
      })
    : null
  return {
    toDecide: toDecide
      ? {
          count: toDecide.length,
          rows: toDecide.slice(0, approvalPanelSize).map(rowOf),
          href: listHref({ 'where[status][equals]': 'pending' }),
        }
      : null,
    mine: mine
      ? {
          rows: (mine.docs as ApprovalRequest[]).map(rowOf),
          href: listHref({ 'where[requestedBy][equals]': String(staff.id) }),
        }
      : null,
  }
}
