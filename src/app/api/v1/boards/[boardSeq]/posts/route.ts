import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { apiRoute, json } from '@/modules/api/route'
import { boardListTags } from '@/modules/cache/content-tags'
import { cacheTagsHeader } from '@/modules/cache/page-tags'
import { createPost, listPosts } from '@/modules/content-api/posts'
import { boardSeqParamSchema, createPostSchema, listPostsQuerySchema } from '@/modules/content-api/schemas'
import { readJsonBody, staffFor } from '@/modules/content-api/staff'
import { assertSearchAllowed } from '@/modules/security/search-limit'

type Params = { boardSeq: string }

/** `GET /api/v1/boards/{boardSeq}/posts?pageNo=&pageSize=&searchKind=&searchText=&category=` (public) */
export const GET = apiRoute<Params>(async (request, { params }) => {
  const boardSeq = boardSeqParamSchema.parse((await params).boardSeq)
  const query = listPostsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const payload = await getPayloadClient()
  if (query.searchText) await assertSearchAllowed(payload, clientIp(request.headers))
  // Tagged for the page cache in front (server.mjs), which may keep an anonymous visitor's list until the board changes.
  return json(await listPosts(payload, boardSeq, query), 200, { [cacheTagsHeader]: boardListTags(boardSeq).join(',') })
})

/** `POST /api/v1/boards/{boardSeq}/posts` (JSON body), boards:write on this board. */
export const POST = apiRoute<Params>(async (request, { params }) => {
  const boardSeq = boardSeqParamSchema.parse((await params).boardSeq)
  const payload = await getPayloadClient()
  const user = await staffFor(payload, request, 'boards', 'write', { boardSeq })
  const input = createPostSchema.parse(await readJsonBody(request))
  return json(await createPost(payload, user, boardSeq, input), 201)
})
