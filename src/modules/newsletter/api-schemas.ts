import { z } from 'zod'
import { consentFlag } from '@/modules/api/form-fields'
import { newsletterMessages } from './messages'

/** The wire shapes of the subscriber calls of `/api/v1`; the rules and messages live in `./subscription.ts`. */
export const subscribeBodySchema = z.object({
  email: z.string({ error: newsletterMessages.emailRequired }).max(320).describe('이메일'),
  name: z.string({ error: newsletterMessages.nameTooLong }).max(100).optional().describe('이름 (선택, 20자 이하)'),
  consent: consentFlag(newsletterMessages.consentRequired).describe('개인정보 수집·이용 동의 (true 여야 신청)'),
  website: z.string().max(200).optional().describe('비워 두는 칸 (자동 신청 방지)'),
})

export const subscriberTokenBodySchema = z.object({
  token: z.string({ error: newsletterMessages.confirmInvalid }).max(200).describe('메일의 링크에 담긴 토큰'),
})

export const messageSchema = z.object({ ok: z.literal(true), message: z.string() })

export const subscriberStatuses = ['pending', 'active', 'unsubscribed'] as const

export const subscriberListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(subscriberStatuses).optional().describe('pending 확인 대기, active 구독 중, unsubscribed 해지'),
  searchText: z.string().trim().max(100).optional().describe('이메일 또는 이름'),
})

export const subscriberRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(subscriberStatuses),
  statusLabel: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
})

export const subscriberListSchema = z.object({
  rows: z.array(subscriberRowSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
})

export const subscriberStatusLabels: Record<(typeof subscriberStatuses)[number], string> = {
  pending: '확인 대기',
  active: '구독 중',
  unsubscribed: '해지',
}
