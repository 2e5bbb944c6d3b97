import type { UIField } from 'payload'
import { can, isActive, type PermissionSubject } from '@/access/permissions'

/**
 * 게시 승인 (docs/decisions/0043-publishing-approval.md): which saves of which staff wait for an approver. A group
 * names the places where its members' publishing needs approval (boards by number, pages) and whether its members
 * approve. Groups are data, so an administrator changes the policy without a release.
 */

/** What a group says about approval; the `approval` group field of an auth group. */
export type ApprovalSettings = {
  /** Members decide requests (승인권자). */
  approver?: boolean | null
  /** Publishing a page needs approval. */
  pages?: boolean | null
  /** Publishing a main banner (메인 배너) needs approval. */
  banners?: boolean | null
  /** Publishing a popup needs approval. */
  popups?: boolean | null
  /** The boards on which publishing needs approval. */
  boardSeqs?: number[] | null
  /** Sending a newsletter issue to the subscribers needs approval. */
  newsletterSends?: boolean | null
  /** Registering an answer to a visitor's 현장 Q&A question needs approval. */
  qnaAnswers?: boolean | null
  /** Requests need a second, final approval by the group's 그룹장 (담당 → 부서장). */
  twoStep?: boolean | null
}

/**
 * A place that can need approval: a board, the content pages, the home page's banners or popups, sending newsletter
 * issues, or answering Q&A.
 */
export type ApprovalArea =
  | { kind: 'board'; boardSeq: number }
  | { kind: 'pages' }
  | { kind: 'banners' }
  | { kind: 'popups' }
  | { kind: 'newsletter-send' }
  | { kind: 'qna-answer' }

export const newsletterSendArea: ApprovalArea = { kind: 'newsletter-send' }
export const qnaAnswerArea: ApprovalArea = { kind: 'qna-answer' }

/** The collections whose publishing passes through approval, and the permission area of each. */
export const approvalCollections = { posts: 'boards', pages: 'pages', banners: 'banners', popups: 'popups' } as const
export type ApprovalCollection = keyof typeof approvalCollections

/** The collections that are one place each (every document in the same area), unlike posts, placed by their board. */
export type WholeAreaCollection = Exclude<ApprovalCollection, 'posts'>
const wholeAreaKinds = ['pages', 'banners', 'popups'] as const satisfies readonly WholeAreaCollection[]
const isWholeArea = (slug: string): slug is WholeAreaCollection => (wholeAreaKinds as readonly string[]).includes(slug)

export const isApprovalCollection = (slug: string): slug is ApprovalCollection => slug in approvalCollections

const settingsOf = (user: PermissionSubject | null | undefined): ApprovalSettings | null => {
  const group = user?.authGroup
  if (!group || typeof group !== 'object') return null
  return ((group as { approval?: ApprovalSettings | null }).approval ?? null) || null
}

/** Whether the user's group has any place needing approval: the quick test before anything is read. */
export function mayNeedApproval(user: PermissionSubject | null | undefined): boolean {
  const settings = settingsOf(user)
  return Boolean(
    settings &&
      (settings.pages ||
        settings.banners ||
        settings.popups ||
        settings.newsletterSends ||
        settings.qnaAnswers ||
        (settings.boardSeqs ?? []).length > 0),
  )
}

/** Whether the requests of the user's group need two approvals (담당 → 부서장). */
export const needsTwoSteps = (user: PermissionSubject | null | undefined): boolean => Boolean(settingsOf(user)?.twoStep)

/** Whether the user's group decides requests (승인권자). */
export const isApprover = (user: PermissionSubject | null | undefined): boolean =>
  isActive(user) && Boolean(settingsOf(user)?.approver)

/** Whether publishing in `area` by `user` waits for an approver. */
export function needsApproval(user: PermissionSubject | null | undefined, area: ApprovalArea): boolean {
  const settings = settingsOf(user)
  if (!settings) return false
  if (area.kind === 'pages' || area.kind === 'banners' || area.kind === 'popups') return Boolean(settings[area.kind])
  if (area.kind === 'newsletter-send') return Boolean(settings.newsletterSends)
  if (area.kind === 'qna-answer') return Boolean(settings.qnaAnswers)
  return (settings.boardSeqs ?? []).includes(area.boardSeq)
}

/**
 * Whether `user` may decide a request in `area`: a member of an approving group who may also write there (an
 * approver limited to some boards decides only for those), and never on their own request.
 */
export function mayDecide(
  user: (PermissionSubject & { id?: number | string }) | null | undefined,
  area: ApprovalArea,
  requesterId: number | string | null | undefined,
): boolean {
  if (!isApprover(user)) return false
  if (requesterId !== undefined && requesterId !== null && String(requesterId) === String(user?.id)) return false
  if (needsApproval(user, area)) return false
  return mayWriteIn(user, area)
}

/**
 * The permission that acting in `area` needs: writing pages, banners or popups, sending newsletters, answering Q&A, or
 * the board.
 */
function mayWriteIn(user: PermissionSubject | null | undefined, area: ApprovalArea): boolean {
  if (area.kind === 'pages' || area.kind === 'banners' || area.kind === 'popups') return can(user, area.kind, 'write')
  if (area.kind === 'newsletter-send') return can(user, 'newsletters', 'write')
  if (area.kind === 'qna-answer') return can(user, 'qna', 'write')
  return can(user, 'boards', 'write', { boardSeq: area.boardSeq })
}

/** The area of a document of an approval collection. */
export function areaOfDocument(collection: ApprovalCollection, doc: { boardSeq?: unknown }): ApprovalArea | null {
  if (isWholeArea(collection)) return { kind: collection }
  return typeof doc.boardSeq === 'number' ? { kind: 'board', boardSeq: doc.boardSeq } : null
}

/**
 * The "승인 대기 중" box in the sidebar of a post, page, banner or popup (src/components/admin/approval-waiting-field.tsx):
 * a 게시 held for approval says so, where the admin's toast only says the save succeeded.
 */
export const approvalWaitingUiField = {
  name: 'approvalWaiting',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/components/admin/approval-waiting-field#ApprovalWaitingField' },
  },
} as const satisfies UIField

/**
 * The 삭제 요청 box in the sidebar of a post or page (src/components/admin/deletion-request-field.tsx): shown only to
 * staff whose deletion of that published document needs approval.
 */
export const deletionRequestUiField = {
  name: 'deletionRequest',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/components/admin/deletion-request-field#DeletionRequestField' },
  },
} as const satisfies UIField

/** Whether visitors see the document: published and not in the trash (read from the main table, not a draft). */
export const isLiveDocument = (doc: { _status?: unknown; deletedAt?: unknown } | null | undefined): boolean =>
  doc?._status === 'published' && !doc.deletedAt

/** Whether `user` may delete in `area` at all (with or without approval): the delete permission of the place. */
export const mayDeleteIn = (user: PermissionSubject | null | undefined, area: ApprovalArea): boolean =>
  area.kind === 'pages' || area.kind === 'banners' || area.kind === 'popups'
    ? can(user, area.kind, 'delete')
    : area.kind === 'board' && can(user, 'boards', 'delete', { boardSeq: area.boardSeq })
