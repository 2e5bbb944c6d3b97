import { z } from 'zod'
import { seqSchema } from '@/modules/content-api/schemas'

export const approvalIdParamSchema = seqSchema('요청 번호')

export const approvalItemSchema = z.object({
  id: z.number().int().describe('요청 번호'),
  area: z.string().describe('메뉴: 게시판 이름, 또는 "페이지 /경로"'),
  title: z.string(),
  author: z.string().describe('요청한 직원의 아이디'),
  requestedAt: z.string().describe('요청 시각 (ISO 8601)'),
  language: z.enum(['ko', 'en']).describe('요청한 판의 언어'),
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
  status: z.enum(['approved', 'rejected']),
  decidedAt: z.string(),
  reason: z.string().nullable(),
})
