import { z } from 'zod'
import { errorBodySchema } from '@/modules/api/errors'
import type { Operation } from '@/modules/api/openapi'
import {
  okSchema,
  qnaAnswerBodySchema,
  qnaAnswerRequestedSchema,
  qnaCategoriesSchema,
  qnaCreateBodySchema,
  qnaCreatedSchema,
  qnaIdParamSchema,
  qnaListQuerySchema,
  qnaListSchema,
  qnaPasswordBodySchema,
  qnaUpdateBodySchema,
  qnaViewSchema,
} from './api-schemas'

const error = (description: string) => ({ description, schema: errorBodySchema })
const params = z.object({ id: qnaIdParamSchema.describe('글 id') })
const jsonBody = (schema: z.ZodType, description?: string) => ({ contentType: 'application/json', schema, description })

/** The field Q&A of `/api/v1`: visitors write and read, the asker edits with the password, staff answer. */
export const qnaOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/qna',
    operationId: 'listQna',
    summary: '현장 Q&A 목록',
    description: '이름·이메일·연락처 없이 번호, 제목, 분류, 답변 상태, 비밀글 여부만 돌려줍니다.',
    tags: ['qna'],
    auth: 'none',
    query: qnaListQuerySchema,
    responses: { 200: { description: '쪽 단위 목록', schema: qnaListSchema }, 400: error('잘못된 조건') },
  },
  {
    method: 'post',
    path: '/api/v1/qna',
    operationId: 'createQna',
    summary: '현장 Q&A 질문 등록',
    description:
      'ALTCHA 풀이(`altcha`)와 개인정보 수집·이용 동의(`consent: true`)가 있어야 등록됩니다. 거절되면 아무것도 저장하지 않고 ' +
      '`details` 에 칸별 메시지를 돌려줍니다. 한 주소에서 10분에 5건까지.',
    tags: ['qna'],
    auth: 'none',
    body: jsonBody(qnaCreateBodySchema, 'JSON 또는 application/x-www-form-urlencoded'),
    responses: {
      201: { description: '등록됨 (답변대기)', schema: qnaCreatedSchema },
      400: error('입력 오류, 동의 없음, 자동 입력 방지 실패'),
      429: error('짧은 시간에 너무 많은 등록'),
    },
  },
  {
    method: 'get',
    path: '/api/v1/qna/{id}',
    operationId: 'viewQna',
    summary: '현장 Q&A 글 보기',
    description: '공개 글은 누구나, 비밀글은 Q&A 읽기 권한이 있는 직원 또는 비밀번호로 연 브라우저 세션만 봅니다.',
    tags: ['qna'],
    auth: 'optional-bearer',
    params,
    responses: {
      200: { description: '글과 답변', schema: qnaViewSchema },
      400: error('잘못된 글 id'),
      403: error('비밀글 (QNA_LOCKED)'),
      404: error('글을 찾을 수 없습니다.'),
    },
  },
  {
    method: 'post',
    path: '/api/v1/qna/{id}/unlock',
    operationId: 'unlockQna',
    summary: '비밀글 비밀번호 확인',
    description:
      '맞으면 글을 돌려주고, 같은 사이트의 페이지에서 보낸 요청이면 이 브라우저 세션 동안 글을 여는 쿠키를 둡니다. ' +
      '한 글에 15분 동안 10번까지 시도할 수 있습니다.',
    tags: ['qna'],
    auth: 'none',
    params,
    body: jsonBody(qnaPasswordBodySchema),
    responses: {
      200: { description: '글과 답변', schema: qnaViewSchema },
      400: error('비밀번호 없음'),
      403: error('비밀번호가 일치하지 않습니다. (WRONG_PASSWORD)'),
      404: error('글을 찾을 수 없습니다.'),
      429: error('비밀번호를 너무 많이 틀림'),
    },
  },
  {
    method: 'patch',
    path: '/api/v1/qna/{id}',
    operationId: 'updateQna',
    summary: '질문 수정 (작성자)',
    description: '글 비밀번호로 답변 전까지 수정합니다.',
    tags: ['qna'],
    auth: 'none',
    params,
    body: jsonBody(qnaUpdateBodySchema),
    responses: {
      200: { description: '수정된 글', schema: qnaViewSchema },
      400: error('입력 오류'),
      403: error('비밀번호 불일치 또는 답변이 등록된 글'),
      404: error('글을 찾을 수 없습니다.'),
      429: error('비밀번호를 너무 많이 틀림'),
    },
  },
  {
    method: 'delete',
    path: '/api/v1/qna/{id}',
    operationId: 'deleteQna',
    summary: '질문 삭제 (작성자)',
    description: '글 비밀번호로 답변 전까지 삭제합니다. 개인정보도 함께 지워집니다.',
    tags: ['qna'],
    auth: 'none',
    params,
    body: jsonBody(qnaPasswordBodySchema),
    responses: {
      200: { description: '삭제됨', schema: okSchema },
      400: error('비밀번호 없음'),
      403: error('비밀번호 불일치 또는 답변이 등록된 글'),
      404: error('글을 찾을 수 없습니다.'),
      429: error('비밀번호를 너무 많이 틀림'),
    },
  },
  {
    method: 'put',
    path: '/api/v1/qna/{id}/answer',
    operationId: 'answerQna',
    summary: '답변 등록·수정 (직원)',
    description:
      'Q&A 쓰기 권한이 필요합니다. 답변을 저장하고 바로 등록합니다(답변완료). 처음 등록할 때만 `notify` 가 false 가 ' +
      '아니면 질문자에게 메일을 보내고, 이미 등록된 답변을 고치면 메일을 다시 보내지 않습니다. 호출한 직원의 권한 그룹이 ' +
      '답변 등록에 승인이 필요하면 답변은 초안으로 저장되고 답변 승인 요청이 생기며(202), 승인되면 공개되고 메일이 ' +
      '갑니다(`notify` 와 관계없이). 그런 그룹은 이미 등록된 답변을 고칠 수 없습니다(403).',
    tags: ['qna'],
    auth: 'bearer',
    params,
    body: jsonBody(qnaAnswerBodySchema),
    responses: {
      200: { description: '답변이 달린 글', schema: qnaViewSchema },
      202: { description: '답변 승인 요청 (답변은 초안으로 저장됨)', schema: qnaAnswerRequestedSchema },
      400: error('답변 내용 없음'),
      401: error('다시 로그인 해주세요.'),
      403: error('권한 없음, 또는 답변 등록에 승인이 필요한 그룹이 등록된 답변을 고치려 함'),
      404: error('글을 찾을 수 없습니다.'),
    },
  },
  {
    method: 'get',
    path: '/api/v1/qna-categories',
    operationId: 'listQnaCategories',
    summary: '현장 Q&A 분류',
    tags: ['qna'],
    auth: 'none',
    responses: { 200: { description: '보이는 분류, 정한 순서대로', schema: qnaCategoriesSchema } },
  },
]
