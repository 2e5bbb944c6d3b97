import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'
import { describeMediaUsage, findMediaUsage, formatFileSize } from '@/modules/files/media-usage'

/**
 * Every image's uses, loaded once per request: the list (or the picker drawer) renders one cell per row, and all of
 * them share this one lookup instead of querying per image.
 */
const usageForRequest = cache((payload: Payload) => findMediaUsage(payload))

/** The image list's 사용처 column: "게시글: 제목 외 2건" or "사용 안 함". */
export async function MediaUsageCell({ payload, rowData }: Partial<DefaultServerCellComponentProps>) {
  if (!payload || rowData?.id === undefined) return null
  const usage = await usageForRequest(payload)
  return <span className="media-usage-cell">{describeMediaUsage(usage.get(String(rowData.id)))}</span>
}

/** The image list's 크기 column in KB/MB instead of a bare byte count. */
export function FileSizeCell({ cellData }: Partial<DefaultServerCellComponentProps>) {
  return <span>{formatFileSize(cellData)}</span>
}
