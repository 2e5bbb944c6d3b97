import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json } from '@/modules/api/route'
import { listBoards } from '@/modules/content-api/posts'

/** `GET /api/v1/boards`: every board's public settings. */
export const GET = apiRoute(async () => json(await listBoards(await getPayloadClient())))
