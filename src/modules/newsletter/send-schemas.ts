import { z } from 'zod'
import { sendingMessages } from './messages'

/** The wire shapes of `/api/v1/newsletters/{postId}/send`; the rules live in `./sending.ts`. */
export const newsletterPostParamsSchema = z.object({
  postId: z.coerce
    .number({ error: sendingMessages.postIdInvalid })
    .int({ error: sendingMessages.postIdInvalid })
    .min(1, { error: sendingMessages.postIdInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: sendingMessages.postIdInvalid })
    .describe('뉴스레터 게시글 번호 (뉴스레터 게시판의 글)'),
})

export const sendStatuses = ['not-sent', 'sending', 'sent', 'failed'] as const

export const sendProgressSchema = z.object({
  postId: z.number().int(),
  status: z.enum(sendStatuses).describe('not-sent 발송 전, sending 발송 중, sent 발송 완료, failed 발송 실패'),
  stalled: z.boolean().describe('발송 중인데 5분 넘게 진행이 없음 (다시 POST 하면 남은 사람에게 이어서 보냄)'),
  total: z.number().int().describe('받는 사람 수'),
  sentCount: z.number().int().describe('보낸 수'),
  failedCount: z.number().int().describe('실패한 수'),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  activeSubscribers: z.number().int().describe('지금 구독 중인 사람 수 (발송 전 확인용)'),
  approvalRequestId: z
    .number()
    .int()
    .nullable()
    .describe(
      '발송 승인을 기다리는 요청 번호: 발송에 승인이 필요한 그룹이 발송을 누르면 생기고, 승인되면 발송이 시작됩니다',
    ),
})

export const sendStartedSchema = sendProgressSchema.extend({
  resumed: z.boolean().describe('멈췄던 발송을 이어서 보내는 경우 true'),
})
