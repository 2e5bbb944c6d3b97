import { NextResponse } from 'next/server'
import { isStaffRequest } from '@/components/boards/staff'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { readCookie } from '@/modules/auth/authenticate'
import { openAttachmentForDownload } from '@/modules/boards/view'
import { attachmentDownloadResponse } from '@/modules/files/download'
import { openQnaAnswerAttachment } from '@/modules/qna/answer-files'
import { decodeUnlocks, unlockCookieName } from '@/modules/qna/unlock-cookie'

const missing = () => NextResponse.json({ error: 'not_found', message: '파일을 찾을 수 없습니다.' }, { status: 404 })

/**
 * Downloads an attachment of a visible post, or of a registered Q&A answer its reader may see, under its original
 * name, counting the download.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const payload = await getPayloadClient()
  const isStaff = await isStaffRequest()
  const attachment =
    (await openAttachmentForDownload(payload, id, { isStaff })) ??
    (await openQnaAnswerAttachment(payload, id, {
      isStaff,
      // From the request itself, as the other Q&A routes read it (not `cookies()`, which needs Next's request scope).
      unlocks: decodeUnlocks(env.payloadSecret, readCookie(request.headers, unlockCookieName)),
    }))
  if (!attachment) return missing()
  return (await attachmentDownloadResponse(attachment)) ?? missing()
}
