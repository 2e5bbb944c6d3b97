import type { Payload } from 'payload'
import {
  areaActions,
  type PermissionAction,
  type PermissionArea,
  permissionActions,
  permissionAreas,
} from '@/access/permissions'

type Permissions = Record<PermissionArea, Partial<Record<PermissionAction, boolean>>>

/** The given actions on the given areas, each area limited to the actions it has (no 감사 로그 쓰기). */
const grant = (areas: readonly PermissionArea[], actions: readonly PermissionAction[] = permissionActions) =>
  Object.fromEntries(
    permissionAreas.map((area) => [
      area,
      Object.fromEntries(areaActions[area].map((a) => [a, areas.includes(area) && actions.includes(a)])),
    ]),
  ) as Permissions

const contentAreas: PermissionArea[] = [
  'pages',
  'boards',
  'qna',
  'banners',
  'popups',
  'newsletters',
  'subscribers',
  'certificates',
]

/** The boards where an 편집자's post waits for approval: 공지사항 and 채용정보, which speak for the institute. */
export const editorApprovalBoards = [1, 8] as const

/**
 * The three groups of the institute: 최고관리자 (everything), 관리자 (all content), 편집자 (posts and pages). By
 * default an 편집자's 공지사항, 채용정보 and pages wait for 게시 승인, which 관리자 and 최고관리자 give
 * (docs/decisions/0043-publishing-approval.md); administrators change this per group.
 */
export const defaultAuthGroups = [
  { authGroupSeq: 1, name: '최고관리자', permissions: grant(permissionAreas), approval: { approver: true } },
  { authGroupSeq: 2, name: '관리자', permissions: grant(contentAreas), approval: { approver: true } },
  {
    authGroupSeq: 3,
    name: '편집자',
    permissions: {
      ...grant(['boards', 'pages'], ['read', 'write']),
      boards: { read: true, write: true, delete: true },
    },
    approval: { pages: true, boardSeqs: [...editorApprovalBoards] as number[] },
  },
] as const

export async function seedAuthGroups(payload: Payload): Promise<void> {
  for (const group of defaultAuthGroups) {
    const { totalDocs } = await payload.count({
      collection: 'auth-groups',
      overrideAccess: true,
      where: { authGroupSeq: { equals: group.authGroupSeq } },
    })
    if (totalDocs === 0) {
      await payload.create({ collection: 'auth-groups', overrideAccess: true, data: { ...group, boardSeqs: [] } })
    }
  }
}

/** The id of the group with `authGroupSeq`, or undefined when it does not exist. */
export async function authGroupIdBySeq(payload: Payload, authGroupSeq: number): Promise<number | undefined> {
  const { docs } = await payload.find({
    collection: 'auth-groups',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { authGroupSeq: { equals: authGroupSeq } },
  })
  return docs[0]?.id
}

/**
 * Accounts made before groups existed: each gets a `userSeq`, and when nobody is 최고관리자 the
 * oldest account becomes one, so an existing installation never loses its way into the admin.
 */
export async function adoptExistingAccounts(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: true,
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'id',
  })
  let next = Math.max(0, ...docs.map((u) => u.userSeq ?? 0)) + 1
  for (const user of docs) {
    if (user.userSeq == null) {
      await payload.update({
        collection: 'users',
        id: user.id,
        overrideAccess: true,
        data: { userSeq: next++ },
      })
    }
  }
  const superGroup = await authGroupIdBySeq(payload, 1)
  const oldest = docs[0]
  if (!superGroup || !oldest || docs.some((u) => u.authGroup === superGroup)) return
  await payload.update({
    collection: 'users',
    id: oldest.id,
    overrideAccess: true,
    data: { authGroup: superGroup, accountStatus: 'active' },
  })
}
