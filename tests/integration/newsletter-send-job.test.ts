import type { Payload, SendEmailOptions } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPost } from '../support/board-fixtures'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * Newsletter sending is a job in the `newsletter` queue: it survives an error and a dead process, takes up where it
 * stopped, and nobody gets the issue twice. Which process works the queues is `JOBS_AUTORUN`.
 */
let payload: Payload
let sending: typeof import('@/modules/newsletter/sending')
let sendJob: typeof import('@/modules/newsletter/send-job')
let env: typeof import('@/lib/env').env
let sent: string[] = []
const admin = { id: 1, username: 'admin' }
const active = ['j1@example.com', 'j2@example.com', 'j3@example.com', 'j4@example.com', 'j5@example.com']

const issue = (title: string) => createPost(payload, { boardSeq: 4, title, body: `${title} 본문입니다.` })

/** How many mails each address got; every active subscriber must appear exactly once. */
const mailsPerAddress = () => {
  const counts: Record<string, number> = {}
  for (const to of sent) counts[to] = (counts[to] ?? 0) + 1
  return counts
}
const onceEach = Object.fromEntries(active.map((email) => [email, 1]))

async function jobsOf(sendId: number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { queue: { equals: 'newsletter' } },
    limit: 0,
    overrideAccess: true,
  })
  return docs.filter((job) => (job.input as { sendId?: number } | null)?.sendId === sendId)
}

const sendRow = (id: number) => payload.findByID({ collection: 'newsletter-sends', id, depth: 0, overrideAccess: true })

async function until(check: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 15_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

beforeAll(async () => {
  payload = await createSeededPayload()
  sending = await import('@/modules/newsletter/sending')
  sendJob = await import('@/modules/newsletter/send-job')
  env = (await import('@/lib/env')).env
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    sent.push(String((message as SendEmailOptions).to))
    return {}
  })
  await payload.delete({ collection: 'subscribers', where: { id: { exists: true } }, overrideAccess: true })
  for (const email of active)
    await payload.create({
      collection: 'subscribers',
      overrideAccess: true,
      data: {
        email,
        status: 'active',
        consent: { version: 'newsletter-2026-11', agreedAt: new Date().toISOString() },
        unsubscribeToken: `tok${email.replace(/\W/g, '')}${'x'.repeat(30)}`,
      },
    })
})

beforeEach(() => {
  sent = []
})

afterEach(() => {
  vi.mocked(payload.create).mockRestore?.()
  vi.mocked(payload.update).mockRestore?.()
  env.JOBS_AUTORUN = 'on'
  env.NODE_ENV = 'test'
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`newsletter sending as a job on ${dialect}`, () => {
  it('is retried after an error mid-send and mails each subscriber exactly once', async () => {
    const post = await issue('잡 재시도 호')
    // The third recipient's claim fails as if the database went away after two mails.
    const create = payload.create.bind(payload)
    let claims = 0
    vi.spyOn(payload, 'create').mockImplementation(((args: Parameters<Payload['create']>[0]) => {
      if (args.collection === 'newsletter-deliveries' && ++claims === 3)
        return Promise.reject(new Error('connection lost'))
      return create(args)
    }) as Payload['create'])

    const started = await sending.startNewsletterSend(payload, post.id, admin)
    const afterError = await started.done
    expect(sent).toHaveLength(2)
    // Still sending, with the reason shown to staff, and the job waiting for its next try (not failed, not running).
    expect(afterError).toMatchObject({ status: 'sending', sentCount: 2, lastError: 'connection lost' })
    const [job] = await jobsOf(started.send.id)
    expect(job).toMatchObject({ processing: false, hasError: false, totalTried: 1 })
    expect(job?.waitUntil).toBeTypeOf('string')

    vi.mocked(payload.create).mockRestore()
    await payload.jobs.runByID({ id: job?.id as number | string, silent: true })
    expect(mailsPerAddress()).toEqual(onceEach)
    expect(await sendRow(started.send.id)).toMatchObject({
      status: 'sent',
      total: 5,
      sentCount: 5,
      failedCount: 0,
      lastError: null,
    })
    expect((await jobsOf(started.send.id)).filter((j) => !j.completedAt)).toHaveLength(0)
  })

  it('takes a send back up after the process working it died, without mailing anyone twice', async () => {
    const post = await issue('잡 재시작 호')
    // The process freezes for good while recording the third recipient: their mail has left, the record says
    // 'sending', and the job stays marked as running, exactly what a crash at that moment leaves behind.
    const update = payload.update.bind(payload)
    let records = 0
    vi.spyOn(payload, 'update').mockImplementation(((args: Parameters<Payload['update']>[0]) => {
      if (args.collection === 'newsletter-deliveries' && 'id' in args && ++records === 3) return new Promise(() => {})
      return update(args)
    }) as Payload['update'])
    const started = await sending.startNewsletterSend(payload, post.id, admin)
    void started.done
    await until(async () => sent.length === 3 && (await jobsOf(started.send.id))[0]?.processing === true, 'the crash')
    expect((await sendRow(started.send.id)).status).toBe('sending')
    vi.mocked(payload.update).mockRestore()

    // Nothing picks up a job marked as running until a job-running process starts and hands it back.
    await payload.jobs.run({ queue: 'newsletter', silent: true })
    expect(sent).toHaveLength(3)
    env.NODE_ENV = 'production'
    const crons = await (payload.config.jobs.autoRun as (p: Payload) => Promise<{ queue?: string }[]>)(payload)
    expect(crons.map((c) => c.queue)).toEqual(['nightly', 'newsletter', 'approval-mail'])
    env.NODE_ENV = 'test'
    expect((await jobsOf(started.send.id))[0]?.processing).toBe(false)

    await payload.jobs.run({ queue: 'newsletter', silent: true })
    expect(mailsPerAddress()).toEqual(onceEach)
    // The frozen recipient was not mailed again; staff see that their delivery could not be confirmed.
    const done = await sendRow(started.send.id)
    expect(done).toMatchObject({ status: 'sent', total: 5, sentCount: 4, failedCount: 0 })
    const { docs: unknown } = await payload.find({
      collection: 'newsletter-deliveries',
      where: { and: [{ send: { equals: started.send.id } }, { status: { equals: 'unknown' } }] },
      overrideAccess: true,
    })
    expect(unknown.map((d) => d.email)).toEqual([sent[2]])
    expect(unknown[0]?.error).toBe('보내는 도중 서버가 멈춰 전달 여부를 확인할 수 없습니다. 다시 보내지 않았습니다.')
  })

  it('with JOBS_AUTORUN=off only queues: no job runs in that process, the job-running one sends it', async () => {
    env.JOBS_AUTORUN = 'off'
    env.NODE_ENV = 'production'
    const jobs = payload.config.jobs
    expect(await jobs.shouldAutoRun?.(payload)).toBe(false)
    expect(await (jobs.autoRun as (p: Payload) => Promise<unknown[]>)(payload)).toEqual([])

    const post = await issue('다른 프로세스 발송 호')
    const started = await sending.startNewsletterSend(payload, post.id, admin)
    expect((await started.done).status).toBe('sending')
    await new Promise((r) => setTimeout(r, 200))
    expect(sent).toHaveLength(0)
    const [job] = await jobsOf(started.send.id)
    expect(job).toMatchObject({ processing: false, taskSlug: 'send-newsletter' })

    // A second press while it waits is refused as before; nothing is queued twice.
    await expect(sending.startNewsletterSend(payload, post.id, admin)).rejects.toMatchObject({ status: 409 })
    expect(await jobsOf(started.send.id)).toHaveLength(1)

    // The job-running process (JOBS_AUTORUN=on) takes it on its next tick.
    env.JOBS_AUTORUN = 'on'
    expect(await jobs.shouldAutoRun?.(payload)).toBe(true)
    await payload.jobs.run({ queue: sendJob.newsletterQueue, silent: true })
    expect(mailsPerAddress()).toEqual(onceEach)
    expect(await sendRow(started.send.id)).toMatchObject({ status: 'sent', sentCount: 5 })
  })

  it('runs no timers in tests even with JOBS_AUTORUN=on: tests run their jobs themselves', async () => {
    expect(env.JOBS_AUTORUN).toBe('on')
    expect(await payload.config.jobs.shouldAutoRun?.(payload)).toBe(false)
    expect(await (payload.config.jobs.autoRun as (p: Payload) => Promise<unknown[]>)(payload)).toEqual([])
  })
})
