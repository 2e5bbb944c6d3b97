import 'server-only'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { z } from 'zod'
import { env } from '@/lib/env'
import { rawDbOf, rawExec, rawRows } from '@/lib/raw-sql'
import { inWriteTurn } from '@/lib/sqlite-write-lock'
import { hitRateLimit } from '@/modules/security/rate-limit'
import { dayStamp, endOfKoreanDay } from './day-stamp'
import { ratingCommentMaxLength } from './levels'
import { ratingMessages } from './messages'

/** Answers per visitor address in `windowMs`: far above what one person rating pages does, low enough for scripts. */
export const ratingRateLimit = { limit: 20, windowMs: 10 * 60 * 1000 } as const

// Control characters other than line breaks and tabs have no place in a plain-text comment.
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const ratingSchema = z.object({
  page: z.coerce
    .number({ error: ratingMessages.pageInvalid })
    .int({ error: ratingMessages.pageInvalid })
    .positive({ error: ratingMessages.pageInvalid }),
  locale: z.enum(['ko', 'en'], { error: ratingMessages.localeInvalid }),
  level: z.coerce
    .number({ error: ratingMessages.levelRequired })
    .int({ error: ratingMessages.levelRequired })
    .min(1, { error: ratingMessages.levelRequired })
    .max(5, { error: ratingMessages.levelRequired }),
  comment: z
    .preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: ratingMessages.commentInvalid }))
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .refine((v) => !controlCharacters.test(v), { error: ratingMessages.commentInvalid })
    .refine((v) => [...v].length <= ratingCommentMaxLength, { error: ratingMessages.commentTooLong }),
})

/** Where the answer was given: the page's site path and the locale it was read in. */
export type RatedPage = { id: number; path: string; locale: 'ko' | 'en' }

export type RatingOutcome =
  | { ok: true; page: RatedPage; message: string }
  | {
      ok: false
      status: 400 | 404 | 409 | 429
      code: string
      message: string
      /** Set when the page is known, so a form post can be sent back to it. */
      page?: RatedPage
      details?: { path: string; message: string }[]
      retryAfterSeconds?: number
    }

/**
 * Stores one 만족도 평가 answer: the page, locale, level and comment, never who answered. One answer per visitor
 * address per page per Korean day, enforced by the unique day stamp (so ten simultaneous clicks store one row), and
 * answers per address are rate-limited like the site's other public forms.
 */
export async function submitPageRating(
  payload: Payload,
  request: { fields: Record<string, unknown>; ip: string; now?: Date },
): Promise<RatingOutcome> {
  const now = request.now ?? new Date()
  const limit = await hitRateLimit({ payload, scope: 'page-rating', key: request.ip, ...ratingRateLimit })
  if (!limit.allowed) {
    return {
      ok: false,
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: ratingMessages.tooMany,
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  }
  const parsed = ratingSchema.safeParse(request.fields)
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    return { ok: false, status: 400, code: 'INVALID_INPUT', message: details[0]?.message ?? '', details }
  }
  const { page: pageId, locale, level, comment } = parsed.data
  const found = await payload.find({
    collection: 'pages',
    where: { id: { equals: pageId }, _status: { equals: 'published' } },
    select: { path: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const path = found.docs[0]?.path
  if (!path) return { ok: false, status: 404, code: 'NOT_FOUND', message: ratingMessages.pageUnknown }
  const page: RatedPage = { id: pageId, path, locale }

  const stamp = dayStamp(env.payloadSecret, now, request.ip, pageId)
  if (!(await claimStamp(payload, stamp, endOfKoreanDay(now), now))) {
    return { ok: false, status: 409, code: 'ALREADY_RATED', message: ratingMessages.duplicate, page }
  }
  try {
    await payload.create({
      collection: 'page-ratings',
      overrideAccess: true,
      data: { page: pageId, path, locale, level, comment: comment || undefined },
    })
  } catch (error) {
    // The answer was not kept, so the visitor may try again today.
    await releaseStamp(payload, stamp)
    throw error
  }
  return { ok: true, page, message: ratingMessages.thanks }
}

/** Inserts the day stamp; false when it was already there (an earlier answer, or a concurrent twin of this one). */
async function claimStamp(payload: Payload, stamp: string, expiresAt: Date, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const query = sql`
    INSERT INTO page_rating_stamps (stamp, expires_at, updated_at, created_at)
    VALUES (${stamp}, ${expiresAt.toISOString()}, ${at}, ${at})
    ON CONFLICT (stamp) DO NOTHING
    RETURNING id`
  const rows = await inWriteTurn(payload, () => rawRows(rawDbOf(payload), query))
  return rows.length > 0
}

async function releaseStamp(payload: Payload, stamp: string): Promise<void> {
  const query = sql`DELETE FROM page_rating_stamps WHERE stamp = ${stamp}`
  await inWriteTurn(payload, () => rawExec(rawDbOf(payload), query))
}
