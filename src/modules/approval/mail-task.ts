import type { PayloadRequest, TaskConfig } from 'payload'

/**
 * The job that mails a 게시 승인 event (mail.ts). Queued in the transaction of the request or the decision, so it exists
 * only once that is committed; the job-running process takes it from `approvalMailQueue` within seconds.
 */
export const approvalMailTaskSlug = 'approval-mail'
export const approvalMailQueue = 'approval-mail'
/** How often the job-running process looks for approval mails. */
export const approvalMailQueueCron = '*/10 * * * * *'
/** Tries after the first, for a passing mail-server outage; the waits double from 30 s. A retry after a partial send
 * mails the approvers already reached once more: a second notice beats a lost one. */
export const approvalMailRetries = 4

export const approvalMailTask: TaskConfig<{
  input: { requestId: number; event: 'requested' | 'decided' }
  output: { sent: number }
}> = {
  slug: approvalMailTaskSlug,
  label: '게시 승인 알림 메일',
  inputSchema: [
    { name: 'requestId', type: 'number', required: true },
    {
      name: 'event',
      type: 'select',
      required: true,
      options: [
        { label: '승인 요청', value: 'requested' },
        { label: '승인·반려', value: 'decided' },
      ],
    },
  ],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: { attempts: approvalMailRetries, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    // Loaded when a job runs, not with the configuration: scripts load the config without the server-only code.
    const { sendApprovalMails } = await import('./mail')
    return { output: { sent: await sendApprovalMails(req.payload, input.requestId, input.event) } }
  },
}

/** Queues the mail of an event in the transaction of `req`. */
export async function queueApprovalMail(req: PayloadRequest, requestId: number, event: 'requested' | 'decided') {
  await req.payload.jobs.queue({
    task: approvalMailTaskSlug,
    input: { requestId, event },
    queue: approvalMailQueue,
    req,
  })
}
