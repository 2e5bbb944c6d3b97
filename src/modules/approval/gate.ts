import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type Where,
} from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import { documentTitle, menuOf } from './menu'
import { type ApprovalCollection, areaOfDocument, isLiveDocument, mayNeedApproval, needsApproval } from './policy'
import { recordRequest } from './record-request'

/**
 * The server side of 게시 승인, on every door: the admin, the CMS REST API, `/api/v1` and the Local API all run a
 * collection's operation hooks, so a rule here holds for each of them. A save by staff whose group needs approval in
 * the document's place, that would change what visitors see, is stored as a draft instead (Payload's versions: the
 * live version stays on the site) and becomes a 승인요청; unpublishing, trashing or deleting a live document there is
 * refused. An approver's decision runs with `approvalDecision` in the context and passes (decide.ts).
 */

export const approvalMessages = {
  bulk: '게시 승인이 필요한 곳의 글은 한 건씩 저장해 승인을 요청해 주세요.',
  unpublish: '게시 승인이 필요한 곳이라 게시된 글을 바로 내릴 수 없습니다. 승인권자에게 요청해 주세요.',
  remove:
    "게시 승인이 필요한 곳이라 게시된 글을 바로 삭제할 수 없습니다. 글 화면의 '삭제 요청'으로 사유를 적어 승인을 요청해 주세요.",
  restore: '게시 승인이 필요한 곳이라 게시된 글을 휴지통에서 바로 복원할 수 없습니다. 승인권자에게 요청해 주세요.',
  reorder: '게시 승인이 필요한 곳이라 노출 순서를 바로 바꿀 수 없습니다. 승인권자에게 요청해 주세요.',
  restoreVersion:
    '게시 승인이 필요한 곳이라 이전 버전을 바로 게시할 수 없습니다. 초안으로 복원한 뒤 게시해 승인을 요청해 주세요.',
} as const

/** The request context key marking a publication held for approval by the operation under way. */
const held = 'approvalHeld'
export const decisionContext = 'approvalDecision'

/** Whether the operation under way is a publication the gate holds for approval (stored as a 승인요청 draft). */
export const isHeldForApproval = (req: PayloadRequest) => Boolean(req.context?.[held])

type Current = { boardSeq?: number | null; _status?: string | null; deletedAt?: string | null }

/**
 * A refusal staff read as it is (a public message, 403). Named like Payload's own Forbidden so Payload logs it as
 * information, as it does every refused access, not as a server error with its stack.
 */
export class ApprovalRequiredError extends APIError {
  constructor(message: string) {
    super(message, 403, undefined, true)
    this.name = 'Forbidden'
  }
}

const refuse = (message: string) => new ApprovalRequiredError(message)

/** The fields the gate reads: the board that decides the place, and whether the document is live. */
const stateFields = (collection: ApprovalCollection): Record<string, true> =>
  collection === 'posts' ? { boardSeq: true, _status: true, deletedAt: true } : { _status: true }

async function currentState(req: PayloadRequest, collection: ApprovalCollection, id: number | string) {
  return (await req.payload.findByID({
    collection,
    id,
    depth: 0,
    overrideAccess: true,
    req,
    trash: true,
    disableErrors: true,
    select: stateFields(collection) as never,
  })) as Current | null
}

/** The state of every document a bulk operation selects, trashed ones included. */
async function selectedStates(req: PayloadRequest, collection: ApprovalCollection, where: Where) {
  const { docs } = await req.payload.find({
    collection,
    where,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
    trash: true,
    select: stateFields(collection) as never,
  })
  return docs as Current[]
}

const areaFor = (collection: ApprovalCollection, boardSeq: unknown) => areaOfDocument(collection, { boardSeq })

export function approvalGate(collection: ApprovalCollection) {
  const beforeOperation: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
    if (!['create', 'update', 'delete', 'restoreVersion'].includes(operation)) return args
    const user = req.user as PermissionSubject | null
    if (!user || req.context?.[decisionContext] || !mayNeedApproval(user)) return args
    // The arguments of create, update(ByID) and delete(ByID): the fields read here exist on one or another.
    const operationArgs = args as typeof args & {
      data?: Record<string, unknown>
      id?: number | string
      where?: Where
      draft?: boolean
    }
    const data = (operationArgs.data ?? {}) as Record<string, unknown>
    const gated = (boardSeq: unknown) => {
      const area = areaFor(collection, boardSeq)
      return area !== null && needsApproval(user, area)
    }

    // 이 버전 복원 (`POST /api/cms/{collection}/versions/{id}`): restoring an older version as the live one is a
    // publication like any other. Payload reads the restore's `draft` before this hook runs, so it cannot be turned
    // into a draft here: it is refused, and restoring as a draft (초안으로 복원) then 게시 makes the request.
    if (operation === 'restoreVersion') {
      if (operationArgs.draft || !operationArgs.id) return args
      const version = (await req.payload.findVersionByID({
        collection,
        id: String(operationArgs.id),
        depth: 0,
        overrideAccess: true,
        req,
        disableErrors: true,
      })) as { parent?: unknown; version?: { boardSeq?: unknown } } | null
      if (!version) return args
      const parent =
        version.parent && typeof version.parent === 'object' ? (version.parent as { id: number }).id : version.parent
      const current = parent ? await currentState(req, collection, parent as number) : null
      if (gated(current?.boardSeq) || gated(version.version?.boardSeq)) throw refuse(approvalMessages.restoreVersion)
      return args
    }

    if (operation === 'create') {
      if (data._status === 'published' && gated(data.boardSeq)) {
        data._status = 'draft'
        req.context[held] = true
        return { ...args, data, draft: true }
      }
      return args
    }

    const id = operationArgs.id
    if (operation === 'delete') {
      // One document, or every document a bulk delete selects (the trash emptied, a list's selection).
      const live = id
        ? [await currentState(req, collection, id)]
        : await selectedStates(req, collection, operationArgs.where as Where)
      if (live.some((doc) => isLiveDocument(doc) && gated(doc?.boardSeq))) throw refuse(approvalMessages.remove)
      return args
    }

    // A bulk edit (a list's selection): drafts only, since each live change needs a request of its own.
    if (!id) {
      if (!operationArgs.draft || data._status === 'published') {
        const docs = await selectedStates(req, collection, operationArgs.where as Where)
        if (docs.some((doc) => gated(doc.boardSeq ?? data.boardSeq))) throw refuse(approvalMessages.bulk)
      }
      return args
    }

    const current = await currentState(req, collection, id)
    if (!current) return args
    // A post moved to another board needs the approval of both places: the one it leaves and the one it enters.
    if (!gated(current.boardSeq) && !gated(data.boardSeq ?? current.boardSeq)) return args
    if (data.deletedAt && isLiveDocument(current)) throw refuse(approvalMessages.remove)
    // Moving a draft to the trash, or a draft out of it: not a publication. Restoring a published one puts it back on
    // the site, which is one. The admin's form sends `deletedAt: null` with every save, which restores nothing when the
    // document is not in the trash.
    const restores = data.deletedAt === null && Boolean(current.deletedAt)
    if (restores && current._status === 'published') throw refuse(approvalMessages.restore)
    if (data.deletedAt || restores) return args
    if (!operationArgs.draft && data._status === 'draft' && isLiveDocument(current))
      throw refuse(approvalMessages.unpublish)
    const publishes =
      data._status === 'published' || (!operationArgs.draft && isLiveDocument(current) && data._status !== 'draft')
    if (!publishes) return args
    data._status = 'draft'
    req.context[held] = true
    return { ...args, data, draft: true }
  }

  /**
   * Records the held publication as a pending request, or renews the pending one of the same document; a new request
   * queues the approvers' mail in the same transaction.
   */
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    if (!req.context?.[held]) return doc
    req.context[held] = false
    if (!req.user) return doc
    const title = documentTitle(doc as { id: number })
    const menu = await menuOf(req, collection, doc)
    await recordRequest(
      req,
      {
        menu,
        title,
        targetCollection: collection,
        targetId: Number(doc.id),
        boardSeq: collection === 'posts' ? (doc.boardSeq as number) : undefined,
        action: 'publish',
        language: req.locale === 'en' ? 'en' : 'ko',
      },
      (id) => `승인 요청 #${id}: ${menu} "${title}"`,
    )
    return doc
  }

  return { beforeOperation, afterChange }
}
