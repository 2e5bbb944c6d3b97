import type { TaskConfig } from 'payload'
import { env } from '@/lib/env'
import { purgeDeletionRecords } from '@/modules/deletion-register/register'
import { koreanDailyCron } from '@/modules/time/korea'
import { purgeExpiredPersonalData } from './purge'

/** Nightly at 03:30 Korean time (18:30 on a UTC server): deletes expired personal data and deletion records, and logs only the counts. */
export const retentionTask: TaskConfig<{
  input: Record<string, never>
  output: { qnaDeleted: number; subscribersDeleted: number; deletionRecordsDeleted: number }
}> = {
  slug: 'purge-personal-data',
  label: '보존 기간이 지난 개인정보 삭제',
  // At night in Korea whatever the host's zone (the server usually runs in UTC, where this is 18:30).
  schedule: [{ cron: koreanDailyCron(3, 30), queue: 'nightly' }],
  retries: 2,
  handler: async ({ req }) => {
    const counts = {
      ...(await purgeExpiredPersonalData(req.payload, { retentionDays: env.QNA_RETENTION_DAYS })),
      // The 삭제 게시물 기록대장's snapshots hold what the posts held, names included: kept for their period only.
      deletionRecordsDeleted: await purgeDeletionRecords(req.payload, {
        retentionDays: env.DELETED_POST_RETENTION_DAYS,
      }),
    }
    req.payload.logger.info(counts, 'personal data retention')
    return { output: counts }
  },
}
