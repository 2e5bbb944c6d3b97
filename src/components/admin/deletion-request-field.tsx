import type { UIFieldServerComponent } from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import { pendingRequestOf } from '@/modules/approval/pending'
import {
  type ApprovalCollection,
  areaOfDocument,
  isApprovalCollection,
  isLiveDocument,
  mayDeleteIn,
  mayNeedApproval,
  needsApproval,
} from '@/modules/approval/policy'
import { DeletionRequestForm } from './deletion-request-form'

type Live = { _status?: string | null; deletedAt?: string | null; boardSeq?: number | null }

/**
 * 삭제 요청 in the sidebar of a post or page, for staff whose group needs approval there: a published document cannot
 * be deleted by them directly (the approval gate refuses), so they ask with a reason. Shows the pending request
 * instead once there is one. Nothing for anyone else, or for drafts, which they delete as usual.
 */
export const DeletionRequestField: UIFieldServerComponent = async ({ collectionSlug, id, req }) => {
  const user = req.user as unknown as (PermissionSubject & { id: number }) | null
  // Most staff never need approval: nothing to read for them on each form refresh.
  if (!id || !user || !isApprovalCollection(collectionSlug) || !mayNeedApproval(user)) return null
  const collection: ApprovalCollection = collectionSlug
  // The main table holds what visitors see; the form may show a newer draft.
  const live = (await req.payload.findByID({
    collection,
    id,
    depth: 0,
    draft: false,
    trash: true,
    overrideAccess: true,
    req,
    disableErrors: true,
    select: (collection === 'posts' ? { _status: true, deletedAt: true, boardSeq: true } : { _status: true }) as never,
  })) as Live | null
  if (!live || !isLiveDocument(live)) return null
  const area = areaOfDocument(collection, live)
  if (!area || !needsApproval(user, area)) return null
  if (!mayDeleteIn(user, area)) return null
  const pending = await pendingRequestOf(req, collection, id, 'delete')
  return (
    <DeletionRequestForm
      collection={collection}
      id={Number(id)}
      pending={pending ? { id: Number(pending.id), reason: pending.requestNote ?? '' } : null}
    />
  )
}
