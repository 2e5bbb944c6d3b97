import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { jobsRunInThisProcess } from '@/modules/jobs/placement'

/** The task that mails one newsletter send, and the queue it waits in (kept apart from the nightly queue). */
export const newsletterSendTaskSlug = 'send-newsletter'
export const newsletterQueue = 'newsletter'
/** How often the job-running process looks for sends queued by other processes. */
export const newsletterQueueCron = '*/5 * * * * *'

type JobRow = { id: number | string; input?: unknown; processing?: boolean | null; hasError?: boolean | null }

const sendIdOf = (job: JobRow) => {
  const input = job.input as { sendId?: unknown } | null | undefined
  return typeof input?.sendId === 'number' ? input.sendId : Number(input?.sendId)
}

/** The jobs of one send that have not completed (few rows: the newsletter queue holds only unfinished sends). */
async function unfinishedJobsOf(payload: Payload, sendId: number): Promise<JobRow[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: newsletterQueue } }, { completedAt: { exists: false } }] },
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  return (docs as JobRow[]).filter((job) => sendIdOf(job) === sendId)
}

/**
 * Puts a send in the newsletter queue, unless a job for it is already there. That job is made due now: one waiting
 * for a retry, or one still marked as running whose process stopped or hangs (the send made no progress for five
 * minutes) is handed back; a job that used up its retries stays as it ended and a new one takes over. Written before
 * the 202: the job survives a restart right after the answer.
 */
export async function queueNewsletterSend(payload: Payload, sendId: number): Promise<number | string> {
  const jobs = (await unfinishedJobsOf(payload, sendId)).filter((job) => !job.hasError)
  const existing = jobs.find((job) => !job.processing) ?? jobs[0]
  if (existing) {
    // Staff asked to go on now: no waiting out a retry's back-off either.
    await payload.update({
      collection: 'payload-jobs',
      id: existing.id,
      overrideAccess: true,
      depth: 0,
      data: { processing: false, waitUntil: null },
    })
    return existing.id
  }
  const job = await payload.jobs.queue({ task: newsletterSendTaskSlug, input: { sendId }, queue: newsletterQueue })
  return job.id
}

/**
 * Starts the queued job at once when this process works the queues (one server: no wait for the next tick). With
 * `JOBS_AUTORUN=off` it only stays queued; the job-running process takes it within `newsletterQueueCron`. Only a job
 * nobody has taken yet is run, so a timer tick that got there first is not doubled. Never rejects.
 */
export async function runQueuedNewsletterSend(payload: Payload, jobId: number | string): Promise<void> {
  if (!jobsRunInThisProcess(env)) return
  try {
    await payload.jobs.run({
      queue: newsletterQueue,
      where: { id: { equals: jobId } },
      limit: 1,
      overrideAccess: true,
      silent: true,
    })
  } catch (error) {
    payload.logger.error({ msg: `newsletter job ${jobId} did not run`, error: String(error) })
  }
}

/**
 * Called when a job-running process starts: a newsletter job still marked as running was taken by a process that
 * stopped (a crash, a restart, a deploy), so it is handed back to the queue and continues with the subscribers not
 * yet reached. Even if the earlier process were still alive, nobody is mailed twice: each recipient is claimed by a
 * unique delivery row before the mail goes out (src/modules/newsletter/sending.ts).
 */
export async function releaseAbandonedNewsletterJobs(payload: Payload): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: newsletterQueue } },
        { processing: { equals: true } },
        { completedAt: { exists: false } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length) payload.logger.info({ msg: 'newsletter sends resumed after a restart', jobs: docs.length })
  return docs.length
}
