import {
  commitTransaction,
  type Endpoint,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type Where,
} from 'payload'
import { can, type PermissionSubject } from '@/access/permissions'
import { recordAudit } from '@/modules/audit/audit-log'
import type { User } from '@/payload-types'

/**
 * 인사이동: when staff move, what they looked after goes to their successor in one step: the pages they review
 * (콘텐츠 정비 담당자), the boards they look after (게시판 담당자) and their 게시 승인 requests still waiting, so the
 * decision's mail reaches someone who is still there, with the final approvals of 2단계 승인 waiting for them. Only staff who manage accounts do it; one audit entry names
 * both accounts and the counts.
 */

export type HandOverCounts = { pages: number; boards: number; requests: number }

export const handOverMessages = {
  forbidden: '담당 업무를 넘길 권한이 없습니다.',
  badId: '잘못된 계정 번호입니다.',
  missingFrom: '넘겨줄 계정을 찾을 수 없습니다.',
  chooseTo: '넘겨받을 계정을 고르세요.',
  sameAccount: '같은 계정에는 넘길 수 없습니다.',
  inactiveTo: '넘겨받을 계정이 정상 상태가 아닙니다.',
  nothing: '넘길 담당 업무가 없습니다.',
} as const

export class HandOverRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    message: string,
  ) {
    super(message)
  }
}

const pendingWhere = (field: 'requestedBy' | 'finalApprover', fromId: number): Where => ({
  and: [{ [field]: { equals: fromId } }, { status: { equals: 'pending' } }],
})

const whereOf = (fromId: number): Record<keyof HandOverCounts, Where> => ({
  pages: { owner: { equals: fromId } },
  boards: { owner: { equals: fromId } },
  // Waiting requests they made, and those waiting for them as the final approver of 2단계 승인.
  requests: { or: [pendingWhere('requestedBy', fromId), pendingWhere('finalApprover', fromId)] },
})

/** What `fromId` looks after now. */
export async function handOverCounts(payload: Payload, fromId: number, req?: PayloadRequest): Promise<HandOverCounts> {
  const where = whereOf(fromId)
  const count = async (collection: 'page-reviews' | 'boards' | 'approval-requests', w: Where) =>
    (await payload.count({ collection, where: w, overrideAccess: true, req })).totalDocs
  return {
    pages: await count('page-reviews', where.pages),
    boards: await count('boards', where.boards),
    requests: await count('approval-requests', where.requests),
  }
}

const findAccount = (req: PayloadRequest, id: number) =>
  req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  }) as Promise<User | null>

const nameOf = (user: User) => `${user.userName ?? user.username} (${user.username})`

/** Hands everything `fromId` looks after to `toId`; resolves with what moved. */
export async function handOver(req: PayloadRequest, fromId: number, toId: unknown): Promise<HandOverCounts> {
  const actor = req.user as (PermissionSubject & { id: number }) | null
  if (!actor || !can(actor, 'accounts', 'write')) throw new HandOverRefused(403, handOverMessages.forbidden)
  const from = await findAccount(req, fromId)
  if (!from) throw new HandOverRefused(404, handOverMessages.missingFrom)
  const to = typeof toId === 'number' && Number.isInteger(toId) && toId > 0 ? await findAccount(req, toId) : null
  if (!to) throw new HandOverRefused(400, handOverMessages.chooseTo)
  if (to.id === from.id) throw new HandOverRefused(400, handOverMessages.sameAccount)
  if (to.accountStatus !== 'active') throw new HandOverRefused(400, handOverMessages.inactiveTo)

  // All or nothing: a half-done hand-over would leave the 담당자 of some pages gone with the person.
  const began = await initTransaction(req)
  try {
    const counts = await handOverCounts(req.payload, from.id, req)
    if (counts.pages + counts.boards + counts.requests === 0) throw new HandOverRefused(400, handOverMessages.nothing)
    const where = whereOf(from.id)
    // Through the collections' own hooks: each page's 담당자 change is logged as any other, and board settings drop
    // their cached copies.
    const moves = [
      { collection: 'page-reviews', where: where.pages, data: { owner: to.id } },
      { collection: 'boards', where: where.boards, data: { owner: to.id } },
      { collection: 'approval-requests', where: pendingWhere('requestedBy', from.id), data: { requestedBy: to.id } },
      {
        collection: 'approval-requests',
        where: pendingWhere('finalApprover', from.id),
        data: { finalApprover: to.id },
      },
    ] as const
    for (const { collection, where: selected, data } of moves)
      await req.payload.update({ collection, where: selected, data, overrideAccess: true, depth: 0, req })
    await recordAudit(
      req.payload,
      {
        action: 'account-change',
        actor,
        targetCollection: 'users',
        targetId: from.id,
        summary: `담당 업무 넘기기: ${nameOf(from)} → ${nameOf(to)} (페이지 ${counts.pages}개, 게시판 ${counts.boards}개, 승인 요청 ${counts.requests}건)`,
      },
      req,
    )
    if (began) await commitTransaction(req)
    return counts
  } catch (error) {
    if (began) await killTransaction(req)
    throw error
  }
}

/** `POST /api/cms/users/{id}/hand-over` with `{ to }`: the account screen's 담당 업무 넘기기. */
export const handOverEndpoint: Endpoint = {
  path: '/:id/hand-over',
  method: 'post',
  handler: async (req) => {
    // Who may ask first: nobody else learns which accounts exist.
    if (!can(req.user as PermissionSubject | null, 'accounts', 'write'))
      return Response.json({ message: handOverMessages.forbidden }, { status: 403 })
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return Response.json({ message: handOverMessages.badId }, { status: 400 })
    const body = (await req.json?.().catch(() => null)) as { to?: unknown } | null
    try {
      const moved = await handOver(req, id, body?.to)
      return Response.json({
        message: `넘겼습니다: 페이지 ${moved.pages}개, 게시판 ${moved.boards}개, 승인 요청 ${moved.requests}건.`,
        moved,
      })
    } catch (error) {
      if (error instanceof HandOverRefused) return Response.json({ message: error.message }, { status: error.status })
      throw error
    }
  },
}
