import { apiRoute, json } from '@/modules/api/route'
import { providers } from '@/modules/auth/auth-handler'

/** `GET /api/auth/providers` → the credentials provider. */
export const GET = apiRoute(async () => json(providers()))
