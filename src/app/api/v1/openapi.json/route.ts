import { buildOpenApiDocument } from '@/modules/api/openapi'
import { operations } from '@/modules/api/operations'

export const dynamic = 'force-static'

const document = buildOpenApiDocument(operations, {
  title: '녹색기후기술원 API',
  version: '1.0.0',
  description:
    '공개 콘텐츠 읽기는 토큰 없이, 쓰기와 관리 기능은 `Authorization: Bearer <accessToken>` 으로 호출합니다. ' +
    '오류는 언제나 `{ "error": { "code", "message", "details"? } }` 형태이며 message 는 기본 한국어, ' +
    '`Accept-Language: en` 이면 영어입니다.',
  // Relative, so the document works on whatever address the site is served from.
  serverUrl: '/',
})

/** The OpenAPI 3.1 document of /api/v1, /api/auth and the health endpoints, generated from the zod schemas. */
export function GET() {
  return Response.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
