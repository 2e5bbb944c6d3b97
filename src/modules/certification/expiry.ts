import type { Payload, TaskConfig } from 'payload'
import { koreanDailyCron, koreanDay } from '@/modules/time/korea'

const dayMs = 24 * 60 * 60 * 1000

/**
 * Writes down what `effectiveStatus` already shows: certificates stored as 유효 whose last valid day has passed become
 * 만료, one update each so every change reaches the audit log. Returns how many.
 */
export async function expireCertificates(payload: Payload, now: Date = new Date()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'certificates',
    overrideAccess: true,
    where: { and: [{ status: { equals: 'valid' } }, { validUntil: { less_than: koreanDay(now) } }] },
    data: { status: 'expired' },
    depth: 0,
  })
  return docs.length
}

/** Nightly at 00:10 Korean time, just after the day that ended was the last valid day of some certificates. */
export const certificateExpiryTask: TaskConfig<{ input: Record<string, never>; output: { expired: number } }> = {
  slug: 'expire-certificates',
  label: '유효기간이 지난 인증서 만료 처리',
  schedule: [{ cron: koreanDailyCron(0, 10), queue: 'nightly' }],
  retries: 2,
  handler: async ({ req }) => {
    const expired = await expireCertificates(req.payload)
    req.payload.logger.info({ expired }, 'certificate expiry')
    return { output: { expired } }
  },
}

/** The first and last Korean day of "expiring within `days`": today through `days` from now. */
export function expiringWindow(now: Date, days = 90): { from: string; to: string } {
  return { from: koreanDay(now), to: koreanDay(new Date(now.getTime() + days * dayMs)) }
}
