import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { NextResponse } from 'next/server'
import { isStaffRequest } from '@/components/boards/staff'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { openAttachmentForDownload } from '@/modules/boards/view'
import { contentDisposition } from '@/modules/files/document-types'

/** Downloads an attachment of a visible post under its original name, counting the download. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const payload = await getPayloadClient()
  const attachment = await openAttachmentForDownload(payload, id, { isStaff: await isStaffRequest() })
  if (!attachment?.filename) {
    return NextResponse.json({ error: 'not_found', message: '파일을 찾을 수 없습니다.' }, { status: 404 })
  }
  const directory = path.join(env.dataDir, 'attachments')
  const file = path.join(directory, path.basename(attachment.filename))
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) {
    return NextResponse.json({ error: 'not_found', message: '파일을 찾을 수 없습니다.' }, { status: 404 })
  }
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      'Content-Type': attachment.mimeType ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      'Content-Disposition': contentDisposition(attachment.originalName ?? attachment.filename),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}
