import type { DefaultServerCellComponentProps } from 'payload'
import { stageLabel } from '@/modules/approval/steps'
import type { ApprovalRequest } from '@/payload-types'

/** 상태 of a 게시 승인 request in the list: with 2단계 승인, which approval it waits for. */
export function ApprovalStatusCell({ rowData }: Partial<DefaultServerCellComponentProps>) {
  const request = rowData as Pick<ApprovalRequest, 'status' | 'twoStep' | 'firstApprovedBy'> | undefined
  if (!request?.status) return null
  return <span>{stageLabel(request)}</span>
}
