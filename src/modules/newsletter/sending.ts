import 'server-only'
import type { Payload } from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/html-escape'
import { conflict, notFound } from '@/modules/api/errors'
import { needsApproval, newsletterSendArea } from '@/modules/approval/policy'
import { pendingSendRequest, requestNewsletterSend } from '@/modules/approval/send-request'
import { recordAudit } from '@/modules/audit/audit-log'
import type { ApprovalRequest, NewsletterSend, Post, Subscriber, User } from '@/payload-types'
import { deliveryMessages, sendingMessages } from './messages'
import { queueNewsletterSend, runQueuedNewsletterSend } from './send-job'
import { sendNewsletterMail } from './subscription'

export const newsletterBoardSeq = 4
/** Subscribers read and mailed per round; the counts staff watch are written after each round. */
export const sendBatchSize = 50
/**
 * A send whose progress has not moved for this long is stuck (its job was lost, or the process hangs) and may be
 * resumed by pressing 발송 again. A restart alone does not need this: the job-running process takes the send back up
 * when it starts (src/modules/newsletter/send-job.ts).
 */
export const stalledAfterMs = 5 * 60 * 1000
export const newsletterSubjectPrefix = '[녹색기후기술원 뉴스레터]'

/**
 * The send's own writes, each one row, through Payload's transactions. On SQLite they take their turn with every
 * other write of the process (src/lib/sqlite-write-lock.ts), so a send never collides with a staff member's save.
 */
const singleWrite = { overrideAccess: true, depth: 0 } as const

type Mail = { subject: string; text: string; html: string }
/**
 * `done` is the send as it stands once this process has worked the queued job, or at once (still 'sending') where
 * jobs run in another process.
 */
export type SendStarted = { send: NewsletterSend; resumed: boolean; done: Promise<NewsletterSend> }

const postIdOf = (value: unknown): number | null => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

/** A newsletter issue: a board-4 post that is not in the trash. Anything else is "not found". */
export async function findNewsletterIssue(payload: Payload, postId: unknown): Promise<Post> {
  const id = postIdOf(postId)
  if (id === null) throw notFound(sendingMessages.notFound)
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ id: { equals: id } }, { boardSeq: { equals: newsletterBoardSeq } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  if (!docs[0]) throw notFound(sendingMessages.notFound)
  return docs[0]
}

export async function findSendOf(payload: Payload, postId: number): Promise<NewsletterSend | null> {
  const { docs } = await payload.find({
    collection: 'newsletter-sends',
    where: { post: { equals: postId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export const isStalled = (send: Pick<NewsletterSend, 'status' | 'heartbeatAt'>, now = Date.now()) =>
  send.status === 'sending' && now - new Date(send.heartbeatAt ?? 0).getTime() > stalledAfterMs

/**
 * Starts sending an issue to every active subscriber. The send record is created first; its unique `post` makes the
 * database refuse a second send of the same issue (409), however many requests race. The mailing is a job in the
 * newsletter queue (`send-task.ts`), queued before this returns, so it outlives the request and a restart. A send
 * that is stuck (still 'sending', no progress for `stalledAfterMs`) is queued again instead. `done` never rejects:
 * the HTTP route lets it run after the response, tests await it.
 */
export async function startNewsletterSend(
  payload: Payload,
  postId: unknown,
  user: Pick<User, 'id' | 'username'>,
  options: { ip?: string } = {},
): Promise<SendStarted> {
  const post = await findNewsletterIssue(payload, postId)
  if (post._status !== 'published') throw conflict(sendingMessages.notPublished)
  const existing = await findSendOf(payload, post.id)
  if (existing) {
    if (!isStalled(existing)) throw conflict(sendingMessages.alreadySent)
    // Fresh progress first: a second press while the job gets going is a 409 again, not a second resume.
    const send = await touch(payload, existing.id)
    const jobId = await queueNewsletterSend(payload, existing.id)
    return { send, resumed: true, done: workQueuedSend(payload, send, jobId) }
  }
  const now = new Date().toISOString()
  let send: NewsletterSend
  try {
    send = await payload.create({
      collection: 'newsletter-sends',
      overrideAccess: true,
      depth: 0,
      data: {
        post: post.id,
        title: post.title,
        status: 'sending',
        startedAt: now,
        heartbeatAt: now,
        startedBy: Number(user.id),
      },
    })
  } catch (error) {
    // The unique index refused a second row: another request started this issue a moment ago.
    if (await findSendOf(payload, post.id)) throw conflict(sendingMessages.alreadySent)
    throw error
  }
  // Written before the mailing starts: on SQLite a transaction beside the send's own writes is what to avoid. A
  // failure here is logged, never a reason to leave the send row waiting for the stall timeout.
  await recordAudit(payload, {
    action: 'create',
    actor: user,
    ip: options.ip,
    targetCollection: 'newsletter-sends',
    targetId: send.id,
    summary: `뉴스레터 발송 시작: ${post.title}`,
  }).catch((error) =>
    payload.logger.error({ msg: `newsletter send ${send.id}: audit entry not written`, error: String(error) }),
  )
  const jobId = await queueNewsletterSend(payload, send.id)
  return { send, resumed: false, done: workQueuedSend(payload, send, jobId) }
}

/**
 * 발송 as staff press it: the send starts, or, where the caller's group needs approval for sends and the issue has
 * not started yet, a 발송 승인 request is recorded instead (src/modules/approval/send-request.ts) and nothing is
 * mailed. Resuming a stalled send needs no new approval: it continues one that was let through.
 */
export async function sendOrRequestApproval(
  payload: Payload,
  postId: unknown,
  user: User,
  options: { ip?: string } = {},
): Promise<{ started: SendStarted } | { requested: ApprovalRequest }> {
  const post = await findNewsletterIssue(payload, postId)
  if (post._status !== 'published') throw conflict(sendingMessages.notPublished)
  if (!(await findSendOf(payload, post.id)) && needsApproval(user as PermissionSubject, newsletterSendArea)) {
    const { request } = await requestNewsletterSend(payload, { user, issue: post })
    return { requested: request }
  }
  return { started: await startNewsletterSend(payload, post.id, user, options) }
}

/** Never rejects: the job records its own failures on the send. */
const workQueuedSend = async (payload: Payload, send: NewsletterSend, jobId: number | string) => {
  await runQueuedNewsletterSend(payload, jobId)
  return payload
    .findByID({ collection: 'newsletter-sends', id: send.id, depth: 0, overrideAccess: true })
    .catch(() => send)
}

/**
 * Continues a send that is still 'sending' in this process, outside the queue, mailing only the subscribers without a
 * delivery record. Safe beside its job or another process working on the same send: each recipient is claimed by a
 * unique row before the mail goes out. Never rejects: a failure marks the send failed.
 */
export async function resumeNewsletterSend(payload: Payload, sendId: number): Promise<NewsletterSend> {
  try {
    return await runNewsletterSend(payload, sendId)
  } catch (error) {
    return markSendFailed(payload, sendId, error)
  }
}

/**
 * Mails every active subscriber this send has not reached, then records the outcome. Does nothing to a send that is
 * no longer 'sending'. Throws when it cannot go on (the database is gone, the issue was deleted); the job then tries
 * again later and picks up where this run stopped.
 */
export async function runNewsletterSend(payload: Payload, sendId: number): Promise<NewsletterSend> {
  const send = await payload.findByID({ collection: 'newsletter-sends', id: sendId, depth: 0, overrideAccess: true })
  if (send.status !== 'sending') return send
  const runStartedAt = new Date().toISOString()
  await touch(payload, sendId)
  const post = typeof send.post === 'number' ? await findNewsletterIssue(payload, send.post) : null
  if (!post) throw new Error('the issue of this send no longer exists')
  const mail = newsletterMail(post)
  const total = await expectedTotal(payload, sendId)
  await payload.update({ ...singleWrite, collection: 'newsletter-sends', id: sendId, data: { total } })
  let after = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { and: [{ status: { equals: 'active' } }, { id: { greater_than: after } }] },
      sort: 'id',
      limit: sendBatchSize,
      depth: 0,
      overrideAccess: true,
    })
    if (docs.length === 0) break
    for (const subscriber of docs) await deliver(payload, sendId, subscriber, mail)
    after = docs[docs.length - 1]?.id ?? after
    await writeCounts(payload, sendId, {})
  }
  await settleInterruptedDeliveries(payload, sendId, runStartedAt)
  const counts = await countDeliveries(payload, sendId)
  return await writeCounts(payload, sendId, {
    status: counts.sentCount === 0 && counts.failedCount > 0 ? 'failed' : 'sent',
    total: counts.sentCount + counts.failedCount + (await countDeliveriesIn(payload, sendId, 'unknown')),
    finishedAt: new Date().toISOString(),
    // A run that was interrupted and tried again ended well: the earlier reason no longer applies.
    lastError: null,
  })
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

/** Ends a send that cannot go on: staff see 발송 실패 with the reason. Never rejects. */
export async function markSendFailed(payload: Payload, sendId: number, error: unknown): Promise<NewsletterSend> {
  const message = errorText(error)
  payload.logger.error({ msg: `newsletter send ${sendId} stopped`, error: message })
  return writeCounts(payload, sendId, {
    status: 'failed',
    finishedAt: new Date().toISOString(),
    lastError: message,
  }).catch(() => ({ id: sendId, status: 'failed' }) as NewsletterSend)
}

/**
 * A run that will be tried again: the counts so far and the reason are shown on the send while it waits, the state
 * stays 'sending'. Never rejects (the database may be what failed).
 */
export async function noteSendError(payload: Payload, sendId: number, error: unknown): Promise<void> {
  payload.logger.warn({ msg: `newsletter send ${sendId} interrupted, will retry`, error: errorText(error) })
  await writeCounts(payload, sendId, { lastError: errorText(error) }).catch(() => undefined)
}

/** Mails one subscriber unless this send already has a record for them. */
async function deliver(payload: Payload, sendId: number, subscriber: Subscriber, mail: Mail) {
  let deliveryId: number
  try {
    const created = await payload.create({
      ...singleWrite,
      collection: 'newsletter-deliveries',
      data: { send: sendId, subscriber: subscriber.id, email: subscriber.email, status: 'sending' },
    })
    deliveryId = created.id
  } catch (error) {
    // The (send, subscriber) index refused the row: mailed before an interruption, or by a concurrent resume.
    if (await hasDelivery(payload, sendId, subscriber.id)) return
    throw error
  }
  let data: { status: 'sent' | 'failed' | 'skipped'; sentAt?: string; error?: string }
  try {
    const mailed = await sendNewsletterMail(payload, subscriber.id, mail)
    data = mailed ? { status: 'sent', sentAt: new Date().toISOString() } : { status: 'skipped' }
  } catch (error) {
    // One bad address or a refused recipient must not stop the issue for everyone else.
    data = { status: 'failed', error: (error instanceof Error ? error.message : String(error)).slice(0, 500) }
  }
  await payload.update({ ...singleWrite, collection: 'newsletter-deliveries', id: deliveryId, data })
}

/**
 * A recipient claimed by an earlier run that stopped (a crash) between claiming and recording: whether their mail left
 * cannot be known. They are not mailed again (no one gets an issue twice) and are shown as 확인 불가, not as sent.
 */
async function settleInterruptedDeliveries(payload: Payload, sendId: number, runStartedAt: string) {
  await payload.update({
    collection: 'newsletter-deliveries',
    where: {
      and: [
        { send: { equals: sendId } },
        { status: { equals: 'sending' } },
        { createdAt: { less_than: runStartedAt } },
      ],
    },
    data: { status: 'unknown', error: deliveryMessages.interrupted },
    overrideAccess: true,
    depth: 0,
  })
}

async function countDeliveriesIn(payload: Payload, sendId: number, status: 'sent' | 'failed' | 'unknown') {
  const { totalDocs } = await payload.count({
    collection: 'newsletter-deliveries',
    where: { and: [{ send: { equals: sendId } }, { status: { equals: status } }] },
    overrideAccess: true,
  })
  return totalDocs
}

async function hasDelivery(payload: Payload, sendId: number, subscriberId: number) {
  const { totalDocs } = await payload.count({
    collection: 'newsletter-deliveries',
    where: { and: [{ send: { equals: sendId } }, { subscriber: { equals: subscriberId } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

async function countDeliveries(payload: Payload, sendId: number) {
  return {
    sentCount: await countDeliveriesIn(payload, sendId, 'sent'),
    failedCount: await countDeliveriesIn(payload, sendId, 'failed'),
  }
}

/** Everyone already handled plus every active subscriber this send has not reached yet. */
async function expectedTotal(payload: Payload, sendId: number) {
  const active = await payload.count({
    collection: 'subscribers',
    where: { status: { equals: 'active' } },
    overrideAccess: true,
  })
  const handled = await payload.count({
    collection: 'newsletter-deliveries',
    where: { and: [{ send: { equals: sendId } }, { status: { in: ['sent', 'failed', 'unknown'] } }] },
    overrideAccess: true,
  })
  const handledActive = await payload.count({
    collection: 'newsletter-deliveries',
    where: {
      and: [
        { send: { equals: sendId } },
        { status: { in: ['sent', 'failed', 'sending', 'unknown'] } },
        { 'subscriber.status': { equals: 'active' } },
      ],
    },
    overrideAccess: true,
  })
  return handled.totalDocs + active.totalDocs - handledActive.totalDocs
}

const touch = (payload: Payload, sendId: number) =>
  payload.update({
    ...singleWrite,
    collection: 'newsletter-sends',
    id: sendId,
    data: { heartbeatAt: new Date().toISOString() },
  })

async function writeCounts(
  payload: Payload,
  sendId: number,
  data: Partial<Pick<NewsletterSend, 'status' | 'total' | 'finishedAt' | 'lastError'>>,
): Promise<NewsletterSend> {
  const counts = await countDeliveries(payload, sendId)
  return payload.update({
    ...singleWrite,
    collection: 'newsletter-sends',
    id: sendId,
    data: { ...counts, heartbeatAt: new Date().toISOString(), ...data },
  })
}

/** The issue as an e-mail: its text, a link to read it on the site, and links to its files (the PDF edition). */
export function newsletterMail(post: Post): Mail {
  const viewUrl = `${env.siteUrl}/media/media03/view/${post.id}`
  const files = (post.attachments ?? [])
    .filter((file) => typeof file === 'object' && file !== null)
    .map((file) => ({
      name: file.originalName || file.filename || `첨부파일 ${file.id}`,
      url: `${env.siteUrl}/api/files/${file.id}/download`,
    }))
  const body = (post.plainText ?? '').trim()
  const text = [
    post.title,
    body,
    `웹에서 보기: ${viewUrl}`,
    files.length ? `첨부파일\n${files.map((f) => `- ${f.name}: ${f.url}`).join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n')
  const paragraphs = body
    .split(/\n+/)
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')
  const fileList = files.length
    ? `<p><strong>첨부파일</strong></p><ul>${files
        .map((f) => `<li><a href="${escapeHtml(f.url)}">${escapeHtml(f.name)}</a></li>`)
        .join('')}</ul>`
    : ''
  const html =
    `<div style="font-family:sans-serif;line-height:1.6;max-width:640px">` +
    `<h1 style="font-size:20px">${escapeHtml(post.title)}</h1>${paragraphs}` +
    `<p><a href="${escapeHtml(viewUrl)}">웹에서 보기</a></p>${fileList}</div>`
  return { subject: `${newsletterSubjectPrefix} ${post.title}`, text, html }
}

export type SendProgress = {
  postId: number
  status: 'not-sent' | NewsletterSend['status']
  stalled: boolean
  total: number
  sentCount: number
  failedCount: number
  startedAt: string | null
  finishedAt: string | null
  activeSubscribers: number
  /** The 발송 승인 request waiting for an approver, if any. */
  approvalRequestId: number | null
}

/** What the admin's 뉴스레터 발송 field shows: the state of the issue's send and how many would receive it. */
export async function newsletterSendProgress(payload: Payload, postId: unknown): Promise<SendProgress> {
  const post = await findNewsletterIssue(payload, postId)
  const send = await findSendOf(payload, post.id)
  const active = await payload.count({
    collection: 'subscribers',
    where: { status: { equals: 'active' } },
    overrideAccess: true,
  })
  return {
    postId: post.id,
    status: send?.status ?? 'not-sent',
    stalled: send ? isStalled(send) : false,
    total: send?.total ?? 0,
    sentCount: send?.sentCount ?? 0,
    failedCount: send?.failedCount ?? 0,
    startedAt: send?.startedAt ?? null,
    finishedAt: send?.finishedAt ?? null,
    activeSubscribers: active.totalDocs,
    approvalRequestId: send ? null : ((await pendingSendRequest(payload, post.id))?.id ?? null),
  }
}
