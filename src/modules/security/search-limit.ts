import 'server-only'
import { headers } from 'next/headers'
import type { Payload } from 'payload'
import { clientIp } from '@/lib/client-ip'
import { env } from '@/lib/env'
import { ApiError } from '@/modules/api/errors'
import { hitRateLimit } from './rate-limit'

/**
 * Searches per visitor address (SEARCH_LIMIT_PER_MINUTE, default 60). A board search reads every row of the board,
 * so a script firing searches could keep the database busy; people searching by hand stay far below the limit.
 */
export const searchLimitMessage = '검색 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'

/** Counts one search for `ip`; says whether it may run. */
export async function allowSearch(
  payload: Payload,
  ip: string,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const limit = env.SEARCH_LIMIT_PER_MINUTE
  if (limit === 0) return { allowed: true, retryAfterSeconds: 0 }
  return hitRateLimit({ payload, scope: 'search', key: ip, limit, windowMs: 60 * 1000 })
}

/** For the API: a search over the limit is a 429 with the Korean message and Retry-After. */
export async function assertSearchAllowed(payload: Payload, ip: string): Promise<void> {
  const { allowed, retryAfterSeconds } = await allowSearch(payload, ip)
  if (!allowed) {
    throw new ApiError(429, 'TOO_MANY_REQUESTS', searchLimitMessage, undefined, {
      'Retry-After': String(retryAfterSeconds),
    })
  }
}

/**
 * For a list page: whether a search by the visitor at `ip` is refused by the limit (the page then lists unfiltered).
 * `ip` defaults to this request's visitor.
 */
export async function searchRefused(payload: Payload, q: string | undefined, ip?: string): Promise<boolean> {
  if (!q) return false
  return !(await allowSearch(payload, ip ?? clientIp(await headers()))).allowed
}
