import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/html-escape'
import { conflict, notFound } from '@/modules/api/errors'
import { recordAudit } from '@/modules/audit/audit-log'
import type { NewsletterSend, Post, Subscriber, User } from '@/payload-types'
import { sendingMessages } from './messages'
import { sendNewsletterMail } from './subscription'

export const newsletterBoardSeq = 4
/** Subscribers read and mailed per round; the counts staff watch are written after each round. */
export const sendBatchSize = 50
/** A send whose progress has not moved for this long was cut off (a restart, a crash) and may be resumed. */
export const stalledAfterMs = 5 * 60 * 1000
export const newsletterSubjectPrefix = '[녹색기후기술원 뉴스레터]'

/**
 * The send's own writes, each one row, through Payload's transactions. On SQLite they take their turn with every
 * other write of the process (src/lib/sqlite-write-lock.ts), so a send never collides with a staff member's save.
 */
const singleWrite = { overrideAccess: true, depth: 0 } as const

type Mail = { subject: string; text: string; html: string }
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
 * database refuse a second send of the same issue (409), however many requests race. A send that was cut off
 * (still 'sending', no progress for `stalledAfterMs`) is resumed instead. The mailing itself is `done`, which never
 * rejects: the HTTP route lets it run after the response, tests await it.
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
    return { send: existing, resumed: true, done: resumeNewsletterSend(payload, existing.id) }
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
  return { send, resumed: false, done: runSend(payload, send.id) }
}

/**
 * Continues a send that is still 'sending', mailing only the subscribers without a delivery record. Safe to call
 * while another process works on the same send: each recipient is claimed by a unique row before the mail goes out.
 */
export async function resumeNewsletterSend(payload: Payload, sendId: number): Promise<NewsletterSend> {
  const send = await payload.findByID({ collection: 'newsletter-sends', id: sendId, depth: 0, overrideAccess: true })
  if (send.status !== 'sending') return send
  await touch(payload, sendId)
  return runSend(payload, sendId)
}

async function runSend(payload: Payload, sendId: number): Promise<NewsletterSend> {
  try {
    const send = await payload.findByID({ collection: 'newsletter-sends', id: sendId, depth: 0, overrideAccess: true })
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
    const counts = await countDeliveries(payload, sendId)
    return await writeCounts(payload, sendId, {
      status: counts.sentCount === 0 && counts.failedCount > 0 ? 'failed' : 'sent',
      total: counts.sentCount + counts.failedCount,
      finishedAt: new Date().toISOString(),
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    payload.logger.error({ msg: `newsletter send ${sendId} stopped`, error: message })
    return writeCounts(payload, sendId, {
      status: 'failed',
      finishedAt: new Date().toISOString(),
      lastError: message.slice(0, 500),
    }).catch(() => ({ id: sendId, status: 'failed' }) as NewsletterSend)
  }
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

async function hasDelivery(payload: Payload, sendId: number, subscriberId: number) {
  const { totalDocs } = await payload.count({
    collection: 'newsletter-deliveries',
    where: { and: [{ send: { equals: sendId } }, { subscriber: { equals: subscriberId } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

async function countDeliveries(payload: Payload, sendId: number) {
  const count = async (status: 'sent' | 'failed') =>
    (
      await payload.count({
        collection: 'newsletter-deliveries',
        where: { and: [{ send: { equals: sendId } }, { status: { equals: status } }] },
        overrideAccess: true,
      })
    ).totalDocs
  return { sentCount: await count('sent'), failedCount: await count('failed') }
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
    where: { and: [{ send: { equals: sendId } }, { status: { in: ['sent', 'failed'] } }] },
    overrideAccess: true,
  })
  const handledActive = await payload.count({
    collection: 'newsletter-deliveries',
    where: {
      and: [
        { send: { equals: sendId } },
        { status: { in: ['sent', 'failed', 'sending'] } },
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
  }
}
