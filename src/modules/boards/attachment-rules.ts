import type { Payload } from 'payload'

export const attachmentRuleMessages = {
  notAllowed: '이 게시판은 첨부파일을 사용하지 않습니다.',
  tooMany: (max: number) => `첨부파일은 ${max}개까지 올릴 수 있습니다.`,
  tooLarge: (name: string, mb: number) => `"${name}" 파일이 너무 큽니다. 파일당 ${mb}MB까지 올릴 수 있습니다.`,
} as const

export type AttachmentLimits = { allowed: boolean; max: number; maxMb: number }

/** A board's attachment settings with the collection's defaults filled in, or null for an unknown board. */
export async function boardAttachmentLimits(payload: Payload, boardSeq: number): Promise<AttachmentLimits | null> {
  const board = (
    await payload.find({
      collection: 'boards',
      where: { boardSettingSeq: { equals: boardSeq } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  if (!board) return null
  return {
    allowed: board.allowAttachments !== false,
    max: board.maxAttachments ?? 5,
    maxMb: board.maxAttachmentMb ?? 20,
  }
}

type Ref = number | string | { id: number | string } | null | undefined

/**
 * The board's attachment settings applied to a post: on or off, how many, how large each. Returns the Korean
 * message of the first broken rule, or null.
 */
export async function attachmentRuleViolation(
  payload: Payload,
  boardSeq: unknown,
  attachments: Ref[] | null | undefined,
): Promise<string | null> {
  const ids = (attachments ?? [])
    .map((a) => (a && typeof a === 'object' ? a.id : a))
    .filter((id): id is number | string => id !== null && id !== undefined)
  if (ids.length === 0 || typeof boardSeq !== 'number') return null
  const limits = await boardAttachmentLimits(payload, boardSeq)
  if (!limits) return null
  if (!limits.allowed) return attachmentRuleMessages.notAllowed
  const max = limits.max
  if (ids.length > max) return attachmentRuleMessages.tooMany(max)
  const limitMb = limits.maxMb
  const files = await payload.find({
    collection: 'attachments',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
    select: { filesize: true, originalName: true, filename: true },
  })
  const tooLarge = files.docs.find((f) => (f.filesize ?? 0) > limitMb * 1024 * 1024)
  return tooLarge ? attachmentRuleMessages.tooLarge(tooLarge.originalName ?? tooLarge.filename ?? '', limitMb) : null
}
