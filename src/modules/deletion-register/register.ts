import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  Payload,
  PayloadRequest,
  TypeWithID,
  Where,
} from 'payload'
import type { DeletionWay } from '@/collections/deletion-records/config'
import { documentTitle, menuOf } from '@/modules/approval/menu'
import { isLiveDocument } from '@/modules/approval/policy'

/**
 * 삭제 게시물 기록대장 (docs/decisions/0044-deletion-requests-and-register.md): a published post, page, banner or popup
 * taken off the site by deletion leaves a record with its place, title, reason, who did it, who approved it and a
 * snapshot of what it held. The hooks run in the operation's transaction, so a deletion that is rolled back leaves no record, on every
 * door. Drafts never reached visitors and are not recorded.
 */

type RegisteredCollection = 'posts' | 'pages' | 'banners' | 'popups'

/** What an approved deletion passes to the hooks (decide.ts): the request's reason and the two people. */
export const deletionContext = 'deletionApproval'
export type DeletionApproval = { reason: string; requestedBy: number | null; approvedBy: number; requestId: number }

type Stored = TypeWithID & { title?: unknown; boardSeq?: unknown; _status?: unknown; deletedAt?: unknown }

/** The request context key holding, per document, what visitors saw before a deletion under way. */
const liveKey = 'deletionRegisterLive'
const keyOf = (collection: string, id: number | string) => `${collection}:${id}`

function liveBefore(req: PayloadRequest, collection: string, id: number | string): Stored | undefined {
  return (req.context?.[liveKey] as Record<string, Stored> | undefined)?.[keyOf(collection, id)]
}

/** The snapshot kept: the document as stored, made plain JSON (dates as text, no functions, no cycles). */
const snapshotOf = (doc: Stored): Record<string, unknown> => JSON.parse(JSON.stringify(doc))

async function openRecord(req: PayloadRequest, collection: RegisteredCollection, id: number | string) {
  const { docs } = await req.payload.find({
    collection: 'deletion-records',
    where: {
      and: [
        { targetCollection: { equals: collection } },
        { targetId: { equals: Number(id) } },
        { restoredAt: { exists: false } },
        { purgedAt: { exists: false } },
      ],
    },
    sort: '-deletedAt',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

async function addRecord(req: PayloadRequest, collection: RegisteredCollection, doc: Stored, way: DeletionWay) {
  const approval = req.context?.[deletionContext] as DeletionApproval | undefined
  const user = req.user as { id?: number } | null
  const now = new Date().toISOString()
  await req.payload.create({
    collection: 'deletion-records',
    data: {
      menu: await menuOf(req, collection, doc),
      title: documentTitle(doc),
      targetCollection: collection,
      targetId: Number(doc.id),
      boardSeq: collection === 'posts' && typeof doc.boardSeq === 'number' ? doc.boardSeq : undefined,
      reason: approval?.reason || null,
      deletedBy: approval ? approval.requestedBy : (user?.id ?? null),
      approvedBy: approval?.approvedBy ?? null,
      approvalRequest: approval?.requestId ?? null,
      way,
      deletedAt: now,
      purgedAt: way === 'delete' ? now : null,
      snapshot: snapshotOf(doc),
    },
    overrideAccess: true,
    req,
  })
}

/**
 * Before a move to the trash or a deletion: the live document of each one it selects, read from the main table, as
 * visitors see it. The form may hold a newer draft, which Payload's update and delete hand to the later hooks; the
 * record keeps what was on the site. Only documents on the site are kept: a draft never reached visitors.
 */
export const captureLiveBeforeDeletion: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'update' && operation !== 'delete') return args
  const { id, where, data } = args as { id?: number | string; where?: Where; data?: { deletedAt?: unknown } }
  if (operation === 'update' && !data?.deletedAt) return args
  const slug = collection.slug as RegisteredCollection
  const found = id
    ? [
        await req.payload.findByID({
          collection: slug,
          id,
          depth: 0,
          trash: true,
          overrideAccess: true,
          req,
          disableErrors: true,
        }),
      ]
    : where
      ? (
          await req.payload.find({
            collection: slug,
            where,
            depth: 0,
            limit: 0,
            pagination: false,
            trash: true,
            overrideAccess: true,
            req,
          })
        ).docs
      : []
  const live = (found as (Stored | null)[]).filter(isLiveDocument) as Stored[]
  if (live.length === 0) return args
  const kept = (req.context[liveKey] as Record<string, Stored> | undefined) ?? {}
  for (const doc of live) kept[keyOf(slug, doc.id)] = doc
  req.context[liveKey] = kept
  return args
}

/** Moving a published post to the trash records it; restoring it marks its record 복원. */
export const recordTrashMoves: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req, operation }) => {
  if (operation !== 'update') return doc
  const slug = collection.slug as RegisteredCollection
  const before = previousDoc as Stored | undefined
  const after = doc as Stored
  const shown = liveBefore(req, slug, after.id)
  if (!before?.deletedAt && after.deletedAt && shown) {
    await addRecord(req, slug, shown, 'trash')
  } else if (before?.deletedAt && !after.deletedAt) {
    const record = await openRecord(req, slug, after.id)
    if (record)
      await req.payload.update({
        collection: 'deletion-records',
        id: record.id,
        data: { restoredAt: new Date().toISOString() },
        overrideAccess: true,
        req,
      })
  }
  return doc
}

/**
 * Deleting for good: a document emptied from the trash completes its record (영구 삭제일); a published one deleted
 * outright (pages have no trash) gets its record now.
 */
export const recordDeletions: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  const slug = collection.slug as RegisteredCollection
  const stored = doc as Stored
  if (stored.deletedAt) {
    const record = await openRecord(req, slug, stored.id)
    if (record)
      await req.payload.update({
        collection: 'deletion-records',
        id: record.id,
        data: { purgedAt: new Date().toISOString(), way: 'delete' },
        overrideAccess: true,
        req,
      })
    return doc
  }
  const shown = liveBefore(req, slug, stored.id)
  if (shown) await addRecord(req, slug, shown, 'delete')
  return doc
}

/** Deletes the records older than the retention period; returns how many. */
export async function purgeDeletionRecords(
  payload: Payload,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000)
  const { docs } = await payload.delete({
    collection: 'deletion-records',
    where: { deletedAt: { less_than: cutoff.toISOString() } },
    overrideAccess: true,
  })
  return docs.length
}
