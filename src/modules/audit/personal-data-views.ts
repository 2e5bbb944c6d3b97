import type { CollectionAfterOperationHook } from 'payload'
import { recordAudit } from './audit-log'

type Actor = { id?: number | string; username?: string | null }

/**
 * 개인정보보호법 asks for a record of who looked at personal data. Every read of an inquiry or a subscriber by a
 * signed-in staff member (the admin's list and edit screens, the REST API) leaves one audit entry: the record's id
 * for a single record, the ids shown for a list. Reads made by the site's own code (no user) are not staff views.
 * Audit entries are never purged, so the log covers well over the year the law asks for.
 */
export const logPersonalDataViews: CollectionAfterOperationHook = async ({ operation, result, req, collection }) => {
  if (!req?.user || (operation !== 'find' && operation !== 'findByID')) return result
  const actor = req.user as Actor
  if (operation === 'findByID') {
    const id = (result as { id?: number | string } | null)?.id
    if (id !== undefined) {
      await recordAudit(
        req.payload,
        {
          action: 'personal-data-view',
          actor,
          targetCollection: collection.slug,
          targetId: id,
          summary: `${collection.slug} #${id} 조회`,
        },
        req,
      )
    }
    return result
  }
  const docs = ((result as { docs?: { id: number | string }[] } | null)?.docs ?? []).map((d) => d.id)
  if (docs.length === 0) return result
  const shown = docs.slice(0, 50).join(', ')
  await recordAudit(
    req.payload,
    {
      action: 'personal-data-view',
      actor,
      targetCollection: collection.slug,
      summary: `${collection.slug} 목록 조회 ${docs.length}건: ${shown}${docs.length > 50 ? ' …' : ''}`,
    },
    req,
  )
  return result
}
