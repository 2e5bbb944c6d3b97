import { errorBodySchema } from '@/modules/api/errors'
import type { Operation } from '@/modules/api/openapi'
import {
  messageSchema,
  subscribeBodySchema,
  subscriberListQuerySchema,
  subscriberListSchema,
  subscriberTokenBodySchema,
} from './api-schemas'

const error = (description: string) => ({ description, schema: errorBodySchema })
const jsonBody = (schema: typeof subscribeBodySchema | typeof subscriberTokenBodySchema) => ({
  contentType: 'application/json',
  schema,
})

/** Newsletter subscription (double opt-in) and the staff view of subscribers. */
export const newsletterOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/subscribers',
    operationId: 'subscribe',
    summary: '뉴스레터 구독 신청',
    description:
      '확인 메일을 보냅니다(이중 확인). 주소가 이미 있든 없든 같은 답을 하므로 구독 여부를 알아낼 수 없습니다. ' +
      '같은 주소로는 한 시간에 한 번만 확인 메일을 보냅니다.',
    tags: ['subscribers'],
    auth: 'none',
    body: jsonBody(subscribeBodySchema),
    responses: {
      202: { description: '확인 메일 안내', schema: messageSchema },
      400: error('입력 오류 또는 동의 없음'),
      429: error('짧은 시간에 너무 많은 신청'),
    },
  },
  {
    method: 'post',
    path: '/api/v1/subscribers/confirm',
    operationId: 'confirmSubscription',
    summary: '구독 확인',
    tags: ['subscribers'],
    auth: 'none',
    body: jsonBody(subscriberTokenBodySchema),
    responses: {
      200: { description: '구독 완료', schema: messageSchema },
      400: error('링크가 올바르지 않거나 만료됨 (INVALID_TOKEN)'),
    },
  },
  {
    method: 'post',
    path: '/api/v1/subscribers/unsubscribe',
    operationId: 'unsubscribe',
    summary: '구독 해지',
    tags: ['subscribers'],
    auth: 'none',
    body: jsonBody(subscriberTokenBodySchema),
    responses: {
      200: { description: '해지됨', schema: messageSchema },
      400: error('링크가 올바르지 않음 (INVALID_TOKEN)'),
    },
  },
  {
    method: 'get',
    path: '/api/v1/subscribers',
    operationId: 'listSubscribers',
    summary: '구독자 목록 (직원)',
    tags: ['subscribers'],
    auth: 'bearer',
    query: subscriberListQuerySchema,
    responses: {
      200: { description: '쪽 단위 목록', schema: subscriberListSchema },
      400: error('잘못된 조건'),
      401: error('다시 로그인 해주세요.'),
      403: error('권한 없음'),
    },
  },
  {
    method: 'get',
    path: '/api/v1/subscribers/export',
    operationId: 'exportSubscribers',
    summary: '구독자 CSV 내려받기 (직원)',
    description: '= + - @ 로 시작하는 칸은 수식으로 실행되지 않도록 앞에 작은따옴표를 붙입니다.',
    tags: ['subscribers'],
    auth: 'bearer',
    query: subscriberListQuerySchema.pick({ status: true, searchText: true }),
    responses: {
      200: { description: 'UTF-8 CSV (BOM 포함)', contentType: 'text/csv' },
      401: error('다시 로그인 해주세요.'),
      403: error('권한 없음'),
    },
  },
]
