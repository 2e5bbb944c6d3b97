import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { fromRejection } from '@/modules/api/errors'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { qnaCreateBodySchema, qnaListQuerySchema } from '@/modules/qna/api-schemas'
import { createQna, listQna } from '@/modules/qna/service'
import { qnaStatusLabel } from '@/modules/qna/status'
import { assertSearchAllowed } from '@/modules/security/search-limit'

/** `GET /api/v1/qna?pageNo=&pageSize=&searchKind=&searchText=&category=`: the public list, without personal data. */
export const GET = apiRoute(async (request) => {
  const query = qnaListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const payload = await getPayloadClient()
  if (query.searchText) await assertSearchAllowed(payload, clientIp(request.headers))
  const list = await listQna(payload, {
    page: query.pageNo,
    pageSize: query.pageSize,
    field: query.searchKind,
    q: query.searchText,
    category: query.category,
  })
  return json({
    rows: list.rows,
    pageNo: list.page,
    pageSize: list.pageSize,
    totalPages: list.totalPages,
    totalCount: list.totalDocs,
  })
})

/**
 * `POST /api/v1/qna`: a visitor writes a question (JSON or form). The site's form posts here too, so a refused
 * submission is a 400/429 with the Korean message and field `details`, and nothing is stored.
 */
export const POST = apiRoute(async (request) => {
  const fields = qnaCreateBodySchema.parse(await readBody(request))
  const result = await createQna(await getPayloadClient(), {
    fields,
    honeypot: fields.website,
    captcha: fields.altcha,
    ip: clientIp(request.headers),
  })
  if (!result.ok) throw fromRejection(result)
  return json({ id: String(result.id), status: 'waiting', statusLabel: qnaStatusLabel('waiting') }, 201)
})

/** The body only: a question's password never travels in a URL. */
async function readBody(request: Request) {
  const fields = await readFields(request)
  for (const key of new URL(request.url).searchParams.keys()) delete fields[key]
  return fields
}
