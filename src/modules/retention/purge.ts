import type { Payload } from 'payload'
import { purgeRatingStamps } from '@/modules/page-rating/purge-stamps'

export type PurgeCounts = { qnaDeleted: number; subscribersDeleted: number }

/**
 * Deletes what we promised not to keep: Q&A posts (with the asker's name, e-mail, phone and IP hash) older than
 * the retention period, and newsletter sign-ups never confirmed before their link expired.
 */
export async function purgeExpiredPersonalData(
  payload: Payload,
  options: { retentionDays: number; now?: Date },
): Promise<PurgeCounts> {
  const now = options.now ?? new Date()
  const cutoff = new Date(now.getTime() - options.retentionDays * 24 * 60 * 60 * 1000)
  const qna = await payload.delete({
    collection: 'qna',
    where: { createdAt: { less_than: cutoff.toISOString() } },
    overrideAccess: true,
  })
  const subscribers = await payload.delete({
    collection: 'subscribers',
    where: {
      and: [{ status: { equals: 'pending' } }, { confirmExpiresAt: { less_than: now.toISOString() } }],
    },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'captcha-solutions',
    where: { expiresAt: { less_than: now.toISOString() } },
    overrideAccess: true,
  })
  // 만족도 평가's day stamps mean nothing after their day (docs/decisions/0021-page-ratings.md).
  await purgeRatingStamps(payload, now)
  return { qnaDeleted: qna.docs.length, subscribersDeleted: subscribers.docs.length }
}
