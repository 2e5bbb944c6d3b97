import type { Payload, TaskConfig, Where } from 'payload'
import { env } from '@/lib/env'
import { formatPageDate } from '@/modules/page-info/page-info'
import { koreanMonthlyCron, previousKoreanMonth } from '@/modules/time/korea'
import type { PageReview, User } from '@/payload-types'
import { qualityManagerOf, reachable, staffName } from './reminders'

/**
 * The 품질관리자's monthly summary (전자정부 웹사이트 품질관리 지침: a named manager and regular content review): on
 * the first of each month, what the month before left behind and what it did. Pages past their review date are as of
 * the moment of sending; the other figures count the month before, in Korean time.
 */

export type QualitySummary = {
  /** `YYYY-MM` of the month summarised. */
  month: string
  overdue: { count: number; pages: { title: string; path: string; due: string; owner: string }[] }
  /** Pages whose 담당자 pressed 변경 없음 확인 in the month. */
  confirmed: number
  approvals: { pending: number; oldestPending: string | null; approved: number; rejected: number }
  personalDataConfirmed: number
  deleted: number
}

/** At most this many overdue pages are named in the mail; the rest are counted. */
const listedPages = 20

const within = (field: string, from: Date, to: Date): Where => ({
  [field]: { greater_than_equal: from.toISOString(), less_than: to.toISOString() },
})

const countOf = async (
  payload: Payload,
  collection: 'approval-requests' | 'audit-logs' | 'deletion-records' | 'page-reviews',
  where: Where,
) => (await payload.count({ collection, where, overrideAccess: true })).totalDocs

const nameOf = (user: User | undefined) => (user ? staffName(user) : '담당자 없음')

/** Gathers the summary of the Korean month before `now`. */
export async function qualitySummary(payload: Payload, now = new Date()): Promise<QualitySummary> {
  const { from, to, month } = previousKoreanMonth(now)
  const overdue = await payload.find({
    collection: 'page-reviews',
    where: { nextReviewAt: { less_than_equal: now.toISOString() } },
    sort: 'nextReviewAt',
    depth: 0,
    limit: listedPages,
    overrideAccess: true,
    select: { pageTitle: true, pagePath: true, nextReviewAt: true, owner: true },
  })
  const ownerIds = [
    ...new Set((overdue.docs as PageReview[]).map((r) => r.owner).filter((id) => typeof id === 'number')),
  ]
  const owners = ownerIds.length
    ? ((
        await payload.find({
          collection: 'users',
          where: { id: { in: ownerIds } },
          depth: 0,
          limit: ownerIds.length,
          overrideAccess: true,
          select: { userName: true, username: true, userDeptName: true },
        })
      ).docs as User[])
    : []
  const oldest = await payload.find({
    collection: 'approval-requests',
    where: { status: { equals: 'pending' } },
    sort: 'requestedAt',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { requestedAt: true },
  })
  const decided = (status: 'approved' | 'rejected') =>
    countOf(payload, 'approval-requests', { and: [{ status: { equals: status } }, within('decidedAt', from, to)] })

  return {
    month,
    overdue: {
      count: overdue.totalDocs,
      pages: (overdue.docs as PageReview[]).map((row) => ({
        title: row.pageTitle || row.pagePath || `페이지 ${row.id}`,
        path: row.pagePath ?? '',
        due: row.nextReviewAt as string,
        owner: nameOf(owners.find((u) => u.id === row.owner)),
      })),
    },
    confirmed: await countOf(payload, 'page-reviews', within('lastReviewedAt', from, to)),
    approvals: {
      pending: oldest.totalDocs,
      oldestPending: (oldest.docs[0]?.requestedAt as string | undefined) ?? null,
      approved: await decided('approved'),
      rejected: await decided('rejected'),
    },
    personalDataConfirmed: await countOf(payload, 'audit-logs', {
      and: [{ action: { equals: 'personal-data-confirm' } }, within('createdAt', from, to)],
    }),
    deleted: await countOf(payload, 'deletion-records', within('deletedAt', from, to)),
  }
}

/** The summary as a plain-text mail to the 품질관리자. */
export function qualitySummaryMail(summary: QualitySummary, to: string) {
  const [year, month] = summary.month.split('-').map(Number)
  const label = `${year}년 ${month}월`
  const { overdue, approvals } = summary
  const more = overdue.count - overdue.pages.length
  return {
    to,
    subject: `[녹색기후기술원] ${label} 콘텐츠 품질 요약`,
    text: [
      `${label} 누리집 콘텐츠 관리 현황입니다.`,
      '',
      '■ 콘텐츠 정비',
      `- 검토 기한이 지난 페이지: ${overdue.count}개 (보낸 날 기준)`,
      ...overdue.pages.map((p) => `  · ${p.title} (/${p.path}): 기한 ${formatPageDate(p.due, 'ko')}, 담당 ${p.owner}`),
      ...(more > 0 ? [`  · 그 밖에 ${more}개`] : []),
      `- ${label}에 변경 없음 확인: ${summary.confirmed}개`,
      '',
      '■ 게시 승인',
      `- 승인 대기: ${approvals.pending}건${approvals.oldestPending ? ` (가장 오래된 요청 ${formatPageDate(approvals.oldestPending, 'ko')})` : ''}`,
      `- ${label}에 승인 ${approvals.approved}건, 반려 ${approvals.rejected}건`,
      '',
      '■ 개인정보',
      `- ${label}에 개인정보 확인 후 게시: ${summary.personalDataConfirmed}건`,
      '',
      '■ 삭제 게시물',
      `- ${label}에 삭제: ${summary.deleted}건 (삭제 게시물 기록대장)`,
      '',
      `관리자 화면: ${env.siteUrl}/admin`,
    ].join('\n'),
  }
}

/** Mails the summary of the month before to the 품질관리자; false when none is named or reachable. */
export async function sendQualitySummary(payload: Payload, now = new Date()): Promise<boolean> {
  const manager = await qualityManagerOf(payload)
  if (!reachable(manager)) return false
  await payload.sendEmail(qualitySummaryMail(await qualitySummary(payload, now), manager.email))
  return true
}

/** On the first of each month at 09:00 Korean time. */
export const qualitySummaryTask: TaskConfig<{ input: Record<string, never>; output: { sent: boolean } }> = {
  slug: 'quality-summary',
  label: '콘텐츠 품질 월간 요약 메일',
  schedule: [{ cron: koreanMonthlyCron(1, 9, 0), queue: 'nightly' }],
  retries: 2,
  handler: async ({ req }) => {
    const sent = await sendQualitySummary(req.payload)
    req.payload.logger.info({ sent }, 'quality summary')
    return { output: { sent } }
  },
}
