import type { CollectionBeforeValidateHook } from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import { userFacingError } from '@/lib/user-facing-error'
import { needsApproval, qnaAnswerArea } from '@/modules/approval/policy'
import { lexicalPlainText } from '@/modules/boards/rich-text'

/** What staff read when the Q&A collection refuses a change (admin form, /api/cms/qna, /api/v1). */
export const qnaStaffMessages = {
  questionReadOnly:
    '방문자가 쓴 질문은 고칠 수 없습니다. 질문을 가리거나 일부를 가리려면 최고관리자에게 요청해 주세요.',
  statusByRegistration: '답변 상태는 "답변 등록"으로만 바뀝니다.',
  moderationAdminOnly: '질문 가리기는 최고관리자만 할 수 있습니다.',
  moderationReason: '질문을 가리거나 고쳐 보일 때는 사유를 입력해 주세요.',
  registeredAnswerEmpty: '등록된 답변은 비울 수 없습니다. 내용을 고쳐 저장해 주세요.',
  answerEmpty: '답변 내용을 먼저 입력하고 저장해 주세요.',
  alreadyRegistered: '이미 등록된 답변입니다. 알림 메일은 다시 보내지 않습니다.',
  registeredAnswerNeedsApproval:
    '등록된 답변은 답변 등록에 승인이 필요한 그룹에서 고칠 수 없습니다. 승인권자에게 고쳐 달라고 요청해 주세요.',
} as const

/**
 * The visitor's own words and choices: what they wrote, who they are, how to reach them, whether the post is secret
 * and what they consented to. Staff read them; only the asker (with the post's password, through the Q&A service)
 * changes them. The category is not here: it is the institute's classification of the question, and staff move a
 * question that was filed under the wrong one.
 */
export const visitorFields = ['title', 'content', 'name', 'email', 'phone', 'isSecret', 'consent'] as const

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const time = (value: unknown) => (value ? new Date(String(value)).getTime() : null)

function sameValue(field: (typeof visitorFields)[number], next: unknown, previous: unknown): boolean {
  if (field === 'isSecret') return Boolean(next) === Boolean(previous)
  if (field === 'consent') {
    const a = (next ?? {}) as { version?: unknown; agreedAt?: unknown }
    const b = (previous ?? {}) as { version?: unknown; agreedAt?: unknown }
    return text(a.version) === text(b.version) && time(a.agreedAt) === time(b.agreedAt)
  }
  return text(next) === text(previous)
}

/** The visitor fields a staff change would alter: those sent with a value other than the stored one. */
export function changedVisitorFields(data: Record<string, unknown>, stored: Record<string, unknown>): string[] {
  return visitorFields.filter((field) => field in data && !sameValue(field, data[field], stored[field]))
}

/**
 * The top role: the 최고관리자 group (auth group 1, seeded and never renumbered). Hiding or redacting a visitor's
 * words is an editorial decision about someone else's text, so it is kept above the 관리자 who answer questions.
 */
export function isQnaModerator(user: PermissionSubject | null | undefined): boolean {
  const group = user?.authGroup
  return Boolean(group && typeof group === 'object' && group.authGroupSeq === 1 && user?.accountStatus !== 'suspended')
}

type Moderation = { hidden?: boolean | null; redactedContent?: string | null; reason?: string | null }

const moderationOf = (value: unknown): Moderation => (value && typeof value === 'object' ? (value as Moderation) : {})

export function moderationChanged(next: unknown, previous: unknown): boolean {
  const a = moderationOf(next)
  const b = moderationOf(previous)
  return (
    Boolean(a.hidden) !== Boolean(b.hidden) ||
    text(a.redactedContent).trim() !== text(b.redactedContent).trim() ||
    text(a.reason).trim() !== text(b.reason).trim()
  )
}

type StoredAnswer = { answeredAt?: unknown; answeredBy?: unknown; text?: unknown; attachments?: unknown }

const attachmentIds = (value: unknown) =>
  (Array.isArray(value) ? value : [])
    .map((item) => String(item && typeof item === 'object' ? (item as { id?: unknown }).id : item))
    .join(',')

/** Whether a save changes what visitors read of the answer: its text or its files. */
function answerChanged(next: { text?: unknown; attachments?: unknown; body?: unknown }, stored: StoredAnswer): boolean {
  if ('body' in next && text(next.text).trim() !== text(stored.text).trim()) return true
  return 'attachments' in next && attachmentIds(next.attachments) !== attachmentIds(stored.attachments)
}

/**
 * The staff rules of a saved question, on every door: a change made by a signed-in account (the admin form, the
 * CMS REST API, `/api/v1` with a token) may not alter the visitor's words, may not set the answer state (only
 * 답변 등록 does, see answer.ts) and may hide or redact the question only as 최고관리자, with a reason. Writes without
 * an account are the Q&A service acting for the asker (checked by the post's password) or the system.
 * Refusals are 4xx with a Korean message, never a silent drop, so an API client learns its change was not made.
 */
export const enforceStaffRules: CollectionBeforeValidateHook = ({ data, originalDoc, operation, req }) => {
  if (!data) return data
  const answer = data.answer as { body?: unknown; text?: unknown } | undefined
  // The answer's plain text is derived from its rich text (what /api/v1 returns), never taken from the client.
  if (answer && typeof answer === 'object' && 'body' in answer) answer.text = lexicalPlainText(answer.body) || null
  if (operation !== 'update' || !req.user || !originalDoc) return data
  const changed = changedVisitorFields(data, originalDoc)
  if (changed.length) throw userFacingError(qnaStaffMessages.questionReadOnly, 403)
  if (data.status !== undefined && data.status !== originalDoc.status && !req.context.qnaRegistering)
    throw userFacingError(qnaStaffMessages.statusByRegistration, 403)
  if (answer && typeof answer === 'object') {
    const stored = (originalDoc.answer ?? {}) as StoredAnswer
    // Set by 답변 등록 only; whatever a form or client sends for them is replaced by the stored values.
    if (!req.context.qnaRegistering) {
      Object.assign(answer, { answeredAt: stored.answeredAt ?? null, answeredBy: stored.answeredBy ?? null })
    }
    if ('body' in answer && originalDoc.status === 'answered' && !answer.text)
      throw userFacingError(qnaStaffMessages.registeredAnswerEmpty, 400)
    // The public answer of a group whose answers need approval changes only through an approver: there is no draft
    // of a registered answer to hold the change in.
    if (
      originalDoc.status === 'answered' &&
      needsApproval(req.user as PermissionSubject, qnaAnswerArea) &&
      answerChanged(answer, stored)
    )
      throw userFacingError(qnaStaffMessages.registeredAnswerNeedsApproval, 403)
  }
  if ('moderation' in data && moderationChanged(data.moderation, originalDoc.moderation)) {
    if (!isQnaModerator(req.user)) throw userFacingError(qnaStaffMessages.moderationAdminOnly, 403)
    const next = moderationOf(data.moderation)
    const active = Boolean(next.hidden) || text(next.redactedContent).trim() !== ''
    if (active && !text(next.reason).trim()) throw userFacingError(qnaStaffMessages.moderationReason, 400)
    data.moderation = { ...next, moderatedAt: new Date().toISOString(), moderatedBy: req.user.id }
    req.context.qnaModerated = true
  } else if ('moderation' in data) {
    data.moderation = originalDoc.moderation
  }
  return data
}
