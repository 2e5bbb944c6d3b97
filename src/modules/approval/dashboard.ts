import type { Payload } from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import { approvalStatuses } from '@/collections/approval-requests/config'
import type { ApprovalRequest, User } from '@/payload-types'
import { pendingFor } from './decide'
import { isApprover, mayNeedApproval } from './policy'

/** How many requests the dashboard card lists. */
export const approvalPanelSize = 5

export type ApprovalPanelRow = { id: number; title: string; menu: string; at: string; status: string; href: string }

/** 게시 승인 on the admin home: what an approver has to decide, and what became of the requests of staff who ask. */
export type ApprovalPanel = {
  toDecide: { count: number; rows: ApprovalPanelRow[]; href: string } | null
  mine: { rows: ApprovalPanelRow[]; href: string } | null
}

const statusLabel = (status: string) => approvalStatuses.find((s) => s.value === status)?.label ?? status

const rowOf = (request: ApprovalRequest): ApprovalPanelRow => ({
  id: request.id,
  title: request.title,
  menu: request.menu,
  at: request.decidedAt ?? request.requestedAt,
  status: statusLabel(request.status),
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
  if (!approver && !asks) return null
  const toDecide = approver ? await pendingFor(payload, staff) : null
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
