import { z } from 'zod'
import { errorBodySchema } from '@/modules/api/errors'
import type { Operation } from '@/modules/api/openapi'
import { refreshRequestSchema, signInRequestSchema, signOutResultSchema, tokenPairSchema } from './schemas'

const form = z.object({
  csrfToken: z.string().describe('GET /api/auth/csrf 의 csrfToken'),
  callbackUrl: z.string().optional().describe('이 사이트 안의 주소만'),
  json: z.string().optional().describe("'true' 이면 { url } 로 답합니다"),
})
const urlResult = z.object({ url: z.string() })
const failures = {
  400: { description: '입력값 오류', schema: errorBodySchema },
  401: { description: '아이디·비밀번호 불일치 또는 만료된 토큰', schema: errorBodySchema },
  429: { description: '시도 횟수 초과 (Retry-After)', schema: errorBodySchema },
}

/** Sign-in (spec §7) and the auth handler endpoints under /api/auth. */
export const authOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/signin',
    operationId: 'signIn',
    summary: '로그인 (토큰 발급)',
    description: '스펙 §7 그대로 쿼리 문자열로 보내거나, 같은 필드를 form/JSON 본문으로 보낼 수 있습니다.',
    tags: ['auth'],
    auth: 'none',
    query: signInRequestSchema,
    responses: {
      200: { description: '토큰 (refreshTokenExpiresIn 은 초)', schema: tokenPairSchema },
      ...failures,
      403: { description: '휴면·정지 계정', schema: errorBodySchema },
      423: { description: '잠긴 계정', schema: errorBodySchema },
    },
  },
  {
    method: 'post',
    path: '/api/v1/token/refresh',
    operationId: 'refreshToken',
    summary: '토큰 갱신 (refresh token 교체)',
    tags: ['auth'],
    auth: 'none',
    query: refreshRequestSchema,
    responses: { 200: { description: '새 토큰', schema: tokenPairSchema }, ...failures },
  },
  {
    method: 'post',
    path: '/api/v1/signout',
    operationId: 'signOut',
    summary: '로그아웃 (토큰 폐기)',
    tags: ['auth'],
    auth: 'optional-bearer',
    query: refreshRequestSchema.partial(),
    responses: { 200: { description: '폐기됨', schema: signOutResultSchema }, ...failures },
  },
  {
    method: 'get',
    path: '/api/auth/csrf',
    operationId: 'authCsrf',
    summary: 'CSRF 토큰',
    tags: ['auth handler'],
    auth: 'none',
    responses: { 200: { description: 'csrfToken', schema: z.object({ csrfToken: z.string() }) } },
  },
  {
    method: 'get',
    path: '/api/auth/providers',
    operationId: 'authProviders',
    summary: '로그인 방식 목록',
    tags: ['auth handler'],
    auth: 'none',
    responses: {
      200: {
        description: 'credentials 방식',
        schema: z.record(
          z.string(),
          z.object({
            id: z.string(),
            name: z.string(),
            type: z.enum(['credentials', 'email']),
            signinUrl: z.string(),
            callbackUrl: z.string(),
          }),
        ),
      },
    },
  },
  {
    method: 'get',
    path: '/api/auth/session',
    operationId: 'authSession',
    summary: '현재 세션 (로그아웃 상태면 {})',
    tags: ['auth handler'],
    auth: 'none',
    query: z.object({ callbackUrl: z.string().optional() }),
    responses: {
      200: {
        description: '세션 또는 빈 객체',
        schema: z.union([
          z.object({
            user: z.object({
              name: z.string().nullable(),
              email: z.string().nullable(),
              userId: z.string(),
              userSeq: z.number().int(),
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
    summary: '로그인 시작 (credentials 는 callback 사용)',
    tags: ['auth handler'],
    auth: 'csrf',
    params: z.object({ provider: z.string() }),
    body: { contentType: 'application/x-www-form-urlencoded', schema: form },
    responses: { 200: { description: '이동할 주소', schema: urlResult } },
  },
  {
    method: 'post',
    path: '/api/auth/callback/{provider}',
    operationId: 'authCallback',
    summary: '자격 증명 로그인 (실패 시 url 의 ?error=)',
    tags: ['auth handler'],
    auth: 'csrf',
    params: z.object({ provider: z.string() }),
    body: {
      contentType: 'application/x-www-form-urlencoded',
      schema: form.extend({ userId: z.string(), password: z.string() }),
    },
    responses: { 200: { description: '이동할 주소', schema: urlResult } },
  },
  {
    method: 'post',
    path: '/api/auth/signout',
    operationId: 'authSignOut',
    summary: '로그아웃 (CSRF 토큰 필수)',
    tags: ['auth handler'],
    auth: 'csrf',
    body: { contentType: 'application/x-www-form-urlencoded', schema: form },
    responses: {
      200: { description: '이동할 주소', schema: urlResult },
      400: { description: "'Could not fetch CSRF Token for signing out'", schema: errorBodySchema },
    },
  },
]
