import { createApprovalRequest, listApprovals } from '@/modules/approval/routes'

/** `GET /api/v1/approvals`: pending 게시 승인 requests the caller may decide. */
export const GET = listApprovals

/** `POST /api/v1/approvals`: a 삭제 요청 where the caller's publishing needs approval. */
export const POST = createApprovalRequest
