import type { CollectionAfterOperationHook, Payload, PayloadRequest } from 'payload'
import { type AuditEntry, recordAudit } from './audit-log'
import { targetLabel } from './target-labels'

type View = {
  actor: AuditEntry['actor']
  collection: string
  /** The record opened, or the records a list showed. */
  ids: (number | string)[]
  single: boolean
  ip?: string
  /** Where the read came from, when not the admin (e.g. 'API'). */
  via?: string
}

const listedIds = 50

/**
 * 개인정보보호법 asks for a record of who looked at personal data: one audit entry per staff read of inquiries or
 * subscribers, naming the record opened or the records a list showed. Audit entries are never purged, so the log
 * covers well over the year the law asks for.
 */
export async function recordPersonalDataView(payload: Payload, view: View, req?: Partial<PayloadRequest>) {
  if (view.ids.length === 0) return
  const via = view.via ? ` (${view.via})` : ''
  // The collection as the admin menu names it (구독자, 현장 Q&A), not its slug.
  const name = targetLabel(payload.config, view.collection)
  const summary = view.single
    ? `${name} #${view.ids[0]} 조회${via}`
    : `${name} 목록 조회 ${view.ids.length}건${via}: ${view.ids.slice(0, listedIds).join(', ')}${view.ids.length > listedIds ? ' …' : ''}`
  await recordAudit(
    payload,
    {
      action: 'personal-data-view',
      actor: view.actor,
      ip: view.ip,
      targetCollection: view.collection,
      targetId: view.single ? view.ids[0] : undefined,
      summary,
    },
    req,
  )
}

/**
 * The admin's and Payload REST's reads, as a collection hook. Reads made by the site's own code (no user) are not
 * staff views.
 */
export const logPersonalDataViews: CollectionAfterOperationHook = async ({ operation, result, req, collection }) => {
  if (!req?.user || (operation !== 'find' && operation !== 'findByID')) return result
  const single = operation === 'findByID'
  const ids = single
    ? [(result as { id?: number | string } | null)?.id].filter((id): id is number | string => id !== undefined)
    : ((result as { docs?: { id: number | string }[] } | null)?.docs ?? []).map((d) => d.id)
  await recordPersonalDataView(
    req.payload,
    { actor: req.user as AuditEntry['actor'], collection: collection.slug, ids, single },
    req,
  )
  return result
}
