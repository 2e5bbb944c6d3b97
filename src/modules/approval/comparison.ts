import type { PayloadRequest } from 'payload'
import type { ApprovalCollection } from './policy'

/**
 * Where an approver reads what a 게시 request changes: Payload's comparison of the document's newest version (what
 * waits) with its live one (its newest published version), both named in the address (`versionFrom`), so the diff is
 * live against proposed and not against whichever draft came before. Without a published version (a document never
 * published, or one that had no versions before its collection kept them), the comparison of the newest version with
 * the one before it; without any version, the versions list.
 */
export async function comparisonUrl(req: PayloadRequest, collection: ApprovalCollection, id: number): Promise<string> {
  const base = `/admin/collections/${collection}/${id}/versions`
  const newestOf = async (published: boolean) => {
    const { docs } = await req.payload.findVersions({
      collection,
      where: published
        ? { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] }
        : { parent: { equals: id } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return docs[0]?.id
  }
  const [proposed, live] = await Promise.all([newestOf(false), newestOf(true)])
  if (!proposed) return base
  return live && String(live) !== String(proposed) ? `${base}/${proposed}?versionFrom=${live}` : `${base}/${proposed}`
}
