import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { clientIp } from '@/lib/client-ip'
import { recordAudit } from '@/modules/audit/audit-log'
import { passwordResetAddressLimit, passwordResetIpLimit } from './limits'
import { passwordResetHtml, passwordResetSubject, passwordResetText } from './password-reset-mail'

export const passwordResetMessages = {
  missing: '아이디 또는 이메일을 입력해 주세요.',
  tooMany: (seconds: number) =>
    `비밀번호 재설정 요청이 너무 많습니다. ${Math.max(1, Math.ceil(seconds / 60))}분 후에 다시 시도해 주세요.`,
} as const

/**
 * Every answer to a reset request takes at least this long. The work behind it differs (a known account gets a
 * token written, an unknown one does not), and the mail goes out after the answer; the floor hides what is left.
 */
export const passwordResetAnswerFloorMs = 400

type Identifier = { field: 'email' | 'username'; value: string }

/** The address or id the form sent, normalised the way Payload looks it up. */
function identifierOf(data: unknown): Identifier | null {
  const body = (data ?? {}) as { email?: unknown; username?: unknown }
  const email = typeof body.email === 'string' ? body.email.toLowerCase().trim() : ''
  if (email) return { field: 'email', value: email.slice(0, 320) }
  const username = typeof body.username === 'string' ? body.username.toLowerCase().trim() : ''
  return username ? { field: 'username', value: username.slice(0, 320) } : null
}

const errorAnswer = (status: number, message: string, headers?: Record<string, string>) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

type Outcome = { kind: 'mailed'; userId: number | string } | { kind: 'no-account' } | { kind: 'limited' }

/**
 * Payload's forgot-password operation writes the one-time token inside its transaction. Its own mail is turned
 * off (`disableEmail`): it would hold the answer until the SMTP server replies, and with it Payload would also
 * write a "reservation" on the account outside the transaction. The mail is sent here instead, without waiting.
 */
async function issueToken(req: PayloadRequest, identifier: Identifier): Promise<Outcome> {
  const { payload } = req
  const data = identifier.field === 'email' ? { email: identifier.value } : { email: '', username: identifier.value }
  const token = await payload.forgotPassword({ collection: 'users', data, disableEmail: true, req })
  if (typeof token !== 'string' || !token) return { kind: 'no-account' }
  const user = await payload.db.findOne<{ id: number | string; email?: string; userName?: string; username?: string }>({
    collection: 'users',
    req,
    where: { resetPasswordToken: { equals: token } },
  })
  if (!user) return { kind: 'no-account' }
  if (user.email) sendInBackground(req, token, user)
  return { kind: 'mailed', userId: user.id }
}

function sendInBackground(
  req: PayloadRequest,
  token: string,
  user: { email?: string; userName?: string; username?: string },
) {
  const args = { req, token, user }
  req.payload
    .sendEmail({
      to: user.email,
      subject: passwordResetSubject(),
      html: passwordResetHtml(args),
      text: passwordResetText(args),
    })
    .catch((err: unknown) => req.payload.logger.error({ err }, 'password reset mail not sent'))
}

const outcomeSummary: Record<Outcome['kind'], string> = {
  mailed: '비밀번호 재설정 메일 요청',
  'no-account': '비밀번호 재설정 메일 요청 (일치하는 계정 없음)',
  limited: '비밀번호 재설정 메일 요청 (같은 주소의 요청이 많아 보내지 않음)',
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `POST /api/cms/users/forgot-password` (the admin's "비밀번호를 잊으셨나요?" form). A known and an unknown
 * address get the same answer in the same time; requests are limited per IP (429, not about any account) and
 * per address (over it the answer stays the same and no mail goes out).
 */
export async function requestPasswordReset(req: PayloadRequest): Promise<Response> {
  const started = Date.now()
  await addDataAndFileToRequest(req)
  const identifier = identifierOf(req.data)
  if (!identifier) return errorAnswer(400, passwordResetMessages.missing)
  const ip = clientIp(req.headers)
  // Loaded on use: the limiter is server code, while this file is part of the config that CLIs load.
  const { hitRateLimit } = await import('@/modules/security/rate-limit')
  const perIp = await hitRateLimit({
    scope: 'password-reset-ip',
    key: ip,
    payload: req.payload,
    ...passwordResetIpLimit,
  })
  if (!perIp.allowed) {
    return errorAnswer(429, passwordResetMessages.tooMany(perIp.retryAfterSeconds), {
      'Retry-After': String(perIp.retryAfterSeconds),
    })
  }
  const perAddress = await hitRateLimit({
    scope: 'password-reset-address',
    key: identifier.value,
    payload: req.payload,
    ...passwordResetAddressLimit,
  })
  const outcome: Outcome = perAddress.allowed ? await issueToken(req, identifier) : { kind: 'limited' }
  await recordAudit(
    req.payload,
    {
      action: 'account-change',
      actorUserId: identifier.value.slice(0, 100),
      ip,
      targetCollection: 'users',
      targetId: outcome.kind === 'mailed' ? outcome.userId : undefined,
      summary: outcomeSummary[outcome.kind],
    },
    { headers: req.headers },
  )
  await wait(passwordResetAnswerFloorMs - (Date.now() - started))
  return Response.json({ message: req.t('general:success') }, { headers: { 'Cache-Control': 'no-store' } })
}

/** Takes the place of Payload's built-in endpoint of the same path (custom endpoints are matched first). */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: requestPasswordReset,
}
