import type { TaskConfig } from 'payload'
import { env } from '@/lib/env'
import { koreanDailyCron } from '@/modules/time/korea'
import { purgeExpiredPersonalData } from './purge'

/** Nightly at 03:30 Korean time (18:30 on a UTC server): deletes expired personal data and logs only the counts. */
export const retentionTask: TaskConfig<{
  input: Record<string, never>
  output: { qnaDeleted: number; subscribersDeleted: number }
}> = {
  slug: 'purge-personal-data',
  label: '보존 기간이 지난 개인정보 삭제',
  // At night in Korea whatever the host's zone (the server usually runs in UTC, where this is 18:30).
  schedule: [{ cron: koreanDailyCron(3, 30), queue: 'nightly' }],
  retries: 2,
  handler: async ({ req }) => {
    const counts = await purgeExpiredPersonalData(req.payload, { retentionDays: env.QNA_RETENTION_DAYS })
    req.payload.logger.info(counts, 'personal data retention')
    return { output: counts }
  },
}
