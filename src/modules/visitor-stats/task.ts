import type { TaskConfig } from 'payload'
import { env } from '@/lib/env'
import { koreanDailyCron } from '@/modules/time/korea'
import { purgeVisitorStats } from './purge'

/** Nightly at 03:40 Korean time (18:40 on a UTC server), after the personal-data job: forgets past days' salts and old daily counts. */
export const visitorStatsTask: TaskConfig<{
  input: Record<string, never>
  output: { saltsDeleted: number; stampsDeleted: number; countsDeleted: number }
}> = {
  slug: 'purge-visitor-stats',
  label: '지난 접속자 통계 정리',
  // At night in Korea whatever the host's zone (the server usually runs in UTC, where this is 18:40).
  schedule: [{ cron: koreanDailyCron(3, 40), queue: 'nightly' }],
  retries: 2,
  handler: async ({ req }) => {
    const counts = await purgeVisitorStats(req.payload, { retentionDays: env.VISITOR_STATS_RETENTION_DAYS })
    req.payload.logger.info(counts, 'visitor statistics retention')
    return { output: counts }
  },
}
