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
  userSeqParamSchema,
  userViewSchema,
  validatePassQuerySchema,
  validatePassResultSchema,
} from './schemas'

const error = (description: string) => ({ description, schema: errorBodySchema })
const common = {
  401: error('다시 로그인 해주세요.'),
  403: error('권한 없음'),
}
const params = z.object({ id: userSeqParamSchema.describe('userSeq') })
const multipart = (schema: z.ZodType, description: string) => ({
  contentType: 'multipart/form-data',
  description,
  schema: z.object({
    contents: z.string().describe(JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }))),
  }),
})

/** The admin-account calls of `/api/v1/users` (spec §7). */
export const userOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/users',
    operationId: 'listUsers',
    summary: '관리자 계정 목록',
    tags: ['users'],
    auth: 'bearer',
    query: listUsersQuerySchema,
    responses: { 200: { description: '쪽 단위 목록', schema: userListSchema }, 400: error('잘못된 조건'), ...common },
  },
  {
    method: 'post',
    path: '/api/v1/users',
    operationId: 'createUser',
    summary: '관리자 계정 등록',
    tags: ['users'],
    auth: 'bearer',
    body: multipart(createUserSchema, 'contents: 계정 JSON'),
    responses: {
      201: { description: '등록된 계정', schema: userViewSchema },
      400: error('입력 오류 (§5 메시지)'),
      409: error('이미 사용 중인 아이디입니다.'),
      ...common,
    },
  },
  {
    method: 'delete',
    path: '/api/v1/users',
    operationId: 'deleteUser',
    summary: '관리자 계정 삭제',
    tags: ['users'],
    auth: 'bearer',
    query: deleteUserQuerySchema,
    responses: { 200: { description: '삭제됨', schema: deleteUserResultSchema }, 404: error('없음'), ...common },
  },
  {
    method: 'get',
    path: '/api/v1/users/checkId',
    operationId: 'checkUserId',
    summary: '아이디 사용 가능 여부',
    tags: ['users'],
    auth: 'bearer',
    query: checkIdQuerySchema,
    responses: { 200: { description: '결과', schema: checkIdResultSchema }, ...common },
  },
  {
    method: 'get',
    path: '/api/v1/users/{id}',
    operationId: 'getUser',
    summary: '관리자 계정 상세',
    tags: ['users'],
    auth: 'bearer',
    params,
    responses: { 200: { description: '계정', schema: userViewSchema }, 404: error('없음'), ...common },
  },
  {
    method: 'put',
    path: '/api/v1/users/{id}',
    operationId: 'updateUser',
    summary: '관리자 계정 수정 (private: 본인 정보, admin: 상태·그룹·표시 이름·도메인 포함)',
    description: 'null 은 그대로 두기, 빈 문자열은 지울 수 있는 항목 지우기.',
    tags: ['users'],
    auth: 'bearer',
    params,
    query: z.object({ updateKind: updateKindSchema }),
    body: multipart(updateUserSchema, 'contents: 바꿀 항목 JSON'),
    responses: {
      200: { description: '수정된 계정', schema: userViewSchema },
      400: error('입력 오류'),
      404: error('없음'),
      ...common,
    },
  },
  {
    method: 'get',
    path: '/api/v1/users/{id}/validate-pass',
    operationId: 'validatePassword',
    summary: '현재 비밀번호 확인 (본인만)',
    tags: ['users'],
    auth: 'bearer',
    params,
    query: validatePassQuerySchema,
    responses: {
      200: { description: '일치 여부', schema: validatePassResultSchema },
      429: error('너무 많은 확인'),
      ...common,
    },
  },
]
