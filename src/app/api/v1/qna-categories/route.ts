import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json } from '@/modules/api/route'
import { listQnaCategories } from '@/modules/qna/service'

/** `GET /api/v1/qna-categories`: the categories a visitor can choose, in the order staff set. */
export const GET = apiRoute(async () => json({ categories: await listQnaCategories(await getPayloadClient()) }))
