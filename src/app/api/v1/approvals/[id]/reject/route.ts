import { decideRoute } from '@/modules/approval/routes'

/** `POST /api/v1/approvals/{id}/reject` with `{ reason }`: the draft stays, the live version is unchanged. */
export const POST = decideRoute('reject')
