import type { CollectionConfig } from 'payload'
import { signedIn } from '@/access'

/**
 * Staff accounts. Payload's username login is the spec's `userId`; the API layer maps the names.
 * Groups, statuses and the audit trail are added by the accounts capability.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: '관리자 계정', plural: '관리자 계정' },
  admin: { group: '계정 관리', useAsTitle: 'userName', defaultColumns: ['username', 'userName', 'email'] },
  auth: {
    loginWithUsername: { allowEmailLogin: true, requireEmail: false },
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 2 * 60 * 60,
    useSessions: true,
    cookies: { sameSite: 'Lax' },
  },
  access: {
    read: signedIn,
    create: signedIn,
    update: signedIn,
    delete: signedIn,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'userName', label: '이름', type: 'text', required: true, maxLength: 50 },
    { name: 'displayName', label: '표시 이름', type: 'text', maxLength: 50 },
    { name: 'userDeptName', label: '부서', type: 'text', maxLength: 100 },
  ],
}
