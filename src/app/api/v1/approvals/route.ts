import { listApprovals } from '@/modules/approval/routes'

/** `GET /api/v1/approvals`: pending 게시 승인 requests the caller may decide. */
export const GET = listApprovals
