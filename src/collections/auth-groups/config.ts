import type { CollectionConfig, Field, Where } from 'payload'
import {
  actionLabels,
  areaLabels,
  can,
  type PermissionSubject,
  permissionActions,
  permissionAreas,
} from '@/access/permissions'
import { requiredMinMax } from '@/validation/field-rules'

const nameRule = requiredMinMax(2, 30)

const permissionFields: Field[] = permissionAreas.map((area) => ({
  name: area,
  label: areaLabels[area],
  type: 'group',
  admin: { hideGutter: true },
  fields: [
    {
      type: 'row',
      fields: permissionActions.map((action) => ({
        name: action,
        label: actionLabels[action],
        type: 'checkbox',
        defaultValue: false,
      })),
    },
  ],
}))

/** Staff may not edit the group they belong to, so nobody widens their own permissions. */
const notOwnGroup =
  (action: 'write' | 'delete') =>
  ({ req }: { req: { user?: unknown } }): boolean | Where => {
    const user = req.user as PermissionSubject | null
    if (!can(user, 'accounts', action)) return false
    const own = user?.authGroup
    const ownId = own && typeof own === 'object' ? (own as { id?: number | string }).id : own
    return ownId === undefined || ownId === null ? true : { id: { not_equals: ownId } }
  }

/** Auth groups (권한 그룹): what the staff of each group may read, write and delete, per admin menu. */
export const AuthGroups: CollectionConfig = {
  slug: 'auth-groups',
  labels: { singular: '권한 그룹', plural: '권한 그룹' },
  admin: {
    group: '계정 관리',
    // Every signed-in account reads the groups (its own is shown on its account), but only account managers
    // see them in the menu.
    hidden: ({ user }) => !can(user as PermissionSubject | null, 'accounts', 'read'),
    useAsTitle: 'name',
    defaultColumns: ['authGroupSeq', 'name', 'updatedAt'],
  },
  access: {
    read: ({ req }) => Boolean(req.user),
    create: ({ req }) => can(req.user as PermissionSubject | null, 'accounts', 'write'),
    update: notOwnGroup('write'),
    delete: notOwnGroup('delete'),
  },
  defaultSort: 'authGroupSeq',
  fields: [
    {
      name: 'authGroupSeq',
      label: '그룹 번호',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      min: 1,
      admin: { position: 'sidebar', step: 1 },
    },
    {
      name: 'name',
      label: '그룹 이름',
      type: 'text',
      required: true,
      validate: (value: unknown) => nameRule(value),
    },
    {
      name: 'permissions',
      label: '메뉴 권한',
      type: 'group',
      fields: permissionFields,
    },
    {
      name: 'boardSeqs',
      label: '담당 게시판 번호',
      type: 'number',
      hasMany: true,
      admin: { description: '비워 두면 모든 게시판을 다룹니다. 예: 1 공지사항, 3 현장 Q&A, 4 뉴스레터, 5·6·7 실적' },
    },
  ],
}
