import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'
import { env } from '@/lib/env'
import { hitRateLimit } from '@/modules/security/rate-limit'
import { email as emailRule, singleLine } from '@/validation/validators'
import { newsletterConsent, newsletterMessages } from './messages'

export const confirmLifetimeMs = 7 * 24 * 60 * 60 * 1000
/** Repeated sign-ups for one address send at most one confirmation mail in this interval. */
export const confirmResendIntervalMs = 60 * 60 * 1000

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
const newToken = () => randomBytes(32).toString('base64url')

const subscribeSchema = z.object({
  email: z
    .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : ''), z.string())
    .superRefine((value, ctx) => {
      if (!value) ctx.addIssue({ code: 'custom', message: newsletterMessages.emailRequired })
      else if (value.length > 254 || emailRule(value) !== true)
        ctx.addIssue({ code: 'custom', message: emailRule('x') as string })
    }),
  // Checked before trimming, so a line break at either end is refused too rather than quietly cut off.
  name: z
    .preprocess((v) => (typeof v === 'string' ? v : ''), z.string())
    .refine((v) => singleLine(v) === true, { message: newsletterMessages.nameOneLine })
    .transform((v) => v.trim())
    .refine((v) => [...v].length <= 20, { message: newsletterMessages.nameTooLong }),
  consent: z.literal(true, { error: newsletterMessages.consentRequired }),
})

export type SubscribeField = 'email' | 'name' | 'consent'
export type SubscribeResult =
  | { ok: true; message: string; mailed: boolean }
  | {
      ok: false
      status: 400 | 429
      message: string
      fieldErrors?: Partial<Record<SubscribeField, string>>
      /** With 429: seconds until the limit's window ends (the API's `Retry-After`). */
      retryAfterSeconds?: number
    }

/**
 * Starts (or restarts) a double opt-in. The answer is the same whether or not the address is known, so the form
 * cannot be used to find out who subscribes.
 */
export async function subscribe(
  payload: Payload,
  request: { fields: Record<string, unknown>; honeypot?: unknown; ip: string; now?: Date },
): Promise<SubscribeResult> {
  if (typeof request.honeypot === 'string' && request.honeypot.trim() !== '') {
    return { ok: false, status: 400, message: newsletterMessages.rejected }
  }
  const parsed = subscribeSchema.safeParse(request.fields)
  if (!parsed.success) {
    const fieldErrors: Partial<Record<SubscribeField, string>> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SubscribeField
      fieldErrors[field] ??= issue.message
    }
    return { ok: false, status: 400, message: newsletterMessages.rejected, fieldErrors }
  }
  const limit = await hitRateLimit({
    payload,
    scope: 'newsletter-subscribe',
    key: request.ip,
    limit: 10,
    windowMs: 60 * 60 * 1000,
  })
  if (!limit.allowed) {
    return { ok: false, status: 429, message: newsletterMessages.tooMany, retryAfterSeconds: limit.retryAfterSeconds }
  }
  const now = request.now ?? new Date()
  const { email, name } = parsed.data
  const existing = (
    await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]
  if (existing?.status === 'active') return { ok: true, message: newsletterMessages.accepted, mailed: false }
  const lastSent = existing?.confirmSentAt ? new Date(existing.confirmSentAt).getTime() : 0
  if (existing?.status === 'pending' && now.getTime() - lastSent < confirmResendIntervalMs) {
    return { ok: true, message: newsletterMessages.accepted, mailed: false }
  }
  const token = newToken()
  const data = {
    email,
    name: name || undefined,
    status: 'pending' as const,
    consent: { version: newsletterConsent.version, agreedAt: now.toISOString() },
    confirmTokenHash: tokenHash(token),
    confirmExpiresAt: new Date(now.getTime() + confirmLifetimeMs).toISOString(),
    confirmSentAt: now.toISOString(),
  }
  const subscriber = existing
    ? await payload.update({ collection: 'subscribers', id: existing.id, data, overrideAccess: true })
    : await payload.create({ collection: 'subscribers', data, overrideAccess: true })
  const link = `${env.siteUrl}/media/media03/subscribe/confirm?token=${token}`
  await payload.sendEmail({
    to: subscriber.email,
    subject: '[녹색기후기술원] 뉴스레터 구독을 확인해 주세요',
    text: `${name ? `${name}님, ` : ''}녹색기후기술원 뉴스레터 구독 신청을 받았습니다.\n\n아래 링크를 누르면 구독이 완료됩니다(7일 동안 유효).\n${link}\n\n직접 신청하지 않으셨다면 이 메일을 무시해 주세요. 확인하지 않은 신청은 7일 후 자동으로 삭제됩니다.`,
  })
  return { ok: true, message: newsletterMessages.accepted, mailed: true }
}

/** Confirms a sign-up from the e-mailed link. */
export async function confirmSubscription(payload: Payload, token: unknown, now = new Date()) {
  if (typeof token !== 'string' || !/^[\w-]{20,100}$/.test(token)) return { ok: false as const }
  const found = await payload.find({
    collection: 'subscribers',
    where: {
      and: [
        { confirmTokenHash: { equals: tokenHash(token) } },
        { status: { equals: 'pending' } },
        { confirmExpiresAt: { greater_than: now.toISOString() } },
      ],
    },
    limit: 1,
    overrideAccess: true,
  })
  const subscriber = found.docs[0]
  if (!subscriber) return { ok: false as const }
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    overrideAccess: true,
    data: {
      status: 'active',
      confirmedAt: now.toISOString(),
      confirmTokenHash: null,
      confirmExpiresAt: null,
      unsubscribeToken: newToken(),
    },
  })
  return { ok: true as const }
}

/** Ends a subscription from the link or the one-click header of any newsletter e-mail. */
export async function unsubscribe(payload: Payload, token: unknown, now = new Date()) {
  if (typeof token !== 'string' || !/^[\w-]{20,100}$/.test(token)) return { ok: false as const }
  const found = await payload.find({
    collection: 'subscribers',
    where: { unsubscribeToken: { equals: token } },
    limit: 1,
    overrideAccess: true,
  })
  const subscriber = found.docs[0]
  if (!subscriber) return { ok: false as const }
  if (subscriber.status !== 'unsubscribed') {
    await payload.update({
      collection: 'subscribers',
      id: subscriber.id,
      overrideAccess: true,
      data: { status: 'unsubscribed', unsubscribedAt: now.toISOString() },
    })
  }
  return { ok: true as const }
}

export const unsubscribeUrl = (token: string) => `${env.siteUrl}/media/media03/subscribe/unsubscribe?token=${token}`
export const oneClickUnsubscribeUrl = (token: string) => `${env.siteUrl}/api/newsletter/unsubscribe?token=${token}`

/**
 * Sends one newsletter e-mail to an active subscriber, with the unsubscribe link in the text and the RFC 8058
 * one-click headers mail programs show as their own "구독 취소" button.
 */
export async function sendNewsletterMail(
  payload: Payload,
  subscriberId: string | number,
  message: { subject: string; text: string; html?: string },
) {
  const subscriber = await payload.findByID({
    collection: 'subscribers',
    id: subscriberId,
    overrideAccess: true,
    showHiddenFields: true,
  })
  if (subscriber.status !== 'active' || !subscriber.unsubscribeToken) return false
  const link = unsubscribeUrl(subscriber.unsubscribeToken)
  await payload.sendEmail({
    to: subscriber.email,
    subject: message.subject,
    text: `${message.text}\n\n---\n더 이상 받지 않으려면: ${link}`,
    html: message.html
      ? `${message.html}<hr><p style="font-size:12px">더 이상 받지 않으려면 <a href="${link}">구독 해지</a></p>`
      : undefined,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(subscriber.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
  return true
}
