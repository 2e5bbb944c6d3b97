import { decideRoute } from '@/modules/approval/routes'

/** `POST /api/v1/approvals/{id}/approve` with an optional `{ reason }`: publishes the requested version. */
export const POST = decideRoute('approve')
