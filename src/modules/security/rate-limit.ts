import 'server-only'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { rawDbOf, rawExec, rawRows } from '@/lib/raw-sql'
import { inWriteTurn } from '@/lib/sqlite-write-lock'

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

type RateLimitInput = {
  /** What is being limited, e.g. 'signin' or 'qna-password'. */
  scope: string
  /** Who or what it is counted for, e.g. an IP address or `${ip}:${postId}`. */
  key: string
  limit: number
  windowMs: number
  /** Passed in, not looked up: the config's own hooks use the limiter, and looking it up would import the config. */
  payload: Payload
  now?: number
}

/**
 * Counts one attempt in a fixed window and says whether it is still within the limit.
 * The count is one atomic upsert in the shared database, so concurrent requests and several
 * server processes cannot slip past the limit between a read and a write.
 */
export async function hitRateLimit(input: RateLimitInput): Promise<RateLimitResult> {
  const { payload } = input
  const now = input.now ?? Date.now()
  const windowStart = Math.floor(now / input.windowMs) * input.windowMs
  const windowEnd = windowStart + input.windowMs
  const counterKey = `${input.scope}:${input.key}:${windowStart}`
  const hits = await incrementCounter(
    payload,
    counterKey,
    new Date(windowEnd).toISOString(),
    new Date(now).toISOString(),
  )
  // Expired rows are cleared now and then instead of by a separate job.
  if (Math.random() < 0.01) await deleteExpired(payload, new Date(now).toISOString())
  return {
    allowed: hits <= input.limit,
    remaining: Math.max(0, input.limit - hits),
    retryAfterSeconds: hits <= input.limit ? 0 : Math.ceil((windowEnd - now) / 1000),
  }
}

/**
 * How many attempts `key` has made in the current window, without counting one: for rules that change once some
 * attempts have failed (진위확인 asks for the captcha after three misses), counted with `hitRateLimit` on the misses.
 */
export async function countRateLimit(input: Omit<RateLimitInput, 'limit'>): Promise<number> {
  const now = input.now ?? Date.now()
  const windowStart = Math.floor(now / input.windowMs) * input.windowMs
  const query = sql`SELECT hits FROM rate_limits WHERE key = ${`${input.scope}:${input.key}:${windowStart}`}`
  const rows = await rawRows(rawDbOf(input.payload), query)
  return Number(rows[0]?.hits ?? 0)
}

async function incrementCounter(payload: Payload, key: string, expiresAt: string, now: string): Promise<number> {
  const query = sql`
    INSERT INTO rate_limits (key, hits, expires_at, updated_at, created_at)
    VALUES (${key}, 1, ${expiresAt}, ${now}, ${now})
    ON CONFLICT (key) DO UPDATE SET hits = rate_limits.hits + 1, updated_at = ${now}
    RETURNING hits`
  const rows = await inWriteTurn(payload, () => rawRows(rawDbOf(payload), query))
  return Number(rows[0]?.hits ?? Number.POSITIVE_INFINITY)
}

async function deleteExpired(payload: Payload, now: string) {
  const query = sql`DELETE FROM rate_limits WHERE expires_at < ${now}`
  await inWriteTurn(payload, () => rawExec(rawDbOf(payload), query))
}
