import { z } from 'zod'
import { errorBodySchema } from '@/modules/api/errors'
import type { Operation } from '@/modules/api/openapi'
import {
  approvalDecisionSchema,
  approvalListSchema,
  approveBodySchema,
  deletionRequestBodySchema,
  deletionRequestSchema,
  rejectBodySchema,
} from './schemas'

const error = (description: string) => ({ description, schema: errorBodySchema })
const idParams = z.object({ id: z.number().int().positive().describe('요청 번호') })
const decided = {
  200: { description: '처리된 요청', schema: approvalDecisionSchema },
  400: error('입력 오류 (반려 사유 없음 등)'),
  401: error('다시 로그인 해주세요.'),
  403: error('이 요청을 승인하거나 반려할 권한이 없습니다 (자신의 요청 포함).'),
  404: error('승인 요청을 찾을 수 없습니다.'),
  409: error('이미 처리된 요청입니다.'),
}

/** 게시 승인 for a groupware's 전자결재: list, ask for a deletion, approve, reject. */
export const approvalOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/approvals',
    operationId: 'listApprovals',
    summary: '승인 대기 목록: 호출한 직원이 결정할 수 있는 승인 요청',
    tags: ['approvals'],
    auth: 'bearer',
    responses: {
      200: { description: '승인 대기 요청 (최근 요청 먼저)', schema: approvalListSchema },
      401: error('다시 로그인 해주세요.'),
    },
  },
  {
    method: 'post',
    path: '/api/v1/approvals',
    operationId: 'requestDeletion',
    summary: '삭제 요청: 승인이 필요한 곳의 게시된 글이나 페이지를 사유와 함께 삭제 요청',
    tags: ['approvals'],
    auth: 'bearer',
    body: { contentType: 'application/json', schema: deletionRequestBodySchema, description: '대상과 삭제 사유' },
    responses: {
      201: { description: '새 삭제 요청 (승인권자에게 메일)', schema: deletionRequestSchema },
      200: { description: '같은 글의 대기 중인 삭제 요청을 새 사유로 갱신', schema: deletionRequestSchema },
      400: error('입력 오류 (삭제 사유 없음 등)'),
      401: error('다시 로그인 해주세요.'),
      403: error('이 글을 삭제할 권한이 없습니다.'),
      404: error('삭제를 요청할 글을 찾을 수 없습니다.'),
      409: error('승인 없이 바로 삭제할 수 있는 글입니다 (게시되지 않았거나, 승인이 필요하지 않은 곳).'),
    },
  },
  {
    method: 'post',
    path: '/api/v1/approvals/{id}/approve',
    operationId: 'approveApproval',
    summary:
      '승인: 게시 요청은 요청한 판을 사이트에 게시, 삭제 요청은 글을 사이트에서 내림. 2단계 승인 그룹의 요청은 1차 승인 뒤 그룹장의 최종 승인으로 처리',
    tags: ['approvals'],
    auth: 'bearer',
    params: idParams,
    body: { contentType: 'application/json', schema: approveBodySchema, description: '의견 (선택)' },
    responses: decided,
  },
  {
    method: 'post',
    path: '/api/v1/approvals/{id}/reject',
    operationId: 'rejectApproval',
    summary: '반려: 초안은 남고 사이트의 게시판은 그대로',
    tags: ['approvals'],
    auth: 'bearer',
    params: idParams,
    body: { contentType: 'application/json', schema: rejectBodySchema, description: '반려 사유 (필수)' },
    responses: decided,
  },
]
