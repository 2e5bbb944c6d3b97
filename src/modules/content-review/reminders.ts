import type { Payload, TaskConfig } from 'payload'
import { env } from '@/lib/env'
import { formatPageDate } from '@/modules/page-info/page-info'
import { koreanDailyCron } from '@/modules/time/korea'
import type { PageReview, User } from '@/payload-types'

/**
 * 콘텐츠 정비 reminders: once a page is past its 다음 검토일, its 담당자 is mailed once for that date (the row keeps the
 * date it reminded for), not every morning after. A new date, after 변경 없음 확인 or a publication, is reminded of
 * anew when it comes. Rows without a 담당자, or whose account is not active or has no address, are left to the admin
 * home's card.
 */

type Message = { to: string; subject: string; text: string }

/** The mail a 담당자 gets for a page past its review date. */
export function reminderNotice(review: PageReview, to: string): Message {
  const title = review.pageTitle || review.pagePath || `페이지 ${review.id}`
  return {
    to,
    subject: `[녹색기후기술원] 페이지 검토 기한이 지났습니다: ${title}`,
    text: [
      '담당하신 페이지의 검토 기한이 지났습니다.',
      '',
      `페이지: ${title} (${env.siteUrl}/${review.pagePath ?? ''})`,
      `검토 기한: ${formatPageDate(review.nextReviewAt as string, 'ko')}`,
      `검토 주기: ${review.cycleMonths}개월`,
      '',
      '내용을 살펴보고 고칠 곳이 있으면 고쳐 게시하고, 바꿀 내용이 없으면 "변경 없음 확인"을 눌러 주세요.',
      `${env.siteUrl}/admin/collections/page-reviews/${review.id}`,
    ].join('\n'),
  }
}

const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id?: number }).id : (value as number | null | undefined)

/** Mails each 담당자 of a page past its date that was not yet reminded for that date; returns how many were mailed. */
export async function sendReviewReminders(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'page-reviews',
    where: { and: [{ nextReviewAt: { less_than_equal: now.toISOString() } }, { owner: { exists: true } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  let sent = 0
  for (const review of docs as PageReview[]) {
    if (!review.nextReviewAt || review.remindedFor === review.nextReviewAt) continue
    const ownerId = idOf(review.owner)
    const owner = ownerId
      ? ((await payload.findByID({
          collection: 'users',
          id: ownerId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })) as User | null)
      : null
    if (owner?.email && owner.accountStatus === 'active') {
      await payload.sendEmail(reminderNotice(review, owner.email))
      sent += 1
    }
    // Noted either way: an inactive 담당자 is not asked about again each morning.
    await payload.update({
      collection: 'page-reviews',
      id: review.id,
      data: { remindedFor: review.nextReviewAt },
      overrideAccess: true,
    })
  }
  return sent
}

/** Each morning at 09:00 Korean time, when staff read their mail. */
export const reviewReminderTask: TaskConfig<{ input: Record<string, never>; output: { sent: number } }> = {
  slug: 'page-review-reminders',
  label: '콘텐츠 정비 검토 알림 메일',
  schedule: [{ cron: koreanDailyCron(9, 0), queue: 'nightly' }],
  retries: 2,
  handler: async ({ req }) => {
    const sent = await sendReviewReminders(req.payload)
    req.payload.logger.info({ sent }, 'page review reminders')
    return { output: { sent } }
  },
}
