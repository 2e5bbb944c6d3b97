import type { Payload, TaskConfig } from 'payload'
import { env } from '@/lib/env'
import { formatPageDate } from '@/modules/page-info/page-info'
import { koreanDailyCron } from '@/modules/time/korea'
import type { AuthGroup, PageReview, User } from '@/payload-types'

/**
 * 콘텐츠 정비 reminders: once a page is past its 다음 검토일, its 담당자 is mailed once for that date (the row keeps the
 * date it reminded for), not every morning after. Fourteen days on, the lead of the 담당자's group hears of it once,
 * or the 품질관리자 of site settings when there is no lead, no 담당자, or the 담당자 left. A new date, after 변경 없음
 * 확인 or a publication, is reminded of anew when it comes.
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

/** How long past its date a page waits before its 담당자's group lead hears of it. */
export const escalationDays = 14
const dayMs = 24 * 60 * 60 * 1000

/** A staff member as mail names them: 이름 (부서). */
export const staffName = (user: Pick<User, 'userName' | 'username' | 'userDeptName'>) =>
  `${user.userName ?? user.username}${user.userDeptName ? ` (${user.userDeptName})` : ''}`

/** The mail the group's lead (or the 품질관리자) gets for a page left 14 days past its review date. */
export function escalationNotice(review: PageReview, to: string, owner: User | null): Message {
  const title = review.pageTitle || review.pagePath || `페이지 ${review.id}`
  const ownerName = owner ? staffName(owner) : '지정되지 않음'
  return {
    to,
    subject: `[녹색기후기술원] 검토 기한이 ${escalationDays}일 지난 페이지: ${title}`,
    text: [
      `검토 기한이 ${escalationDays}일 넘게 지난 페이지가 있어 알려 드립니다.`,
      '',
      `페이지: ${title} (${env.siteUrl}/${review.pagePath ?? ''})`,
      `검토 기한: ${formatPageDate(review.nextReviewAt as string, 'ko')}`,
      `담당자: ${ownerName}`,
      '',
      '담당자에게 확인을 부탁하시거나, 담당자가 바뀌었으면 콘텐츠 정비 화면에서 담당자를 바꿔 주세요.',
      `${env.siteUrl}/admin/collections/page-reviews/${review.id}`,
    ].join('\n'),
  }
}

const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id?: number }).id : (value as number | null | undefined)

const accountById = async (payload: Payload, id: number | null | undefined): Promise<User | null> =>
  id
    ? ((await payload.findByID({
        collection: 'users',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })) as User | null)
    : null

/** An account mail can go to: active, with an address. */
export const reachable = (user: User | null): user is User & { email: string } =>
  Boolean(user?.email && user.accountStatus === 'active')

/** The 품질관리자 named in site settings, or null. */
export async function qualityManagerOf(payload: Payload): Promise<User | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return accountById(payload, idOf(settings.qualityManager))
}

/**
 * Who hears of a page left 14 days past its date: the lead of its 담당자's group, or the 품질관리자 when the group
 * has none (or the page has no 담당자, or the lead is the 담당자 already mailed). Null when nobody can be reached.
 */
async function escalationRecipient(payload: Payload, owner: User | null): Promise<(User & { email: string }) | null> {
  const groupId = idOf(owner?.authGroup)
  if (groupId) {
    const group = (await payload.findByID({
      collection: 'auth-groups',
      id: groupId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })) as AuthGroup | null
    const lead = await accountById(payload, idOf(group?.lead))
    if (reachable(lead) && lead.id !== owner?.id) return lead
  }
  const manager = await qualityManagerOf(payload)
  return reachable(manager) && manager.id !== owner?.id ? manager : null
}

/**
 * Each page past its date: its 담당자 is mailed once for that date; 14 days on, the group's lead (or the
 * 품질관리자) is mailed once too. Returns how many mails went out.
 */
export async function sendReviewReminders(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'page-reviews',
    where: { nextReviewAt: { less_than_equal: now.toISOString() } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  let sent = 0
  for (const review of docs as PageReview[]) {
    if (!review.nextReviewAt) continue
    const remind = Boolean(review.owner) && review.remindedFor !== review.nextReviewAt
    const escalate =
      now.getTime() - Date.parse(review.nextReviewAt) >= escalationDays * dayMs &&
      review.escalatedFor !== review.nextReviewAt
    if (!remind && !escalate) continue
    const owner = await accountById(payload, idOf(review.owner))
    const noted: Partial<PageReview> = {}
    if (remind) {
      if (reachable(owner)) {
        await payload.sendEmail(reminderNotice(review, owner.email))
        sent += 1
      }
      // Noted either way: an inactive 담당자 is not asked about again each morning.
      noted.remindedFor = review.nextReviewAt
    }
    if (escalate) {
      const recipient = await escalationRecipient(payload, owner)
      if (recipient) {
        await payload.sendEmail(escalationNotice(review, recipient.email, owner))
        sent += 1
      }
      noted.escalatedFor = review.nextReviewAt
    }
    await payload.update({ collection: 'page-reviews', id: review.id, data: noted, overrideAccess: true })
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
