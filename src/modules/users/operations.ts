import { z } from 'zod'
import { errorBodySchema } from '@/modules/api/errors'
import type { Operation } from '@/modules/api/openapi'
import {
  checkIdQuerySchema,
  checkIdResultSchema,
  createUserSchema,
  deleteUserQuerySchema,
  deleteUserResultSchema,
  listUsersQuerySchema,
  updateKindSchema,
  updateUserSchema,
  userListSchema,
  userViewSchema,
  validatePassQuerySchema,
  validatePassResultSchema,
} from './schemas'

const userSeqParams = z.object({ userSeq: z.number().int().positive().describe('사용자 번호 (userSeq)') })
const contents = (schema: z.ZodType, description: string) => ({
  contentType: 'multipart/form-data',
  description,
  schema: z.object({ contents: schema.describe('JSON 문자열') }),
})
const errors = {
  400: { description: '입력값 오류', schema: errorBodySchema },
  401: { description: '토큰 없음·만료 ("다시 로그인 해주세요.")', schema: errorBodySchema },
  403: { description: '권한 없음', schema: errorBodySchema },
}

/** The users API of spec §7, exactly as an existing client calls it. */
export const userOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/users/{userSeq}',
    operationId: 'getUser',
    summary: '관리자 계정 조회',
    tags: ['users'],
    auth: 'bearer',
    params: userSeqParams,
    responses: {
      200: { description: '계정', schema: userViewSchema },
      ...errors,
      404: { description: '없음', schema: errorBodySchema },
    },
  },
  {
    method: 'get',
    path: '/api/v1/users',
    operationId: 'listUsers',
    summary: '관리자 계정 목록 (기간·사용 여부·검색)',
    tags: ['users'],
    auth: 'bearer',
    query: listUsersQuerySchema,
    responses: { 200: { description: '목록과 전체 건수', schema: userListSchema }, ...errors },
  },
  {
    method: 'post',
    path: '/api/v1/users',
    operationId: 'createUser',
    summary: '관리자 계정 등록',
    tags: ['users'],
    auth: 'bearer',
    body: contents(createUserSchema, '필드 하나 `contents` 에 계정 JSON'),
    responses: {
      201: { description: '등록됨', schema: userViewSchema },
      ...errors,
      409: { description: '이미 사용 중인 아이디', schema: errorBodySchema },
    },
  },
  {
    method: 'put',
    path: '/api/v1/users/{userSeq}',
    operationId: 'updateUser',
    summary: '관리자 계정 수정 (updateKind=private|admin)',
    description: 'null 또는 빠진 값은 바꾸지 않습니다. 빈 문자열은 지울 수 있는 선택 항목을 지웁니다.',
    tags: ['users'],
    auth: 'bearer',
    params: userSeqParams,
    query: z.object({ updateKind: updateKindSchema }),
    body: contents(updateUserSchema, '필드 하나 `contents` 에 바꿀 값의 JSON'),
    responses: {
      200: { description: '수정됨', schema: userViewSchema },
      ...errors,
      404: { description: '없음', schema: errorBodySchema },
    },
  },
  {
    method: 'get',
    path: '/api/v1/users/checkId',
    operationId: 'checkUserId',
    summary: '아이디 사용 가능 여부',
    tags: ['users'],
    auth: 'bearer',
    query: checkIdQuerySchema,
    responses: { 200: { description: '사용 가능 여부와 안내 문구', schema: checkIdResultSchema }, ...errors },
  },
  {
    method: 'delete',
    path: '/api/v1/users',
    operationId: 'deleteUser',
    summary: '관리자 계정 삭제',
    tags: ['users'],
    auth: 'bearer',
    query: deleteUserQuerySchema,
    responses: {
      200: { description: '삭제됨', schema: deleteUserResultSchema },
      ...errors,
      404: { description: '없음', schema: errorBodySchema },
    },
  },
  {
    method: 'get',
    path: '/api/v1/users/{userSeq}/validate-pass',
    operationId: 'validateUserPassword',
    summary: '현재 비밀번호 확인 (본인만)',
    tags: ['users'],
    auth: 'bearer',
    params: userSeqParams,
    query: validatePassQuerySchema,
    responses: {
      200: { description: '일치 여부', schema: validatePassResultSchema },
      ...errors,
      429: { description: '확인 횟수 초과', schema: errorBodySchema },
    },
  },
]
