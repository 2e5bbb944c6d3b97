import { errorBodySchema } from '@/modules/api/errors'
import type { Operation } from '@/modules/api/openapi'
import { newsletterPostParamsSchema, sendProgressSchema, sendStartedSchema } from './send-schemas'

const error = (description: string) => ({ description, schema: errorBodySchema })

/** Sending a newsletter issue (a post of the newsletter board) to the active subscribers. */
export const newsletterSendOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/newsletters/{postId}/send',
    operationId: 'sendNewsletter',
    summary: '뉴스레터 발송 (직원)',
    description:
      '게시된 뉴스레터를 구독 중인 모든 사람에게 보냅니다. 메일마다 받는 사람의 구독 해지 링크와 ' +
      'List-Unsubscribe 헤더가 붙습니다. 바로 202로 답하고 발송은 서버의 작업 대기열에서 이어지며, 진행은 GET 으로 ' +
      '봅니다. 서버가 다시 시작되어도 발송은 저절로 이어지고, 누구도 같은 뉴스레터를 두 번 받지 않습니다. ' +
      '한 뉴스레터는 한 번만 보낼 수 있습니다(409). 발송이 5분 넘게 진행되지 않았다면 다시 POST 하여 ' +
      '아직 받지 못한 사람에게만 이어서 보냅니다. 관리자 화면의 로그인 세션으로도 부를 수 있습니다(같은 출처 요청만). ' +
      '호출한 직원의 권한 그룹이 뉴스레터 발송에 승인이 필요하면 메일은 나가지 않고 발송 승인 요청이 생기며 ' +
      '(approvalRequestId), 승인권자가 승인하면 발송이 시작됩니다.',
    tags: ['newsletters'],
    auth: 'bearer',
    params: newsletterPostParamsSchema,
    responses: {
      202: { description: '발송 시작, 멈춘 발송 재개, 또는 발송 승인 요청', schema: sendStartedSchema },
      400: error('게시글 번호가 숫자가 아님'),
      401: error('다시 로그인 해주세요.'),
      403: error('뉴스레터 쓰기 권한 없음'),
      404: error('뉴스레터 게시판의 글이 아님'),
      409: error('이미 발송했거나 발송 중 (CONFLICT), 또는 게시되지 않은 글'),
    },
  },
  {
    method: 'get',
    path: '/api/v1/newsletters/{postId}/send',
    operationId: 'getNewsletterSend',
    summary: '뉴스레터 발송 상태 (직원)',
    tags: ['newsletters'],
    auth: 'bearer',
    params: newsletterPostParamsSchema,
    responses: {
      200: { description: '발송 상태와 보낸 수', schema: sendProgressSchema },
      400: error('게시글 번호가 숫자가 아님'),
      401: error('다시 로그인 해주세요.'),
      403: error('뉴스레터 읽기 권한 없음'),
      404: error('뉴스레터 게시판의 글이 아님'),
    },
  },
]
