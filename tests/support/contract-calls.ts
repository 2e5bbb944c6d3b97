/**
 * One valid call per documented operation, keyed by operationId, for the contract test
 * (tests/integration/api-contract.test.ts). Every operation in the OpenAPI document must have an
 * entry: the test fails naming the ones that are missing, so a new endpoint adds its call here.
 *
 * An entry may prepare data through `ctx.payload` and returns what to send and which documented
 * status to expect; the response is validated against the document's schema for that status.
 * Bearer operations use the seeded admin's token unless the entry sets `token`.
 */
import type { Payload } from 'payload'
import { createAccount, testPassword } from './api'
import { createPost } from './board-fixtures'

export type TokenPair = { accessToken: string; refreshToken: string; userSeq: number }

export type ContractContext = {
  payload: Payload
  /** The seeded administrator (`admin`, group 1). */
  admin: TokenPair
  signIn(userId?: string, password?: string): Promise<TokenPair>
  /** A CSRF token of the auth handler and the cookie it pairs with. */
  csrf(): Promise<{ csrfToken: string; cookie: string }>
  /** A name no other call uses. */
  unique(prefix: string): string
}

export type ContractCall = {
  params?: Record<string, string | number>
  query?: Record<string, string | number>
  /** Encoded as the document says: JSON, form fields or multipart fields. */
  body?: Record<string, unknown>
  headers?: Record<string, string>
  /** Bearer token; `undefined` means the admin's for operations that need one, `null` none. */
  token?: string | null
  /** The documented status this call must get. */
  status: number
}

type Entry = (ctx: ContractContext) => ContractCall | Promise<ContractCall>

/** A published issue of the newsletter board, never sent. */
const newsletterIssue = (ctx: ContractContext) =>
  createPost(ctx.payload, { boardSeq: 4, title: ctx.unique('계약 시험 뉴스레터 ') })

const staffAccount = async (ctx: ContractContext) => {
  const user = await createAccount(ctx.payload, ctx.unique('contract'), 2)
  return user.userSeq as number
}

export const contractCalls: Record<string, Entry> = {
  // System
  getHealth: () => ({ status: 200 }),
  getReady: () => ({ status: 200 }),

  // Sign-in (/api/v1)
  signIn: () => ({ query: { userId: 'admin', password: testPassword }, status: 200 }),
  refreshToken: async (ctx) => ({ query: { refreshToken: (await ctx.signIn()).refreshToken }, status: 200 }),
  signOut: async (ctx) => {
    const tokens = await ctx.signIn()
    return { query: { refreshToken: tokens.refreshToken }, token: tokens.accessToken, status: 200 }
  },

  // Auth handler (/api/auth)
  authCsrf: () => ({ status: 200 }),
  authProviders: () => ({ status: 200 }),
  authSession: () => ({ query: { callbackUrl: '/admin' }, status: 200 }),
  authSignIn: async (ctx) => {
    const { csrfToken, cookie } = await ctx.csrf()
    return {
      params: { provider: 'credentials' },
      body: { csrfToken, callbackUrl: '/admin', json: 'true' },
      headers: { cookie },
      status: 200,
    }
  },
  authCallback: async (ctx) => {
    const { csrfToken, cookie } = await ctx.csrf()
    return {
      params: { provider: 'credentials' },
      body: { csrfToken, callbackUrl: '/admin', json: 'true', userId: 'admin', password: testPassword },
      headers: { cookie },
      status: 200,
    }
  },
  authSignOut: async (ctx) => {
    const { csrfToken, cookie } = await ctx.csrf()
    return { body: { csrfToken, callbackUrl: '/', json: 'true' }, headers: { cookie }, status: 200 }
  },

  // Admin accounts (/api/v1/users)
  listUsers: () => ({ query: { pageNo: 1, pageSize: 5, searchKind: 'userId', searchText: 'adm' }, status: 200 }),
  createUser: (ctx) => ({
    body: {
      contents: JSON.stringify({
        userId: ctx.unique('created'),
        userPassword: 'Contract1!',
        userName: '계약 시험',
        authGroupSeq: 2,
        userEmail: null,
      }),
    },
    status: 201,
  }),
  deleteUser: async (ctx) => ({ query: { userSeq: await staffAccount(ctx) }, status: 200 }),
  checkUserId: () => ({ query: { userId: 'admin' }, status: 200 }),
  getUser: (ctx) => ({ params: { id: ctx.admin.userSeq }, status: 200 }),
  updateUser: async (ctx) => ({
    params: { id: await staffAccount(ctx) },
    query: { updateKind: 'admin' },
    body: { contents: JSON.stringify({ displayName: '바뀐 이름', userDeptName: '' }) },
    status: 200,
  }),
  validatePassword: (ctx) => ({
    params: { id: ctx.admin.userSeq },
    query: { userPassword: testPassword },
    status: 200,
  }),

  // Sending a newsletter issue (/api/v1/newsletters/{postId}/send)
  sendNewsletter: async (ctx) => ({ params: { postId: (await newsletterIssue(ctx)).id }, status: 202 }),
  getNewsletterSend: async (ctx) => ({ params: { postId: (await newsletterIssue(ctx)).id }, status: 200 }),
}
