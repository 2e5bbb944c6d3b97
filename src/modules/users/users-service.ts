import type { Payload, PayloadRequest, Where } from 'payload'
import { createLocalReq } from 'payload'
import { type AccountStatus, accountStatusLabels, can } from '@/access/permissions'
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '@/modules/api/errors'
import type { Caller } from '@/modules/auth/authenticate'
import { passwordCheckLimit } from '@/modules/auth/limits'
import { isCurrentPassword } from '@/modules/auth/password-check'
import { hitRateLimit } from '@/modules/security/rate-limit'
import type { AuthGroup, User } from '@/payload-types'
import { userIdRule } from '@/validation/field-rules'
import { companyEmail } from '@/validation/validators'
import { companyEmailDomain } from './email-rule'
import type { CreateUserInput, ListUsersQuery, UpdateUserInput, UserView } from './schemas'

export const userMessages = {
  idTaken: '이미 사용 중인 아이디입니다.',
  idAvailable: '사용할 수 있는 아이디입니다.',
  idImmutable: '아이디는 바꿀 수 없습니다.',
  ownGroupOrStatus: '자신의 권한 그룹이나 계정 상태는 바꿀 수 없습니다.',
  ownDelete: '자기 자신의 계정은 삭제할 수 없습니다.',
  unknownGroup: '존재하지 않는 권한 그룹입니다.',
  emailTaken: '이미 다른 계정에서 사용 중인 이메일입니다.',
  privateOnlyOwn: '본인의 정보만 수정할 수 있습니다.',
  passwordOnlyOwn: '본인의 비밀번호만 확인할 수 있습니다.',
} as const

const groupOf = (user: User): AuthGroup | null =>
  user.authGroup && typeof user.authGroup === 'object' ? user.authGroup : null

export function toUserView(user: User): UserView {
  const group = groupOf(user)
  const status = (user.accountStatus ?? 'active') as AccountStatus
  return {
    userSeq: user.userSeq ?? 0,
    userId: user.username,
    userName: user.userName,
    displayName: user.displayName ?? null,
    userEmail: user.email ?? null,
    userDeptName: user.userDeptName ?? null,
    mainDomain: user.mainDomain ?? null,
    subDomain: user.subDomain ?? null,
    accountStatus: status,
    accountStatusName: accountStatusLabels[status],
    useYn: status === 'active' ? 'Y' : 'N',
    authGroupSeq: group?.authGroupSeq ?? null,
    authGroupName: group?.name ?? null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  }
}

async function findBySeq(payload: Payload, userSeq: number): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: true,
    depth: 1,
    limit: 1,
    where: { userSeq: { equals: userSeq } },
  })
  return (docs[0] as User | undefined) ?? null
}

async function groupIdBySeq(payload: Payload, authGroupSeq: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'auth-groups',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { authGroupSeq: { equals: authGroupSeq } },
  })
  const id = docs[0]?.id
  if (id === undefined)
    throw badRequest(userMessages.unknownGroup, [{ path: 'authGroupSeq', message: userMessages.unknownGroup }])
  return id
}

async function usernameTaken(payload: Payload, userId: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    overrideAccess: true,
    where: { username: { equals: userId.toLowerCase() } },
  })
  return totalDocs > 0
}

async function assertCompanyEmail(payload: Payload, email: string | null | undefined) {
  if (!email) return
  const result = companyEmail(email, await companyEmailDomain({ payload }))
  if (result !== true) throw badRequest(result, [{ path: 'userEmail', message: result }])
}

const asRequest = (payload: Payload, caller: Caller, headers: Headers) =>
  createLocalReq(
    { user: { ...caller.user, collection: 'users' }, req: { headers } },
    payload,
  ) as Promise<PayloadRequest>

/** Payload's unique-email error surfaces as a validation error on `email`. */
function mapWriteError(error: unknown): never {
  const e = error as { name?: string; data?: { errors?: { path?: string; message?: string }[] } }
  if (
    e?.name === 'ValidationError' &&
    e.data?.errors?.some((d) => d.path === 'email' && /unique|already/i.test(d.message ?? ''))
  ) {
    throw conflict(userMessages.emailTaken, [{ path: 'userEmail', message: userMessages.emailTaken }])
  }
  throw error
}

export async function getUser(payload: Payload, caller: Caller, userSeq: number): Promise<UserView> {
  const own = caller.user.userSeq === userSeq
  if (!own && !can(caller.user, 'accounts', 'read')) throw forbidden()
  const user = await findBySeq(payload, userSeq)
  if (!user) throw notFound('사용자를 찾을 수 없습니다.')
  return toUserView(user)
}

/** KST calendar day boundaries as instants. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000+09:00`).toISOString()
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999+09:00`).toISOString()

const searchFields: Record<Exclude<ListUsersQuery['searchKind'], 'all'>, string> = {
  userId: 'username',
  userName: 'userName',
  displayName: 'displayName',
  userEmail: 'email',
  userDeptName: 'userDeptName',
}

export async function listUsers(payload: Payload, caller: Caller, query: ListUsersQuery) {
  if (!can(caller.user, 'accounts', 'read')) throw forbidden()
  const and: Where[] = []
  if (query.startDate) and.push({ createdAt: { greater_than_equal: dayStart(query.startDate) } })
  if (query.endDate) and.push({ createdAt: { less_than_equal: dayEnd(query.endDate) } })
  if (query.useYn === 'Y') and.push({ accountStatus: { equals: 'active' } })
  if (query.useYn === 'N') and.push({ accountStatus: { in: ['dormant', 'suspended'] } })
  if (query.searchText) {
    const fields = query.searchKind === 'all' ? Object.values(searchFields) : [searchFields[query.searchKind]]
    and.push({ or: fields.map((field) => ({ [field]: { like: query.searchText } })) })
  }
  const result = await payload.find({
    collection: 'users',
    overrideAccess: true,
    depth: 1,
    page: query.pageNo,
    limit: query.pageSize,
    sort: '-userSeq',
    where: and.length ? { and } : undefined,
  })
  return {
    items: result.docs.map((u) => toUserView(u as User)),
    total: result.totalDocs,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.max(1, result.totalPages),
  }
}

export async function createUser(payload: Payload, caller: Caller, input: CreateUserInput, headers: Headers) {
  if (!can(caller.user, 'accounts', 'write')) throw forbidden()
  if (await usernameTaken(payload, input.userId)) {
    throw conflict(userMessages.idTaken, [{ path: 'userId', message: userMessages.idTaken }])
  }
  await assertCompanyEmail(payload, input.userEmail)
  const authGroup = await groupIdBySeq(payload, input.authGroupSeq)
  const req = await asRequest(payload, caller, headers)
  try {
    const created = await payload.create({
      collection: 'users',
      req,
      overrideAccess: false,
      depth: 1,
      data: {
        username: input.userId,
        password: input.userPassword,
        userName: input.userName,
        displayName: input.displayName || undefined,
        userDeptName: input.userDeptName || undefined,
        email: input.userEmail || undefined,
        mainDomain: input.mainDomain || undefined,
        subDomain: input.subDomain || undefined,
        accountStatus: input.accountStatus ?? 'active',
        authGroup,
      },
    })
    return toUserView(created as User)
  } catch (error) {
    mapWriteError(error)
  }
}

/** Optional text: null or absent keeps the value, '' clears it. */
const clearable = (value: string | null | undefined) => (value === null || value === undefined ? undefined : value)

export async function updateUser(
  payload: Payload,
  caller: Caller,
  userSeq: number,
  kind: 'private' | 'admin',
  input: UpdateUserInput,
  headers: Headers,
) {
  const own = caller.user.userSeq === userSeq
  const manager = can(caller.user, 'accounts', 'write')
  if (kind === 'admin' && !manager) throw forbidden()
  if (kind === 'private' && !own && !manager) throw forbidden(userMessages.privateOnlyOwn)
  const target = await findBySeq(payload, userSeq)
  if (!target) throw notFound('사용자를 찾을 수 없습니다.')
  if (input.userId && input.userId.trim().toLowerCase() !== target.username) {
    throw badRequest(userMessages.idImmutable, [{ path: 'userId', message: userMessages.idImmutable }])
  }

  const data: Record<string, unknown> = {}
  if (input.userName) data.userName = input.userName
  if (clearable(input.userDeptName) !== undefined) data.userDeptName = input.userDeptName || null
  if (clearable(input.userEmail) !== undefined) {
    await assertCompanyEmail(payload, input.userEmail)
    data.email = input.userEmail || null
  }
  if (input.userPassword) data.password = input.userPassword

  if (kind === 'admin') {
    if (clearable(input.displayName) !== undefined) data.displayName = input.displayName || null
    if (clearable(input.mainDomain) !== undefined) data.mainDomain = input.mainDomain || null
    if (clearable(input.subDomain) !== undefined) data.subDomain = input.subDomain || null
    const currentGroup = groupOf(target)
    const groupChanges = input.authGroupSeq != null && input.authGroupSeq !== currentGroup?.authGroupSeq
    const statusChanges = input.accountStatus != null && input.accountStatus !== target.accountStatus
    if (own && (groupChanges || statusChanges)) throw forbidden(userMessages.ownGroupOrStatus)
    if (groupChanges) data.authGroup = await groupIdBySeq(payload, input.authGroupSeq as number)
    if (statusChanges) data.accountStatus = input.accountStatus
  }

  if (Object.keys(data).length === 0) return toUserView(target)
  const req = await asRequest(payload, caller, headers)
  try {
    const updated = await payload.update({
      collection: 'users',
      id: target.id,
      req,
      overrideAccess: false,
      depth: 1,
      data,
    })
    return toUserView(updated as User)
  } catch (error) {
    mapWriteError(error)
  }
}

export async function deleteUser(payload: Payload, caller: Caller, userSeq: number, headers: Headers) {
  if (!can(caller.user, 'accounts', 'delete')) throw forbidden()
  if (caller.user.userSeq === userSeq) throw forbidden(userMessages.ownDelete)
  const target = await findBySeq(payload, userSeq)
  if (!target) throw notFound('사용자를 찾을 수 없습니다.')
  const req = await asRequest(payload, caller, headers)
  await payload.delete({ collection: 'users', id: target.id, req, overrideAccess: false })
  return { userSeq, deleted: true as const }
}

export async function checkUserId(payload: Payload, caller: Caller, userId: string) {
  if (!can(caller.user, 'accounts', 'read') && !can(caller.user, 'accounts', 'write')) throw forbidden()
  const trimmed = userId.trim()
  const format = userIdRule(trimmed)
  if (format !== true) return { userId: trimmed, available: false, message: format }
  const taken = await usernameTaken(payload, trimmed)
  return { userId: trimmed, available: !taken, message: taken ? userMessages.idTaken : userMessages.idAvailable }
}

export async function validatePassword(payload: Payload, caller: Caller, userSeq: number, password: string) {
  if (caller.user.userSeq !== userSeq) throw forbidden(userMessages.passwordOnlyOwn)
  const limit = await hitRateLimit({
    scope: 'validate-pass',
    key: String(caller.user.id),
    payload,
    ...passwordCheckLimit,
  })
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
  return { valid: await isCurrentPassword(payload, caller.user.id, password) }
}
