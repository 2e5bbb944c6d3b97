import type { UIFieldServerComponent } from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import { isApprovalCollection, isApprover, mayNeedApproval } from '@/modules/approval/policy'
import { ApprovalWaitingNotice } from './approval-waiting-notice'

/**
 * The sidebar's "승인 대기 중" box of a post, page, banner or popup (approval-waiting-notice.tsx), for staff whose group
 * needs 게시 승인 somewhere and for approvers: nobody else has requests to see.
 */
export const ApprovalWaitingField: UIFieldServerComponent = ({ collectionSlug, req }) => {
  const user = req.user as unknown as PermissionSubject | null
  if (!user || !isApprovalCollection(collectionSlug) || !(mayNeedApproval(user) || isApprover(user))) return null
  return <ApprovalWaitingNotice collection={collectionSlug} />
}
