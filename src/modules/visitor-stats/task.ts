import type { TaskConfig } from 'payload'
import { env } from '@/lib/env'
import { purgeVisitorStats } from './purge'

/** Nightly at 03:40 (server time), after the personal-data job: forgets past days' salts and old daily counts. */
export const visitorStatsTask: TaskConfig<{
  input: Record<string, never>
  output: { saltsDeleted: number; stampsDeleted: number; countsDeleted: number }
}> = {
  slug: 'purge-visitor-stats',
  label: '지난 접속자 통계 정리',
  schedule: [{ cron: '40 3 * * *', queue: 'nightly' }],
  retries: 2,
  handler: async ({ req }) => {
    const counts = await purgeVisitorStats(req.payload, { retentionDays: env.VISITOR_STATS_RETENTION_DAYS })
    req.payload.logger.info(counts, 'visitor statistics retention')
    return { output: counts }
  },
}
