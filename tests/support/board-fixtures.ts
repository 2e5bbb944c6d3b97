import type { Payload } from 'payload'
import { lexicalFromParagraphs } from '@/modules/boards/rich-text'

let clock = Date.parse('2026-01-01T00:00:00Z')

/** Creates a published post; each call is one minute later than the previous one unless a date is given. */
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
