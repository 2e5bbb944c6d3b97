import type { PayloadRequest } from 'payload'
import type { ApprovalRequest } from '@/payload-types'

/**
 * The pending request of one kind for a document, if any: a document has at most one waiting publication and one
 * waiting deletion, each renewed by a later save or request instead of doubled.
 */
export async function pendingRequestOf(
  req: PayloadRequest,
  collection: ApprovalRequest['targetCollection'],
  id: number | string,
  action: ApprovalRequest['action'],
): Promise<ApprovalRequest | null> {
  const { docs } = await req.payload.find({
    collection: 'approval-requests',
    where: {
      and: [
        { targetCollection: { equals: collection } },
        { targetId: { equals: Number(id) } },
        { action: { equals: action } },
        { status: { equals: 'pending' } },
      ],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return (docs[0] as ApprovalRequest | undefined) ?? null
}
