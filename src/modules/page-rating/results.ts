import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { rawDbOf, rawRows } from '@/lib/raw-sql'

export type LevelCounts = Record<1 | 2 | 3 | 4 | 5, number>
export type RecentComment = { id: number; level: number; comment: string; locale: string; createdAt: string }

/** The results of one page for staff: how many answered, the average level (1–5), each level's count, recent comments. */
export type PageRatingResult = {
  path: string
  answers: number
  average: number
  levels: LevelCounts
  recentComments: RecentComment[]
}

const emptyLevels = (): LevelCounts => ({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 })

/**
 * Every rated page's results, the most answered first. Counted by the database per (page, level), so the summary
 * stays one small query however many answers there are; the latest `commentsPerPage` comments of each page follow.
 */
export async function pageRatingResults(
  payload: Payload,
  options: { commentsPerPage?: number; recentCommentRows?: number } = {},
): Promise<PageRatingResult[]> {
  const counts = await rawRows(
    rawDbOf(payload),
    sql`SELECT path, "level" AS level, COUNT(*) AS answers FROM page_ratings GROUP BY path, "level"`,
  )
  const byPath = new Map<string, PageRatingResult>()
  for (const row of counts) {
    const path = String(row.path)
    const level = Number(row.level) as keyof LevelCounts
    const answers = Number(row.answers)
    const result = byPath.get(path) ?? { path, answers: 0, average: 0, levels: emptyLevels(), recentComments: [] }
    if (level in result.levels) result.levels[level] += answers
    result.answers += answers
    result.average += level * answers
    byPath.set(path, result)
  }
  for (const result of byPath.values()) result.average = result.answers ? result.average / result.answers : 0

  const commentsPerPage = options.commentsPerPage ?? 3
  const recent = await payload.find({
    collection: 'page-ratings',
    where: { comment: { exists: true } },
    sort: '-createdAt',
    limit: options.recentCommentRows ?? 200,
    depth: 0,
    overrideAccess: true,
    select: { path: true, level: true, comment: true, locale: true, createdAt: true },
  })
  for (const doc of recent.docs) {
    const result = byPath.get(doc.path)
    if (!result || !doc.comment || result.recentComments.length >= commentsPerPage) continue
    result.recentComments.push({
      id: doc.id,
      level: doc.level,
      comment: doc.comment,
      locale: doc.locale,
      createdAt: doc.createdAt,
    })
  }
  return [...byPath.values()].sort((a, b) => b.answers - a.answers || a.path.localeCompare(b.path))
}
