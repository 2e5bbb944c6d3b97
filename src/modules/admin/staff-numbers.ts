import type { Payload } from 'payload'
import { can, type PermissionSubject } from '@/access/permissions'
import { pageRatingResults } from '@/modules/page-rating/results'

/**
 * The staff's own numbers on the admin home: how fast questions are answered and which wait longest, which content
 * pages nobody has touched for a year, and what visitors answered in 만족도 평가. Each part is `null` when the user's
 * group may not read its area, so the dashboard leaves it out.
 */

const day = 24 * 60 * 60 * 1000
export const answerWindowDays = 90
export const staleAfterDays = 365
const admin = '/admin/collections'

export type WaitingQuestion = {
  id: number | string
  title: string
  createdAt: string
  waitingDays: number
  href: string
}
export type QnaNumbers = {
  /** Mean hours from question to answer over the answers of the last 90 days; `null` without any. */
  averageAnswerHours: number | null
  answeredCount: number
  longestWaiting: WaitingQuestion[]
}
export type StalePage = { id: number | string; title: string; path: string; updatedAt: string; href: string }
export type StalePages = { count: number; pages: StalePage[]; href: string }
export type RatingSummary = {
  answers: number
  average: number
  /** The rated pages with the lowest average first: where visitors are least satisfied. */
  lowest: { path: string; answers: number; average: number }[]
  href: string
}
export type StaffNumbers = { qna: QnaNumbers | null; stalePages: StalePages | null; ratings: RatingSummary | null }

async function qnaNumbers(payload: Payload, now: Date): Promise<QnaNumbers> {
  const since = new Date(now.getTime() - answerWindowDays * day).toISOString()
  const [answered, waiting] = await Promise.all([
    payload.find({
      collection: 'qna',
      where: { 'answer.answeredAt': { greater_than_equal: since } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { createdAt: true, answer: { answeredAt: true } },
    }),
    payload.find({
      collection: 'qna',
      where: { status: { equals: 'waiting' } },
      sort: 'createdAt',
      limit: 5,
      depth: 0,
      overrideAccess: true,
      select: { title: true, createdAt: true },
    }),
  ])
  const durations = answered.docs
    .map((q) => Date.parse(q.answer?.answeredAt ?? '') - Date.parse(q.createdAt))
    .filter((ms) => Number.isFinite(ms) && ms >= 0)
  const averageAnswerHours = durations.length
    ? durations.reduce((sum, ms) => sum + ms, 0) / durations.length / (60 * 60 * 1000)
    : null
  return {
    averageAnswerHours,
    answeredCount: durations.length,
    longestWaiting: waiting.docs.map((q) => ({
      id: q.id,
      title: q.title,
      createdAt: q.createdAt,
      waitingDays: Math.max(0, Math.floor((now.getTime() - Date.parse(q.createdAt)) / day)),
      href: `${admin}/qna/${q.id}`,
    })),
  }
}

async function stalePages(payload: Payload, now: Date): Promise<StalePages> {
  const before = new Date(now.getTime() - staleAfterDays * day).toISOString()
  const where = { updatedAt: { less_than: before } }
  const { docs, totalDocs } = await payload.find({
    collection: 'pages',
    where,
    sort: 'updatedAt',
    limit: 5,
    depth: 0,
    locale: 'ko',
    overrideAccess: true,
    select: { title: true, path: true, updatedAt: true },
  })
  return {
    count: totalDocs,
    pages: docs.map((p) => ({
      id: p.id,
      title: p.title,
      path: p.path,
      updatedAt: p.updatedAt,
      href: `${admin}/pages/${p.id}`,
    })),
    href: `${admin}/pages?${new URLSearchParams({ 'where[updatedAt][less_than]': before, sort: 'updatedAt' })}`,
  }
}

async function ratingSummary(payload: Payload): Promise<RatingSummary | null> {
  const results = await pageRatingResults(payload, { commentsPerPage: 0, recentCommentRows: 1 })
  const answers = results.reduce((sum, r) => sum + r.answers, 0)
  if (answers === 0) return null
  const average = results.reduce((sum, r) => sum + r.average * r.answers, 0) / answers
  const lowest = [...results]
    .sort((a, b) => a.average - b.average || b.answers - a.answers)
    .slice(0, 3)
    .map((r) => ({ path: r.path, answers: r.answers, average: r.average }))
  return { answers, average, lowest, href: `${admin}/page-ratings` }
}

export async function staffNumbers(
  payload: Payload,
  user: PermissionSubject | null,
  now: Date = new Date(),
): Promise<StaffNumbers> {
  const pages = can(user, 'pages', 'read')
  const [qna, stale, ratings] = await Promise.all([
    can(user, 'qna', 'read') ? qnaNumbers(payload, now) : null,
    pages ? stalePages(payload, now) : null,
    pages ? ratingSummary(payload) : null,
  ])
  return { qna, stalePages: stale, ratings }
}
