import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { verifyCaptcha } from '@/modules/captcha/altcha'
import { countRateLimit, hitRateLimit } from '@/modules/security/rate-limit'

const minute = 60 * 1000
const day = 24 * 60 * minute

/**
 * Per address: 10 checks a minute and 100 a day (CERTIFICATE_CHECKS_PER_MINUTE, the day ten times it); after 3 misses
 * in a day, each check needs the captcha.
 */
export const verifyLimits = {
  perMinute: { limit: env.CERTIFICATE_CHECKS_PER_MINUTE, windowMs: minute },
  perDay: { limit: env.CERTIFICATE_CHECKS_PER_MINUTE * 10, windowMs: day },
  missesBeforeCaptcha: 3,
  missWindowMs: day,
} as const

/**
 * Every answer, hit or miss, takes at least this long, so the time an answer takes says nothing about which field
 * matched. Far above a lookup by an indexed column and far below what a person notices.
 */
export const verifyAnswerFloorMs = 120

export type GuardRefusal =
  | { ok: false; status: 429; code: 'TOO_MANY_REQUESTS'; retryAfterSeconds: number }
  | { ok: false; status: 400; code: 'CAPTCHA_REQUIRED'; message: string }

/** Counts one check for `ip` and says whether it may run (and whether the captcha it sent is needed and good). */
export async function guardVerification(
  payload: Payload,
  ip: string,
  captcha: unknown,
): Promise<{ ok: true } | GuardRefusal> {
  for (const [scope, limit] of [
    ['certificate-verify-minute', verifyLimits.perMinute],
    ['certificate-verify-day', verifyLimits.perDay],
  ] as const) {
    const counted = await hitRateLimit({ payload, scope, key: ip, ...limit })
    if (!counted.allowed)
      return { ok: false, status: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: counted.retryAfterSeconds }
  }
  const misses = await countRateLimit({
    payload,
    scope: 'certificate-miss',
    key: ip,
    windowMs: verifyLimits.missWindowMs,
  })
  if (misses < verifyLimits.missesBeforeCaptcha) return { ok: true }
  const solved = await verifyCaptcha(payload, captcha)
  return solved.ok ? { ok: true } : { ok: false, status: 400, code: 'CAPTCHA_REQUIRED', message: solved.message }
}

/**
 * Whether `ip` has already used up a limit, read without counting: checked before a file upload is read, so an
 * address over its limit cannot make the server parse 20 MB bodies. Seconds until the fullest window ends, or null.
 */
export async function verifyLimitReached(payload: Payload, ip: string, now = Date.now()): Promise<number | null> {
  for (const [scope, { limit, windowMs }] of [
    ['certificate-verify-minute', verifyLimits.perMinute],
    ['certificate-verify-day', verifyLimits.perDay],
  ] as const) {
    const hits = await countRateLimit({ payload, scope, key: ip, windowMs, now })
    if (hits >= limit) return Math.max(1, Math.ceil((Math.floor(now / windowMs) * windowMs + windowMs - now) / 1000))
  }
  return null
}

/** Counts a miss towards the captcha. */
export async function countMiss(payload: Payload, ip: string): Promise<void> {
  await hitRateLimit({
    payload,
    scope: 'certificate-miss',
    key: ip,
    limit: Number.MAX_SAFE_INTEGER,
    windowMs: verifyLimits.missWindowMs,
  })
}

/** Resolves with `work`'s result no sooner than `floorMs` after it started. */
export async function atLeast<T>(floorMs: number, work: Promise<T>): Promise<T> {
  const started = Date.now()
  const result = await work
  const left = floorMs - (Date.now() - started)
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  return result
}
