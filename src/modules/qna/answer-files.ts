import 'server-only'
import type { Payload } from 'payload'
import { isRecordId } from '@/lib/record-id'
import { attachmentWithFile } from '@/modules/files/download'
import { canReadQna, type QnaViewer } from './service'

/**
 * An attachment of a registered Q&A answer, for its download door: visible exactly when the answer is. A draft's
 * files are nobody's to download, and a secret question's files need what its answer needs — staff, or the session
 * that unlocked that post with its password. Null otherwise; the download is counted like a board post's.
 */
export async function openQnaAnswerAttachment(payload: Payload, id: string, viewer: QnaViewer) {
  if (!isRecordId(id)) return null
  const owners = await payload.find({
    collection: 'qna',
    where: { and: [{ 'answer.attachments': { in: [id] } }, { status: { equals: 'answered' } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    select: { isSecret: true, passwordHash: true, createdAt: true },
  })
  const owner = owners.docs[0]
  if (!owner || !canReadQna({ ...owner, passwordHash: owner.passwordHash ?? '' }, viewer)) return null
  const updated = (await payload.db.updateOne({
    collection: 'attachments',
    id: Number(id),
    data: { downloadCount: { $inc: 1 } },
  })) as { id: number } | null
  if (!updated) return null
  return attachmentWithFile(payload, id)
}
