import type { Access, FieldAccess, Where } from 'payload'

/**
 * Menu-level permissions of the auth groups, written once. Every collection, endpoint and admin
 * screen asks `can(user, area, action)`; groups are data (the `auth-groups` collection), so a
 * super administrator can change what a group may do without a release.
 */
export const permissionAreas = [
  'pages',
  'boards',
  'qna',
  'banners',
  'popups',
  'newsletters',
  'subscribers',
  'certificates',
  'accounts',
  'audit',
] as const
export type PermissionArea = (typeof permissionAreas)[number]

export const permissionActions = ['read', 'write', 'delete'] as const
export type PermissionAction = (typeof permissionActions)[number]

export const areaLabels: Record<PermissionArea, string> = {
  pages: '페이지',
  boards: '게시판',
  qna: '현장 Q&A',
  banners: '배너',
  popups: '팝업',
  newsletters: '뉴스레터',
  subscribers: '구독자',
  certificates: '인증 현황',
  accounts: '관리자 계정',
  audit: '감사 로그',
}

export const actionLabels: Record<PermissionAction, string> = { read: '읽기', write: '쓰기', delete: '삭제' }

const everyAction = permissionActions

/**
 * The actions each area really has, so a group offers (and stores) only permissions that change something: the audit
 * log is written by the system alone, so it is only read; newsletters are read and sent (`write`), and their posts are
 * deleted on their board (the boards area), so a newsletter delete would mean nothing.
 */
export const areaActions: Record<PermissionArea, readonly PermissionAction[]> = {
  pages: everyAction,
  boards: everyAction,
  qna: everyAction,
  banners: everyAction,
  popups: everyAction,
  newsletters: ['read', 'write'],
  subscribers: everyAction,
  certificates: everyAction,
  accounts: everyAction,
  audit: ['read'],
}

/** Whether `action` means something in `area`. */
export const areaHasAction = (area: PermissionArea, action: PermissionAction): boolean =>
  areaActions[area].includes(action)

export const accountStatuses = ['active', 'dormant', 'suspended'] as const
export type AccountStatus = (typeof accountStatuses)[number]
export const accountStatusLabels: Record<AccountStatus, string> = { active: '정상', dormant: '휴면', suspended: '정지' }

type AreaPermission = { read?: boolean | null; write?: boolean | null; delete?: boolean | null }

/** The part of an auth group the checks need; a populated `authGroup` of a user. */
export type GroupPermissions = {
  authGroupSeq?: number | null
  permissions?: Partial<Record<PermissionArea, AreaPermission | null>> | null
  /** Board seqs the group may work on; empty means every board. */
  boardSeqs?: number[] | null
}

/** The part of a user the checks need. `authGroup` must be populated (depth 1) to grant anything. */
export type PermissionSubject = {
  id?: number | string
  accountStatus?: string | null
  authGroup?: GroupPermissions | number | string | null
}

const groupOf = (user: PermissionSubject | null | undefined): GroupPermissions | null => {
  const group = user?.authGroup
  return group && typeof group === 'object' ? group : null
}

/** Only active accounts act at all: dormant and suspended ones are refused everything. */
export const isActive = (user: PermissionSubject | null | undefined): boolean =>
  Boolean(user) && (user?.accountStatus ?? 'active') === 'active'

/**
 * Whether a user may perform `action` on `area`. For boards, pass `boardSeq` to ask about one
 * board: a group limited to some boards is refused the others.
 */
export function can(
  user: PermissionSubject | null | undefined,
  area: PermissionArea,
  action: PermissionAction,
  options: { boardSeq?: number } = {},
): boolean {
  if (!isActive(user) || !areaHasAction(area, action)) return false
  const group = groupOf(user)
  if (!group?.permissions?.[area]?.[action]) return false
  if (area === 'boards' && options.boardSeq !== undefined) {
    const allowed = group.boardSeqs ?? []
    return allowed.length === 0 || allowed.includes(options.boardSeq)
  }
  return true
}

/** The boards a user may act on: `'all'`, or the list of seqs (possibly empty). */
export function allowedBoards(user: PermissionSubject | null | undefined, action: PermissionAction): 'all' | number[] {
  if (!can(user, 'boards', action)) return []
  const seqs = groupOf(user)?.boardSeqs ?? []
  return seqs.length === 0 ? 'all' : seqs
}

/** Payload access for a collection guarded by one area. */
export const allow =
  (area: PermissionArea, action: PermissionAction): Access =>
  ({ req }) =>
    can(req.user as PermissionSubject | null, area, action)

/** Field access for fields guarded by one area. */
export const allowField =
  (area: PermissionArea, action: PermissionAction): FieldAccess =>
  ({ req }) =>
    can(req.user as PermissionSubject | null, area, action)

/**
 * Payload access for board posts: all of them, only the boards of the user's group (a query
 * constraint on `field`), or nothing.
 */
export const allowBoardPosts =
  (action: PermissionAction, field = 'boardSettingSeq'): Access =>
  ({ req }) => {
    const boards = allowedBoards(req.user as PermissionSubject | null, action)
    if (boards === 'all') return true
    if (boards.length === 0) return false
    return { [field]: { in: boards } } as Where
  }

/** Payload access to the admin panel: an active account. */
export const activeAccount = ({ req }: { req: { user?: unknown } }): boolean =>
  isActive(req.user as PermissionSubject | null)

/** Create/update/delete of a collection guarded by one area: writing needs `write`, deleting `delete`. */
export const areaAccess = (area: PermissionArea) => ({
  create: allow(area, 'write'),
  update: allow(area, 'write'),
  delete: allow(area, 'delete'),
})

/** Board settings shape every board: only groups that may delete posts on every board change them. */
export const manageBoards: Access = ({ req }) =>
  can(req.user as PermissionSubject | null, 'boards', 'delete') &&
  allowedBoards(req.user as PermissionSubject | null, 'delete') === 'all'

/**
 * Reading posts: staff read every post — drafts, trashed, secret — of the boards their group may read, and nothing
 * of the others, so an editor limited to some boards neither lists nor opens the rest in the admin or the CMS API.
 * Visitors read nothing here: the public site reads posts through the board module, which applies the visibility
 * rules (published, in its display window, not secret, not trashed). `prefix` is `version.` for the versions table.
 */
const readBoardPosts =
  (prefix = ''): Access =>
  ({ req }) => {
    const boards = allowedBoards(req.user as PermissionSubject | null, 'read')
    if (boards === 'all') return true
    if (boards.length === 0) return false
    return { [`${prefix}boardSeq`]: { in: boards } } as Where
  }

/** Posts: a new post only on a board of the user's group; reads, edits and deletes limited to those boards. */
export const boardPostAccess = {
  read: readBoardPosts(),
  readVersions: readBoardPosts('version.'),
  create: (({ req, data }) =>
    can(req.user as PermissionSubject | null, 'boards', 'write', {
      boardSeq: typeof data?.boardSeq === 'number' ? data.boardSeq : undefined,
    })) as Access,
  update: allowBoardPosts('write', 'boardSeq'),
  delete: allowBoardPosts('delete', 'boardSeq'),
}
