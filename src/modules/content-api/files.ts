import 'server-only'
import type { Payload } from 'payload'
import { notFound } from '@/modules/api/errors'
import { findDownloadableAttachment, openAttachmentForDownload } from '@/modules/boards/view'
import { attachmentDownloadResponse } from '@/modules/files/download'
import { downloadUrl } from './posts'

const fileNotFound = '파일을 찾을 수 없습니다.'

/** Metadata of a file a visitor may download (attached to a visible post); counts nothing. */
export async function fileInfo(payload: Payload, id: number) {
  const found = await findDownloadableAttachment(payload, String(id))
  if (!found) throw notFound(fileNotFound)
  const { attachment, post } = found
  return {
    id: Number(attachment.id),
    name: attachment.originalName ?? attachment.filename ?? '첨부파일',
    size: attachment.filesize ?? 0,
    mimeType: attachment.mimeType ?? '',
    downloadCount: attachment.downloadCount ?? 0,
    downloadUrl: downloadUrl(attachment.id),
    postId: Number(post.id),
    boardSeq: post.boardSeq,
  }
}

/** The file itself, counted, under its original name: the same rules as `/api/files/{id}/download`. */
export async function downloadFile(payload: Payload, id: number): Promise<Response> {
  const attachment = await openAttachmentForDownload(payload, String(id))
  const response = attachment ? await attachmentDownloadResponse(attachment) : null
  if (!response) throw notFound(fileNotFound)
  return response
}
