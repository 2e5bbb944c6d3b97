import type { z } from 'zod'
import type * as auth from '@/modules/auth/schemas'
import type * as users from '@/modules/users/schemas'
import type { CatalogueEntry } from './catalogue'

/**
 * Request and response types of the users and sign-in calls, inferred from the zod schemas the
 * route handlers validate with (type imports only, so no server code reaches a browser bundle).
 */
export type TokenPairResult = z.output<typeof auth.tokenPairSchema>
export type SignInInput = z.output<typeof auth.signInRequestSchema>
export type SignOutResult = z.output<typeof auth.signOutResultSchema>
export type UserView = z.output<typeof users.userViewSchema>
export type UserList = z.output<typeof users.userListSchema>
/** Every key optional: the server fills in the defaults (pageNo 1, pageSize 10, searchKind all). */
export type ListUsersQuery = Partial<z.output<typeof users.listUsersQuerySchema>>
export type CreateUserInput = z.output<typeof users.createUserSchema>
export type UpdateUserInput = z.output<typeof users.updateUserSchema>
export type UpdateKind = z.output<typeof users.updateKindSchema>
export type CheckIdResult = z.output<typeof users.checkIdResultSchema>
export type ValidatePassResult = z.output<typeof users.validatePassResultSchema>
export type DeleteUserResult = z.output<typeof users.deleteUserResultSchema>

/**
 * Where the typed methods send their calls. A unit test compares this table with the documented
 * operations, so a moved or re-secured endpoint fails the build instead of the integrator.
 */
export const typedOperations = {
  signIn: { method: 'POST', path: '/api/v1/signin', auth: 'none' },
  refreshToken: { method: 'POST', path: '/api/v1/token/refresh', auth: 'none' },
  signOut: { method: 'POST', path: '/api/v1/signout', auth: 'optional-bearer' },
  listUsers: { method: 'GET', path: '/api/v1/users', auth: 'bearer' },
  createUser: { method: 'POST', path: '/api/v1/users', auth: 'bearer', body: 'multipart' },
  deleteUser: { method: 'DELETE', path: '/api/v1/users', auth: 'bearer' },
  checkUserId: { method: 'GET', path: '/api/v1/users/checkId', auth: 'bearer' },
  getUser: { method: 'GET', path: '/api/v1/users/{id}', auth: 'bearer' },
  updateUser: { method: 'PUT', path: '/api/v1/users/{id}', auth: 'bearer', body: 'multipart' },
  validatePassword: { method: 'GET', path: '/api/v1/users/{id}/validate-pass', auth: 'bearer' },
} as const satisfies Record<string, CatalogueEntry>
