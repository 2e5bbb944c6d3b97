import type { CollectionConfig, FieldAccess, Where } from 'payload'
import { accountStatuses, accountStatusLabels, activeAccount, can, type PermissionSubject } from '@/access/permissions'
import { forgotPasswordEndpoint } from '@/modules/auth/password-reset'
import { passwordResetExpirationMs, passwordResetHtml, passwordResetSubject } from '@/modules/auth/password-reset-mail'
import { sameHostSession } from '@/modules/auth/same-host-session'
import { companyEmailRule } from '@/modules/users/email-rule'
import { handOverEndpoint } from '@/modules/users/hand-over'
import { requiredMinMax, userIdRule } from '@/validation/field-rules'
import { minMax } from '@/validation/validators'
import {
  assignUserSeq,
  auditFailedRestSignIn,
  auditSignIn,
  auditSignOut,
  checkResetPassword,
  endSessionsOnSensitiveChange,
  enforcePasswordRule,
  equalizeSignInTiming,
  finishPasswordReset,
  guardGroupAssignment,
  limitSignInsPerIp,
  ownPasswordThroughCheckOnly,
  refuseInactiveAccounts,
  removeTokensOfDeletedUser,
  revokeTokensAfterSensitiveChange,
  sameAnswerForFailedSignIns,
} from './hooks'

const subject = (user: unknown) => user as PermissionSubject | null

/** Everyone reads and edits their own account; the accounts permission reaches every account. */
const selfOr =
  (action: 'read' | 'write') =>
  ({ req }: { req: { user?: unknown } }): boolean | Where => {
    const user = subject(req.user)
    if (!user || !activeAccount({ req })) return false
    if (can(user, 'accounts', action)) return true
    return { id: { equals: user.id } }
  }

/** Group and status are set by holders of the accounts permission, never on their own account. */
const managedField: FieldAccess = ({ req, id }) =>
  can(subject(req.user), 'accounts', 'write') && (id === undefined || String(id) !== String(req.user?.id))

const managedOnCreate: FieldAccess = ({ req }) => can(subject(req.user), 'accounts', 'write')

/**
 * Staff accounts. Payload's username login is the spec's `userId`, Payload's `email` is the spec's
 * `userEmail` (one source of truth); `src/modules/users` maps the API names onto these fields.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: '관리자 계정', plural: '관리자 계정' },
  admin: {
    group: '계정 관리',
    // Staff without the accounts permission reach their own account through the header's account link
    // (/admin/account), not the accounts list: it leaves their menu and its address answers "not found".
    hidden: ({ user }) => !can(subject(user), 'accounts', 'read'),
    useAsTitle: 'userName',
    defaultColumns: ['username', 'userName', 'userSeq', 'userDeptName', 'authGroup', 'accountStatus', 'createdAt'],
    listSearchableFields: ['username', 'userName', 'displayName', 'email', 'userDeptName'],
    components: { beforeListTable: ['/collections/users/components/account-filters#AccountFilters'] },
  },
  defaultSort: '-userSeq',
  auth: {
    loginWithUsername: { allowEmailLogin: true, requireEmail: false },
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 2 * 60 * 60,
    useSessions: true,
    // Payload's session cookie also from pages served under another of this server's host names.
    strategies: [sameHostSession],
    depth: 1,
    cookies: { sameSite: 'Lax' },
    // The admin's "forgot password" form is answered by `forgotPasswordEndpoint`, which uses this mail and
    // limits requests per address and IP itself; Payload's own interval (0 = off) would write the account
    // outside the request's transaction.
    forgotPassword: {
      expiration: passwordResetExpirationMs,
      generateEmailHTML: passwordResetHtml,
      generateEmailSubject: passwordResetSubject,
      minRequestInterval: 0,
    },
  },
  endpoints: [forgotPasswordEndpoint, handOverEndpoint],
  access: {
    read: selfOr('read'),
    create: ({ req }) => can(subject(req.user), 'accounts', 'write'),
    update: selfOr('write'),
    delete: ({ req }) => {
      const user = subject(req.user)
      if (!can(user, 'accounts', 'delete')) return false
      return { id: { not_equals: user?.id } }
    },
    admin: activeAccount,
  },
  hooks: {
    beforeOperation: [limitSignInsPerIp, equalizeSignInTiming, checkResetPassword],
    beforeValidate: [enforcePasswordRule, ownPasswordThroughCheckOnly],
    beforeChange: [assignUserSeq, guardGroupAssignment, endSessionsOnSensitiveChange],
    afterChange: [revokeTokensAfterSensitiveChange],
    beforeDelete: [removeTokensOfDeletedUser],
    beforeLogin: [refuseInactiveAccounts],
    afterLogin: [auditSignIn, finishPasswordReset],
    afterLogout: [auditSignOut],
    afterError: [auditFailedRestSignIn, sameAnswerForFailedSignIns],
  },
  fields: [
    {
      name: 'userIdCheck',
      type: 'ui',
      admin: { components: { Field: '/collections/users/components/user-id-check#UserIdCheck' } },
    },
    {
      name: 'passwordChange',
      type: 'ui',
      admin: { components: { Field: '/collections/users/components/password-change#PasswordChange' } },
    },
    { name: 'username', label: '아이디', type: 'text', validate: (value: unknown) => userIdRule(value) },
    { name: 'email', label: '이메일', type: 'email', validate: companyEmailRule },
    {
      name: 'userSeq',
      label: '사용자 번호',
      type: 'number',
      unique: true,
      index: true,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'userName',
      label: '이름',
      type: 'text',
      required: true,
      validate: (value: unknown) => requiredMinMax(2, 30)(value),
    },
    {
      name: 'displayName',
      label: '표시 이름',
      type: 'text',
      validate: (value: unknown) => minMax(2, 30)(value),
      access: { create: managedOnCreate, update: managedField },
      admin: { description: '로그인한 계정을 부를 때 이름 대신 쓰는 별칭입니다. 비우면 이름을 씁니다.' },
    },
    { name: 'userDeptName', label: '부서', type: 'text', validate: (value: unknown) => minMax(2, 50)(value) },
    {
      // The spec's account fields no screen of the site uses: kept for the API (mainDomain, subDomain), folded away
      // and explained so staff do not wonder what to type.
      type: 'collapsible',
      label: '고급',
      admin: {
        initCollapsed: true,
        description: '대부분의 계정은 비워 두면 됩니다. 계정 API(mainDomain, subDomain)와 같은 값입니다.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'mainDomain',
              label: '주 도메인',
              type: 'text',
              validate: (value: unknown) => minMax(1, 100)(value),
              access: { create: managedOnCreate, update: managedField },
              admin: {
                description:
                  '이 계정이 주로 관리하는 사이트 주소입니다. 예: greenclimate.or.kr. 기록용이며 권한이나 로그인에는 영향이 없습니다.',
              },
            },
            {
              name: 'subDomain',
              label: '보조 도메인',
              type: 'text',
              validate: (value: unknown) => minMax(1, 100)(value),
              access: { create: managedOnCreate, update: managedField },
              admin: {
                description:
                  '함께 관리하는 다른 사이트 주소가 있으면 적습니다. 예: en.greenclimate.or.kr. 기록용입니다.',
              },
            },
          ],
        },
      ],
    },
    {
      name: 'accountStatus',
      label: '계정 상태',
      type: 'select',
      defaultValue: 'active',
      index: true,
      options: accountStatuses.map((value) => ({ value, label: accountStatusLabels[value] })),
      access: { create: managedOnCreate, update: managedField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'authGroup',
      label: '권한 그룹',
      type: 'relationship',
      relationTo: 'auth-groups',
      index: true,
      access: { create: managedOnCreate, update: managedField },
      admin: { position: 'sidebar' },
    },
    {
      // 인사이동: what this account looks after, handed to another in one step (src/modules/users/hand-over.ts).
      name: 'handOver',
      type: 'ui',
      admin: { components: { Field: '/components/admin/hand-over-field#HandOverField' } },
    },
  ],
}
