/**
 * 콘텐츠 정비 dates (전자정부 웹사이트 품질관리 지침: content is reviewed on a schedule). Pure, so the hooks, the
 * dashboard and the tests share one rule.
 */

/** Review cycles staff choose from, in months; the default suits pages that describe the institute's services. */
export const reviewCycles = [1, 3, 6, 12] as const
export const defaultReviewCycleMonths = 6

/**
 * `months` after `from`, on the same day of the month, or the month's last day when it has no such day (a page
 * confirmed on 31 August is due on 28 or 29 February with a six-month cycle). Computed in Korea's calendar days.
 */
export function addMonths(from: Date, months: number): Date {
  const kst = new Date(from.getTime() + 9 * 3_600_000)
  const year = kst.getUTCFullYear()
  const month = kst.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(kst.getUTCDate(), lastDay)
  const due = Date.UTC(year, month, day, kst.getUTCHours(), kst.getUTCMinutes(), kst.getUTCSeconds())
  return new Date(due - 9 * 3_600_000)
}

const latest = (...dates: (string | null | undefined)[]): Date | null => {
  const times = dates.filter((d): d is string => Boolean(d)).map((d) => Date.parse(d))
  const valid = times.filter((t) => Number.isFinite(t))
  return valid.length ? new Date(Math.max(...valid)) : null
}

/**
 * When a page is next due for review: its cycle after the later of its last publication and its last 변경 없음 확인
 * (publishing a change is a review too), or null for a page never published (nothing to review on the site).
 */
export function nextReviewAt(
  { publishedAt, lastReviewedAt }: { publishedAt?: string | null; lastReviewedAt?: string | null },
  cycleMonths: number,
): string | null {
  const base = latest(publishedAt, lastReviewedAt)
  return base ? addMonths(base, cycleMonths).toISOString() : null
}

/** Whether a review is past its date at `now`. */
export const isOverdue = (due: string | null | undefined, now = new Date()) =>
  Boolean(due) && Date.parse(due as string) <= now.getTime()
