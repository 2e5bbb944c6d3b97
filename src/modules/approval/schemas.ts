import { z } from 'zod'
import { seqSchema } from '@/modules/content-api/schemas'

export const approvalIdParamSchema = seqSchema('요청 번호')

export const approvalItemSchema = z.object({
  id: z.number().int().describe('요청 번호'),
  area: z.string().describe('메뉴: 게시판 이름, 또는 "페이지 /경로"'),
  title: z.string(),
  author: z.string().describe('요청한 직원의 아이디'),
  action: z
    .enum(['publish', 'delete', 'send', 'answer'])
    .describe('요청: 게시 (publish), 삭제 (delete), 뉴스레터 발송 (send) 또는 현장 Q&A 답변 등록 (answer)'),
  reason: z.string().nullable().describe('삭제 요청의 사유 (게시 요청은 null)'),
  requestedAt: z.string().describe('요청 시각 (ISO 8601)'),
  language: z.enum(['ko', 'en']).describe('요청한 판의 언어'),
  stage: z
    .enum(['first', 'final'])
    .describe('2단계 승인에서 기다리는 결정: 1차 (first, 한 단계 요청도 이 값) 또는 최종 (final, 1차 승인 뒤)'),
})
export const approvalListSchema = z.object({ items: z.array(approvalItemSchema) })

const reasonText = z
  .string({ error: '의견은 글자로 보내 주세요.' })
  .max(1000, { error: '의견은 1000자 이내로 입력해 주세요.' })

export const approveBodySchema = z.object({ reason: reasonText.optional() }).strict()
export const rejectBodySchema = z
  .object({ reason: reasonText.refine((text) => text.trim().length > 0, { error: '반려 사유를 입력해 주세요.' }) })
  .strict()

export const approvalDecisionSchema = z.object({
  id: z.number().int(),
  status: z
    .enum(['approved', 'rejected', 'pending'])
    .describe('승인·반려, 또는 2단계 승인의 1차 승인 뒤 최종 승인을 기다리는 요청 (pending)'),
  decidedAt: z.string().nullable().describe('최종 결정 시각 (1차 승인만 된 요청은 null)'),
  firstApprovedAt: z.string().nullable().describe('2단계 승인의 1차 승인 시각 (한 단계 요청은 null)'),
  reason: z.string().nullable(),
})

/** `POST /api/v1/approvals`: a 삭제 요청 of a published post, page, banner or popup, with its reason. */
export const deletionRequestBodySchema = z
  .object({
    collection: z.enum(['posts', 'pages', 'banners', 'popups'], {
      error: "대상 종류는 'posts', 'pages', 'banners' 또는 'popups'로 보내 주세요.",
    }),
    id: z
      .number({ error: '대상 번호를 숫자로 보내 주세요.' })
      .int()
      .positive({ error: '대상 번호를 숫자로 보내 주세요.' }),
    action: z.literal('delete', { error: "요청은 'delete' (삭제)만 보낼 수 있습니다." }),
    reason: reasonText.refine((text) => text.trim().length > 0, { error: '삭제 사유를 입력해 주세요.' }),
  })
  .strict()

export const deletionRequestSchema = z.object({
  id: z.number().int().describe('요청 번호'),
  action: z.literal('delete'),
  status: z.literal('pending'),
  reason: z.string().describe('삭제 사유'),
  requestedAt: z.string().describe('요청 시각 (ISO 8601)'),
})
