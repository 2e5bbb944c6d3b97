import type { JobsConfig, Payload } from 'payload'
import { env } from '@/lib/env'
import { approvalMailQueue, approvalMailQueueCron } from '@/modules/approval/mail-task'
import { newsletterQueue, newsletterQueueCron, releaseAbandonedNewsletterJobs } from '@/modules/newsletter/send-job'
import { jobTimersRunInThisProcess } from './placement'

type AutorunCronConfig = Extract<NonNullable<JobsConfig['autoRun']>, unknown[]>[number]

/**
 * The queue timers of this process (`jobs.autoRun`), asked once when Payload starts its timers. A process with
 * `JOBS_AUTORUN=off` gets none: it neither runs jobs nor queues the scheduled nightly ones, so with several processes
 * each nightly job is queued and run once. The job-running process first takes back newsletter sends that a stopped
 * process left half done.
 */
export async function jobsAutoRun(payload: Payload): Promise<AutorunCronConfig[]> {
  if (!jobTimersRunInThisProcess(env)) return []
  await releaseAbandonedNewsletterJobs(payload).catch((error) =>
    payload.logger.error({ msg: 'newsletter jobs not released', error: String(error) }),
  )
  return [
    { cron: '*/15 * * * *', queue: 'nightly', limit: 5 },
    // Sends queued by the other processes; one at a time, `disableScheduling`: nothing is scheduled on this queue.
    { cron: newsletterQueueCron, queue: newsletterQueue, limit: 1, disableScheduling: true },
    // 게시 승인 mails, queued with each request and decision (src/modules/approval/mail-task.ts).
    { cron: approvalMailQueueCron, queue: approvalMailQueue, limit: 10, disableScheduling: true },
  ]
}

/** Asked before every tick (`jobs.shouldAutoRun`): the setting can be read again, the timers stay as they are. */
export const jobsShouldAutoRun = () => jobTimersRunInThisProcess(env)
