import {
  type CollectionAfterChangeHook,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionAfterLogoutHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  ValidationError,
} from 'payload'
import { type AccountStatus, accountStatusLabels, isActive } from '@/access/permissions'
import { clientIp } from '@/lib/client-ip'
import { userFacingError } from '@/lib/user-facing-error'
import { recordAudit } from '@/modules/audit/audit-log'
import { signInLimit } from '@/modules/auth/limits'
import { revokeAllRefreshTokens } from '@/modules/auth/refresh-tokens'
import { assertGroupWithinActor } from '@/modules/users/group-rules'
import { passwordLength } from '@/validation/validators'

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
    throw userFacingError(
      `로그인 시도가 너무 많습니다. ${Math.ceil(result.retryAfterSeconds / 60)}분 후에 다시 시도해 주세요.`,
      429,
    )
  }
  return args
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

/** Spec §5's password rule on every way a password is set (admin form, API, Local API). */
export const enforcePasswordRule: CollectionBeforeValidateHook = ({ data, collection }) => {
  const password = data?.password
  if (typeof password === 'string' && password !== '') {
    const result = passwordLength(password)
    if (result !== true) {
      throw new ValidationError({ collection: collection.slug, errors: [{ message: result, path: 'password' }] })
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
    throw new ValidationError({ errors: [{ message: ownPasswordNeedsCurrentMessage, path: 'password' }] })
  }
  return data
}
