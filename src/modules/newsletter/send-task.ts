import type { TaskConfig } from 'payload'
import { newsletterSendTaskSlug } from './send-job'

/** Tries after the first: a passing database or mail-server outage; the waits double from 30 s (about 15 min). */
export const newsletterSendRetries = 5

/**
 * Mails one newsletter send (queued by `startNewsletterSend`). The job may be run again: after a crash, a restart or
 * an error; each run mails only the subscribers without a delivery record, so nobody gets the issue twice. When the
 * last try fails too, the send is marked 발송 실패 with the reason; pressing 발송 again later resumes it.
 */
export const newsletterSendTask: TaskConfig<{
  input: { sendId: number }
  output: { status: string; sentCount: number; failedCount: number }
}> = {
  slug: newsletterSendTaskSlug,
  label: '뉴스레터 발송',
  inputSchema: [{ name: 'sendId', type: 'number', required: true }],
  outputSchema: [
    { name: 'status', type: 'text' },
    { name: 'sentCount', type: 'number' },
    { name: 'failedCount', type: 'number' },
  ],
  retries: { attempts: newsletterSendRetries, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) => {
    // Loaded when a job runs, not with the configuration: the sending code is server-only and scripts load the config.
    const sending = await import('./sending')
    const { payload } = req
    try {
      const send = await sending.runNewsletterSend(payload, input.sendId)
      return { output: { status: send.status, sentCount: send.sentCount ?? 0, failedCount: send.failedCount ?? 0 } }
    } catch (error) {
      if ((job.totalTried ?? 0) < newsletterSendRetries) {
        await sending.noteSendError(payload, input.sendId, error)
        throw error
      }
      const send = await sending.markSendFailed(payload, input.sendId, error)
      return { output: { status: send.status, sentCount: send.sentCount ?? 0, failedCount: send.failedCount ?? 0 } }
    }
  },
}
