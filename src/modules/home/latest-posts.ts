import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { newestFirst } from '@/modules/boards/post-order'
import { listedPostsWhere } from '@/modules/visibility/post-visibility'

/** Board settings (spec §9) and where their posts are read. */
export const boardViewPath: Record<number, string> = {
  1: '/media/media01',
  4: '/media/media03',
  5: '/performance/performance01',
  6: '/performance/performance02',
  7: '/performance/performance03',
  8: '/media/media04',
}

export type LatestPost = {
  id: string | number
  title: string
  href: string
  publishedAt: string | null
  isNotice: boolean
  boardSeq: number
}

type PostDoc = {
  id: string | number
  title?: string
  publishedAt?: string | null
  isNotice?: boolean | null
  boardSeq?: number
}

/** Posts live in another feature's `posts` collection; until it exists the home page simply shows none. */
export function hasPosts(payload: Payload): boolean {
  return Boolean((payload.collections as Record<string, unknown>).posts)
}

/** The newest posts of the given boards that a visitor sees listed (secret ones by their title, as in a board list). */
export async function latestPosts(boardSeqs: number[], limit: number, locale: Locale): Promise<LatestPost[]> {
  const payload = await getPayloadClient()
  if (!hasPosts(payload)) return []
  const where: Where = { and: [{ boardSeq: { in: boardSeqs } }, listedPostsWhere(new Date())] }
  try {
    const result = await (payload.find as unknown as (args: Record<string, unknown>) => Promise<{ docs: PostDoc[] }>)({
      collection: 'posts',
      where,
      sort: newestFirst,
      limit,
      // The newest few: no total to count.
      pagination: false,
      depth: 0,
      locale,
      select: { title: true, publishedAt: true, isNotice: true, boardSeq: true },
      overrideAccess: true,
    })
    return result.docs.map((doc) => ({
      id: doc.id,
      title: doc.title ?? '',
      publishedAt: doc.publishedAt ?? null,
      isNotice: Boolean(doc.isNotice),
      boardSeq: doc.boardSeq ?? boardSeqs[0] ?? 1,
      href: localizedPath(locale, `${boardViewPath[doc.boardSeq ?? 1] ?? '/media/media01'}/view/${doc.id}`),
    }))
  } catch (error) {
    // The home page must render even if the boards feature is mid-migration; the failure is logged.
    payload.logger.error({ err: error }, 'latest posts could not be read')
    return []
  }
}
