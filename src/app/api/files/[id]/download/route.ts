import { NextResponse } from 'next/server'
import { isStaffRequest } from '@/components/boards/staff'
import { getPayloadClient } from '@/lib/payload'
import { openAttachmentForDownload } from '@/modules/boards/view'
import { attachmentDownloadResponse } from '@/modules/files/download'

const missing = () => NextResponse.json({ error: 'not_found', message: '파일을 찾을 수 없습니다.' }, { status: 404 })

/** Downloads an attachment of a visible post under its original name, counting the download. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const payload = await getPayloadClient()
  const attachment = await openAttachmentForDownload(payload, id, { isStaff: await isStaffRequest() })
  if (!attachment) return missing()
  return (await attachmentDownloadResponse(attachment)) ?? missing()
}
