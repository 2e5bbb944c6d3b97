import { type CollectionAfterChangeHook, type CollectionBeforeValidateHook, ValidationError } from 'payload'
import { recordAudit } from '@/modules/audit/audit-log'
import { attachmentRuleMessages, boardAttachmentLimits } from '@/modules/boards/attachment-rules'

/** The Q&A board's settings (board setting 3), the same ones that limit files of board posts. */
export const qnaBoardSeq = 3

/**
 * An answer's files follow the Q&A board's limits, how many and how large each (the file types are the attachments
 * collection's own check, as for posts). The board's on/off switch is not applied: it is about visitors' files on
 * the question form, and the seeded Q&A board has it off, while staff answers carry files by design.
 */
export const answerAttachmentRule: CollectionBeforeValidateHook = async ({ data, req }) => {
  const attachments = (data?.answer as { attachments?: unknown } | undefined)?.attachments
  if (!Array.isArray(attachments) || attachments.length === 0) return data
  const ids = attachments.map((a) => (a && typeof a === 'object' ? (a as { id: unknown }).id : a))
  const limits = (await boardAttachmentLimits(req.payload, qnaBoardSeq)) ?? { max: 5, maxMb: 20 }
  let message: string | null = ids.length > limits.max ? attachmentRuleMessages.tooMany(limits.max) : null
  if (!message) {
    const files = await req.payload.find({
      collection: 'attachments',
      where: { id: { in: ids } },
      limit: ids.length,
      depth: 0,
      overrideAccess: true,
      select: { filesize: true, originalName: true, filename: true },
    })
    const tooLarge = files.docs.find((f) => (f.filesize ?? 0) > limits.maxMb * 1024 * 1024)
    if (tooLarge)
      message = attachmentRuleMessages.tooLarge(tooLarge.originalName ?? tooLarge.filename ?? '', limits.maxMb)
  }
  if (message)
    throw new ValidationError({ collection: 'qna', errors: [{ message, path: 'answer.attachments' }] }, req.t)
  return data
}

type Moderation = { hidden?: boolean | null; redactedContent?: string | null; reason?: string | null }

/** Hiding or redacting a visitor's question is logged with its reason (the original text stays in the row). */
export const auditModeration: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (!req.context.qnaModerated || !req.user) return doc
  const moderation = (doc.moderation ?? {}) as Moderation
  const what = moderation.hidden
    ? '질문 가림'
    : moderation.redactedContent?.trim()
      ? '질문 일부 가림'
      : '질문 가림 해제'
  await recordAudit(
    req.payload,
    {
      action: 'update',
      actor: req.user as never,
      targetCollection: 'qna',
      targetId: doc.id,
      summary: `현장 Q&A #${doc.id} ${what} — 사유: ${moderation.reason?.trim() || '(없음)'}`,
    },
    req,
  )
  return doc
}
