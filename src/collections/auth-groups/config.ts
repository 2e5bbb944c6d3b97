import {
  type CollectionConfig,
  type Field,
  type RelationshipField,
  ValidationError,
  validations,
  type Where,
} from 'payload'
import {
  actionLabels,
  areaActions,
  areaLabels,
  can,
  type PermissionSubject,
  permissionAreas,
} from '@/access/permissions'
import { staffAccountField } from '@/collections/shared/staff-account-field'
import { twoStepLeadRule } from '@/modules/approval/steps'
import { nextGroupNumber } from '@/modules/auth-groups/group-numbers'
import { meaninglessPermissions, unknownBoards, unknownBoardsMessage } from '@/modules/auth-groups/group-rules'
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
      // Only the actions the area has (access/permissions.ts): no 쓰기 or 삭제 box for the read-only audit log.
      fields: areaActions[area].map((action) => ({
        name: action,
        label: actionLabels[action],
        type: 'checkbox',
        // A third of the row each, so 읽기, 쓰기 and 삭제 stand in the same columns for an area with fewer actions.
        admin: { width: '33%' },
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
  hooks: {
    beforeValidate: [
      async ({ data, req }) => {
        if (!data) return data
        const errors = meaninglessPermissions(data.permissions)
        if (Array.isArray(data.boardSeqs) && data.boardSeqs.length > 0) {
          const { docs } = await req.payload.find({
            collection: 'boards',
            overrideAccess: true,
            req,
            limit: 0,
            pagination: false,
            depth: 0,
            select: { boardSettingSeq: true },
          })
          const missing = unknownBoards(
            data.boardSeqs,
            docs.map((b) => b.boardSettingSeq),
          )
          if (missing.length) errors.push({ path: 'boardSeqs', message: unknownBoardsMessage(missing) })
        }
        if (errors.length) throw new ValidationError({ collection: 'auth-groups', errors }, req.t)
        return data
      },
    ],
    // The number is the server's: a client never sends one (the field is not writable), so every new group gets
    // the next free number. Only the seed and tests, trusted with `overrideAccess`, give their fixed numbers.
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation === 'create' && typeof data.authGroupSeq !== 'number') {
          data.authGroupSeq = await nextGroupNumber(req)
        }
        return data
      },
    ],
  },
  fields: [
    {
      name: 'authGroupSeq',
      label: '그룹 번호',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      min: 1,
      // The API names a group by this number (authGroupSeq of an account), so it never changes once given.
      access: { create: () => false, update: () => false },
      // Filled in by the server after the form is sent: the empty field of a new group is not an error.
      validate: (): true => true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        // Required in the database, but never for staff to fill in: no required mark on the form.
        components: { Label: '/components/admin/auto-number-label#AutoNumberLabel' },
        description: '저장하면 자동으로 매겨집니다. 계정 API의 authGroupSeq가 이 번호입니다.',
      },
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
      // Stored as board numbers (the permission checks compare them with a post's boardSeq); chosen by name.
      name: 'boardSeqs',
      label: '담당 게시판',
      type: 'number',
      hasMany: true,
      admin: {
        description: '고르지 않으면 모든 게시판을 다룹니다.',
        components: { Field: '/components/admin/group-boards-field#GroupBoardsField' },
      },
    },
    // 콘텐츠 정비 (src/modules/content-review/reminders.ts): who hears of a 담당자's page left past its date; the
    // final approver of the group's requests under 2단계 승인 (src/modules/approval/steps.ts).
    {
      ...staffAccountField(
        'lead',
        '그룹장',
        '이 그룹 계정이 담당하는 페이지가 검토 기한을 14일 넘기면 이 계정에 알림 메일이 갑니다. 비우면 사이트 설정의 품질관리자에게 갑니다. 2단계 승인을 켠 그룹에서는 요청을 최종 승인하는 부서장이며, 승인권자 그룹의 계정이어야 합니다.',
      ),
      validate: async (value, options) => {
        const relationship = await validations.relationship(value, options)
        if (relationship !== true) return relationship
        const approval = (options.data as { approval?: { twoStep?: boolean | null } } | undefined)?.approval
        return twoStepLeadRule(options.req, value, approval?.twoStep)
      },
    } as RelationshipField,
    {
      // src/modules/approval/policy.ts reads these.
      name: 'approval',
      label: '게시 승인',
      type: 'group',
      admin: {
        description:
          '승인이 필요한 곳에서 이 그룹이 게시하면 초안으로 저장되고 승인 요청이 됩니다. 승인권자가 승인하면 사이트에 게시됩니다.',
      },
      fields: [
        {
          name: 'approver',
          label: '승인권자',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: '이 그룹의 계정이 쓰기 권한이 있는 곳의 승인 요청을 승인하거나 반려합니다.' },
        },
        { name: 'pages', label: '페이지 게시에 승인 필요', type: 'checkbox', defaultValue: false },
        { name: 'banners', label: '메인 배너 게시에 승인 필요', type: 'checkbox', defaultValue: false },
        { name: 'popups', label: '팝업 게시에 승인 필요', type: 'checkbox', defaultValue: false },
        {
          name: 'newsletterSends',
          label: '뉴스레터 발송에 승인 필요',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: '이 그룹이 구독자에게 뉴스레터를 발송하면 승인 요청이 되고, 승인되면 발송됩니다.' },
        },
        {
          name: 'qnaAnswers',
          label: '현장 Q&A 답변 등록에 승인 필요',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              '이 그룹이 답변을 등록하면 승인 요청이 되고, 승인되면 답변이 공개되고 질문한 사람에게 메일이 갑니다. 등록된 답변은 이 그룹이 고칠 수 없습니다.',
          },
        },
        {
          name: 'twoStep',
          label: '2단계 승인 (담당 → 부서장)',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              '이 그룹의 요청은 승인권자가 1차 승인한 뒤 그룹장이 최종 승인해야 게시됩니다. 그룹장이 없거나 요청한 사람 또는 1차 승인자이면, 1차 승인자가 아닌 다른 승인권자가 최종 승인합니다. 그룹장이 1차에서 승인하면 그것으로 최종 승인됩니다.',
          },
        },
        {
          name: 'boardSeqs',
          label: '승인이 필요한 게시판',
          type: 'number',
          hasMany: true,
          admin: {
            components: { Field: '/components/admin/group-boards-field#GroupBoardsField' },
            custom: { boardsChoice: 'approval' },
          },
        },
      ],
    },
  ],
}
