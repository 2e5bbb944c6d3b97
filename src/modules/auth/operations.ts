import { z } from 'zod'
import { errorBodySchema } from '@/modules/api/errors'
import type { Operation } from '@/modules/api/openapi'
import { refreshRequestSchema, signInRequestSchema, signOutResultSchema, tokenPairSchema } from './schemas'

const error = (description: string) => ({ description, schema: errorBodySchema })

const form = (shape: Record<string, z.ZodType>) => ({
  contentType: 'application/x-www-form-urlencoded',
  schema: z.object(shape),
})
const urlResult = z.object({ url: z.string().describe('이동할 주소; 실패하면 ?error= 가 붙습니다') })
/** Plain browser form posts (no `json=true`) are redirected instead of answered with `{ url }`. */
const redirect = { 302: { description: 'json=true 가 아닌 폼 전송: Location 의 주소로 이동' } }
/** Sign-in failures answer 200 with `?error=` in the url (Auth.js); only a body that cannot be read is a 4xx. */
const unreadableForm = error('요청 본문을 읽을 수 없음')
const authForm = {
  csrfToken: z.string().describe('GET /api/auth/csrf 의 csrfToken'),
  callbackUrl: z.string().optional().describe('이 사이트 안의 주소만 허용'),
  json: z.enum(['true', 'false']).optional(),
}

/** The sign-in calls of `/api/v1` and the auth handler of `/api/auth` (spec §7). */
export const authOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/signin',
    operationId: 'signIn',
    summary: '로그인: 아이디와 비밀번호로 토큰 발급',
    description: '쿼리스트링(userId, password) 또는 같은 이름의 폼·JSON 본문을 받습니다.',
    tags: ['auth'],
    auth: 'none',
    query: signInRequestSchema,
    responses: {
      200: { description: '토큰 쌍', schema: tokenPairSchema },
      400: error('아이디 또는 비밀번호 누락'),
      401: error('아이디 또는 비밀번호가 올바르지 않음 (잠긴 계정도 같은 답: 계정이 있는지 드러내지 않음)'),
      403: error('휴면 또는 정지 계정 (올바른 비밀번호일 때만)'),
      429: error('같은 IP의 시도가 너무 많음 (Retry-After 헤더: 초)'),
    },
  },
  {
    method: 'post',
    path: '/api/v1/token/refresh',
    operationId: 'refreshToken',
    summary: '토큰 갱신 (갱신 토큰은 쓸 때마다 바뀜)',
    tags: ['auth'],
    auth: 'none',
    query: refreshRequestSchema,
    responses: { 200: { description: '새 토큰 쌍', schema: tokenPairSchema }, 401: error('다시 로그인 해주세요.') },
  },
  {
    method: 'post',
    path: '/api/v1/signout',
    operationId: 'signOut',
    summary: '로그아웃: 갱신 토큰과 접근 토큰 폐기',
    tags: ['auth'],
    auth: 'optional-bearer',
    query: z.object({ refreshToken: z.string().optional() }),
    responses: { 200: { description: '로그아웃됨', schema: signOutResultSchema }, 401: error('토큰 없음') },
  },
  {
    method: 'get',
    path: '/api/auth/csrf',
    operationId: 'authCsrf',
    summary: 'CSRF 토큰 (HttpOnly 쿠키와 짝)',
    tags: ['auth-handler'],
    auth: 'none',
    responses: { 200: { description: 'CSRF 토큰', schema: z.object({ csrfToken: z.string() }) } },
  },
  {
    method: 'get',
    path: '/api/auth/providers',
    operationId: 'authProviders',
    summary: '로그인 방식 목록',
    tags: ['auth-handler'],
    auth: 'none',
    responses: {
      200: {
        description: 'credentials 방식',
        schema: z.object({
          credentials: z.object({
            id: z.literal('credentials'),
            name: z.string(),
            type: z.literal('credentials'),
            signinUrl: z.string(),
            callbackUrl: z.string(),
          }),
        }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/auth/session',
    operationId: 'authSession',
    summary: '현재 세션 (로그아웃 상태면 빈 객체)',
    tags: ['auth-handler'],
    auth: 'none',
    query: z.object({ callbackUrl: z.string().optional() }),
    responses: {
      200: {
        description: '세션 또는 {}',
        schema: z.union([
          z.object({
            user: z.object({
              name: z.string(),
              email: z.string().nullable(),
              userId: z.string(),
              userSeq: z.number().int().nullable(),
              authGroupSeq: z.number().int().nullable(),
            }),
            expires: z.string(),
          }),
          z.object({}),
        ]),
      },
    },
  },
  {
    method: 'post',
    path: '/api/auth/signin/{provider}',
    operationId: 'authSignIn',
    summary: '로그인 시작 (모르는 방식이면 방식 선택 페이지 주소)',
    tags: ['auth-handler'],
    auth: 'csrf',
    params: z.object({ provider: z.string() }),
    body: form(authForm),
    responses: { 200: { description: '이동할 주소', schema: urlResult }, ...redirect, 400: unreadableForm },
  },
  {
    method: 'post',
    path: '/api/auth/callback/{provider}',
    operationId: 'authCallback',
    summary: '아이디·비밀번호 로그인 (관리자 세션 쿠키 발급)',
    tags: ['auth-handler'],
    auth: 'csrf',
    params: z.object({ provider: z.string() }),
    body: form({ ...authForm, userId: z.string(), password: z.string() }),
    responses: {
      200: { description: '이동할 주소 (실패 시 ?error=CredentialsSignin)', schema: urlResult },
      ...redirect,
      400: unreadableForm,
    },
  },
  {
    method: 'post',
    path: '/api/auth/signout',
    operationId: 'authSignOut',
    summary: '관리자 세션 로그아웃',
    tags: ['auth-handler'],
    auth: 'csrf',
    body: form(authForm),
    responses: {
      200: { description: '이동할 주소', schema: urlResult },
      ...redirect,
      400: error('Could not fetch CSRF Token for signing out'),
    },
  },
]
