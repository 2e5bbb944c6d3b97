import type { Payload } from 'payload'
import { lexicalFromParagraphs } from '@/modules/boards/rich-text'

let clock = Date.parse('2026-01-01T00:00:00Z')

/**
 * The board setting numbered `boardSeq`, created as a plain board when a test database has none yet: every save of a
 * post is checked against the boards (src/modules/boards/post-rules.ts), the server's own writes included.
 */
export async function ensureBoard(payload: Payload, boardSeq: number) {
  const where = { boardSettingSeq: { equals: boardSeq } }
  const { totalDocs } = await payload.count({ collection: 'boards', where, overrideAccess: true })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'boards',
    overrideAccess: true,
    data: {
      boardSettingSeq: boardSeq,
      name: `시험 게시판 ${boardSeq}`,
      type: 'notice',
      secretPosts: 'off',
      pageSize: 10,
    },
  })
}

/**
 * Creates a published post; each call is one minute later than the previous one unless a date is given. Its board
 * is created first when missing (a plain board without categories).
 */
export async function createPost(
  payload: Payload,
  data: {
    boardSeq: number
    title: string
    body?: string
    isNotice?: boolean
    publishedAt?: string
    draft?: boolean
  } & Record<string, unknown>,
) {
  clock += 60_000
  const { body, draft, ...rest } = data
  await ensureBoard(payload, data.boardSeq)
  return payload.create({
    collection: 'posts',
    overrideAccess: true,
    draft: Boolean(draft),
    data: {
      publishedAt: new Date(clock).toISOString(),
      content: lexicalFromParagraphs([body ?? `${data.title} 본문입니다.`]),
      _status: draft ? 'draft' : 'published',
      ...rest,
    },
  })
}
