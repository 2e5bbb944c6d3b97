import {
  AuthenticationError,
  type CollectionAfterChangeHook,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionAfterLogoutHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'
import { type AccountStatus, accountStatusLabels, isActive } from '@/access/permissions'
import { clientIp } from '@/lib/client-ip'
import { userFacingError } from '@/lib/user-facing-error'
import { recordAudit } from '@/modules/audit/audit-log'
import { signInLimit } from '@/modules/auth/limits'
import { revokeAllRefreshTokens } from '@/modules/auth/refresh-tokens'
import { spendPasswordCheck } from '@/modules/auth/sign-in-timing'
import { assertGroupWithinActor } from '@/modules/users/group-rules'
import { staffPasswordRule } from '@/validation/validators'

/** The one answer to a failed sign-in, whatever failed (the same text as the API's 401). */
export const wrongCredentialsMessage = '아이디 또는 비밀번호가 올바르지 않습니다.'

export const inactiveAccountMessage = '정지되었거나 휴면 상태인 계정입니다. 관리자에게 문의해 주세요.'

/** Gives each new account the next `userSeq`; the unique index stops two creations taking one number. */
export const assignUserSeq: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || typeof data.userSeq === 'number') return data
  const last = await req.payload.find({
    collection: 'users',
    overrideAccess: true,
    req,
    sort: '-userSeq',
    limit: 1,
    depth: 0,
    select: { userSeq: true },
  })
  data.userSeq = (last.docs[0]?.userSeq ?? 0) + 1
  return data
}

/**
 * A new password or a status other than active ends every session and refresh token of the
 * account, so a stolen or abandoned sign-in stops working at once.
 */
export const endSessionsOnSensitiveChange: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update') return data
  const passwordChanged = typeof data.password === 'string' && data.password !== ''
  const deactivated =
    data.accountStatus !== undefined && data.accountStatus !== 'active' && originalDoc?.accountStatus === 'active'
  if (passwordChanged || deactivated) {
    data.sessions = []
    req.context.passwordChanged = passwordChanged
    req.context.endSessionsOf = originalDoc?.id
  }
  return data
}

/** Nobody hands out a group with permissions they do not hold themselves. */
export const guardGroupAssignment: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!req.user || data.authGroup === undefined) return data
  const before = originalDoc?.authGroup
  const beforeId = before && typeof before === 'object' ? before.id : before
  const afterId = data.authGroup && typeof data.authGroup === 'object' ? data.authGroup.id : data.authGroup
  if (afterId !== undefined && afterId !== null && String(afterId) !== String(beforeId ?? '')) {
    await assertGroupWithinActor(req.payload, req.user, Number(afterId), req)
  }
  return data
}

export const revokeTokensAfterSensitiveChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (req.context.endSessionsOf !== undefined && String(req.context.endSessionsOf) === String(doc.id)) {
    await revokeAllRefreshTokens(req.payload, doc.id, req)
    req.context.endSessionsOf = undefined
  }
  return doc
}

/** Refresh tokens go before their account (they reference it). */
export const removeTokensOfDeletedUser: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'refresh-tokens',
    overrideAccess: true,
    req,
    where: { user: { equals: id } },
  })
}

/** Dormant and suspended accounts are refused at sign-in, whatever the way in. */
export const refuseInactiveAccounts: CollectionBeforeLoginHook = async ({ user }) => {
  if (!isActive(user)) {
    const label = accountStatusLabels[user.accountStatus as AccountStatus] ?? user.accountStatus
    throw userFacingError(`${inactiveAccountMessage} (${label})`, 403)
  }
  return user
}

/** The per-IP sign-in limit, applied to every login operation (admin form, REST and our API). */
export const limitSignInsPerIp: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.context?.signInLimitChecked) return args
  const ip = clientIp(req.headers ?? new Headers())
  // Loaded on use: the limiter is server code, while this file is part of the config that CLIs load.
  const { hitRateLimit } = await import('@/modules/security/rate-limit')
  const result = await hitRateLimit({ scope: 'signin-ip', key: ip, payload: req.payload, ...signInLimit })
  if (!result.allowed) {
    // Payload's error answer adds the request's response headers; our API reads `retryAfterSeconds`.
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('Retry-After', String(result.retryAfterSeconds))
    throw Object.assign(
      userFacingError(
        `로그인 시도가 너무 많습니다. ${Math.ceil(result.retryAfterSeconds / 60)}분 후에 다시 시도해 주세요.`,
        429,
      ),
      { retryAfterSeconds: result.retryAfterSeconds },
    )
  }
  return args
}

type LoginData = { username?: unknown; email?: unknown; password?: unknown }

const sentUsername = (data: LoginData) => typeof data.username === 'string' && data.username.trim() !== ''

const isLocked = (user: { lockUntil?: unknown } | null) =>
  Boolean(user?.lockUntil) && new Date(String(user?.lockUntil)).getTime() > Date.now()

/**
 * Payload answers an unknown id without checking the password, and a locked account without checking it
 * either, so both came back ten times faster than a wrong password for a real account and gave the ids
 * away. For those two the password is checked against a dummy hash of the same cost first; a locked
 * account then gets the same "wrong id or password" as an unknown id (docs/api.md, "Limits").
 */
export const equalizeSignInTiming: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args.data ?? {}) as LoginData
  const password = typeof data.password === 'string' ? data.password : ''
  const raw = sentUsername(data) ? data.username : data.email
  const id = typeof raw === 'string' ? raw.toLowerCase().trim() : ''
  if (!password || !id) return args
  const user = await req.payload.db.findOne<{ id: number | string; lockUntil?: string | null }>({
    collection: 'users',
    req,
    where: { or: [{ username: { equals: id } }, { email: { equals: id } }] },
  })
  if (user && !isLocked(user)) return args
  await spendPasswordCheck(password)
  if (user) throw new AuthenticationError(req.t)
  return args
}

/**
 * Every failed sign-in through the admin form gets one answer. Payload's own differ: its lockout re-check can
 * answer "locked" on the very failure that locks the account, and it words a wrong password for a real id
 * ("이메일 또는 비밀번호") differently from an unknown id ("사용자 이름 또는 비밀번호"), which gave ids away.
 */
export const sameAnswerForFailedSignIns: CollectionAfterErrorHook = ({ error, req }) => {
  if (!['LockedAuth', 'AuthenticationError'].includes(error.name) || !req.pathname?.endsWith('/users/login')) return
  return { response: { errors: [{ message: wrongCredentialsMessage }] }, status: 401 }
}

/**
 * Payload's reset-password operation hashes the new password itself and runs the beforeValidate hooks
 * without it, so the password rule is checked here, before the token is used up. The flag tells
 * `finishPasswordReset` that the sign-in that follows is the reset's own.
 */
export const checkResetPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const password = (args.data as { password?: unknown } | undefined)?.password
  const message =
    typeof password === 'string' && password !== '' ? staffPasswordRule(password) : passwordRequiredMessage
  if (message !== true) {
    throw new ValidationError(
      { collection: 'users', errors: [{ message: String(message), path: 'password', label: passwordLabel }] },
      req.t,
    )
  }
  req.context.passwordReset = true
  return args
}

export const passwordRequiredMessage = '새 비밀번호를 입력해 주세요.'

/**
 * Payload's reset writes the account with `db.updateOne`, past our change hooks: it empties the sessions
 * itself, and the refresh tokens of the API are revoked here, inside the same transaction, with the audit entry.
 */
export const finishPasswordReset: CollectionAfterLoginHook = async ({ req, user }) => {
  if (!req.context?.passwordReset) return user
  req.context.passwordReset = false
  await revokeAllRefreshTokens(req.payload, user.id, req)
  await recordAudit(
    req.payload,
    {
      action: 'account-change',
      actor: user,
      targetCollection: 'users',
      targetId: user.id,
      summary: `계정 ${user.username ?? user.id} 변경: password (메일 링크로 재설정, 모든 세션 종료)`,
    },
    req as PayloadRequest,
  )
  return user
}

export const auditSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.context?.signInAudited) return user
  await recordAudit(req.payload, { action: 'signin', actor: user, targetCollection: 'users', targetId: user.id }, req)
  return user
}

export const auditSignOut: CollectionAfterLogoutHook = async ({ req }) => {
  const user = req.user as { id?: number | string; username?: string } | null
  await recordAudit(req.payload, { action: 'signout', actor: user, targetCollection: 'users', targetId: user?.id }, req)
}

/** Failed sign-ins through Payload's own REST login (the admin form) are logged here. */
export const auditFailedRestSignIn: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!req.pathname?.endsWith('/users/login')) return
  const body = (req.data ?? {}) as { username?: unknown; email?: unknown }
  const userId = typeof body.username === 'string' ? body.username : typeof body.email === 'string' ? body.email : ''
  await recordAudit(req.payload, {
    action: 'signin-failed',
    actorUserId: userId.slice(0, 100),
    ip: clientIp(req.headers),
    targetCollection: 'users',
    summary: error.message.slice(0, 200),
  })
}

/** The password field's name in the admin's error notices. */
const passwordLabel = '비밀번호'

/** Spec §5's password rule on every way a password is set (admin form, API, Local API). */
export const enforcePasswordRule: CollectionBeforeValidateHook = ({ data, collection, req }) => {
  const password = data?.password
  if (typeof password === 'string' && password !== '') {
    const result = staffPasswordRule(password)
    if (result !== true) {
      // The admin shows `message` under the password field and names the field by `label` in its Korean notice.
      throw new ValidationError(
        { collection: collection.slug, errors: [{ message: result, path: 'password', label: passwordLabel }] },
        req.t,
      )
    }
  }
  return data
}

export const ownPasswordNeedsCurrentMessage =
  "내 비밀번호는 '내 비밀번호 변경'에서 현재 비밀번호를 확인한 뒤 바꿀 수 있습니다."

/**
 * One's own password changes only after the current one is confirmed (`validate-pass`, then the
 * users API). Payload's REST update, which the generic admin form uses, cannot confirm it, so it is
 * refused there for one's own account; setting another account's password stays with managers.
 */
export const ownPasswordThroughCheckOnly: CollectionBeforeValidateHook = ({ data, operation, originalDoc, req }) => {
  const password = data?.password
  const own = req.user && originalDoc && String(req.user.id) === String(originalDoc.id)
  if (operation === 'update' && own && req.payloadAPI === 'REST' && typeof password === 'string' && password !== '') {
    throw new ValidationError(
      { errors: [{ message: ownPasswordNeedsCurrentMessage, path: 'password', label: passwordLabel }] },
      req.t,
    )
  }
  return data
}
