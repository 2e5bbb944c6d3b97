import { z } from 'zod'
import { recordIdPattern } from '@/lib/record-id'
import { consentFlag, formFlag } from '@/modules/api/form-fields'
import { captchaMessages } from '@/modules/captcha/messages'
import { qnaMessages } from './messages'

/**
 * The shapes of the Q&A calls of `/api/v1`. Field rules and their Korean messages live in `./input.ts`
 * (shared with the site's form); these schemas describe the wire format and feed the OpenAPI document.
 */

export const qnaIdParamSchema = z.string().regex(recordIdPattern, '글 번호가 올바르지 않습니다.')

export const qnaListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1).describe('쪽 번호 (1부터)'),
  pageSize: z.coerce.number().int().min(1).max(100).default(10).describe('한 쪽의 글 수 (최대 100)'),
  searchKind: z
    .enum(['title', 'content', 'all'])
    .default('all')
    .describe('검색 대상: 제목, 내용, 제목+내용. 비밀글은 제목으로만 찾습니다 (내용은 검색하지 않음).'),
  searchText: z.string().trim().max(100).optional().describe('검색어'),
  category: z.string().regex(recordIdPattern, '분류 번호가 올바르지 않습니다.').optional().describe('분류 id'),
})

export const qnaRowSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  category: z.string(),
  status: z.enum(['waiting', 'answered']),
  statusLabel: z.string(),
  isSecret: z.boolean(),
  createdAt: z.string(),
})

export const qnaListSchema = z.object({
  rows: z.array(qnaRowSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
})

const tooLong = '입력한 내용이 너무 깁니다.'
/** A text field: a missing or non-text value gets the field's own Korean message, like the form. */
const text = (max: number, missing: string = qnaMessages.rejected) =>
  z.string({ error: missing }).max(max, { error: tooLong })

/** What a visitor sends to write a question: the form's fields, the captcha solution and the honeypot. */
export const qnaCreateBodySchema = z.object({
  category: text(64, qnaMessages.categoryRequired).describe('분류 id (GET /api/v1/qna-categories)'),
  title: text(200, qnaMessages.titleRequired).describe('제목 (2~100자)'),
  content: text(10_000, qnaMessages.contentRequired).describe('내용 (5~5000자)'),
  name: text(100, qnaMessages.nameRequired).describe('이름 (2~20자)'),
  email: text(254, qnaMessages.emailRequired).describe('이메일'),
  phone: text(30, qnaMessages.phoneInvalid).optional().describe('연락처 (선택, 숫자와 하이픈)'),
  password: text(200, qnaMessages.passwordRequired).describe('글 비밀번호 (영문·숫자·특수문자 8자 이상)'),
  isSecret: formFlag.default(true).describe('비밀글 여부 (기본: 비밀글)'),
  consent: consentFlag(qnaMessages.consentRequired).describe('개인정보 수집·이용 동의 (true 여야 등록)'),
  altcha: text(10_000, captchaMessages.missing).describe(
    'ALTCHA 풀이 (GET /api/captcha/challenge 의 문제를 푼 base64 값)',
  ),
  website: text(200).optional().describe('비워 두는 칸 (자동 등록 방지)'),
})

export const qnaCreatedSchema = z.object({ id: z.string(), status: z.literal('waiting'), statusLabel: z.string() })

export const qnaPasswordBodySchema = z.object({
  password: text(200, qnaMessages.passwordRequired).describe('글을 쓸 때 정한 비밀번호'),
})

export const qnaUpdateBodySchema = z.object({
  password: text(200, qnaMessages.passwordRequired).describe('글 비밀번호'),
  category: text(64, qnaMessages.categoryRequired),
  title: text(200, qnaMessages.titleRequired),
  content: text(10_000, qnaMessages.contentRequired),
  isSecret: formFlag.default(true),
})

export const qnaViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  categoryId: z.string(),
  status: z.enum(['waiting', 'answered']),
  statusLabel: z.string(),
  isSecret: z.boolean(),
  authorName: z.string().describe('가린 이름 (홍**)'),
  createdAt: z.string(),
  answer: z.object({ text: z.string(), answeredAt: z.string() }).nullable(),
})

export const qnaAnswerBodySchema = z.object({
  text: z.string().trim().min(1, '답변 내용을 입력해 주세요.').max(20_000),
  notify: formFlag.default(true).describe('질문자에게 답변 알림 메일을 보낼지'),
})

export const qnaAnswerRequestedSchema = z.object({
  status: z.literal('pending'),
  approvalRequestId: z
    .number()
    .int()
    .describe('답변 승인 요청 번호: 승인되면 답변이 공개되고 질문자에게 메일이 갑니다'),
})

export const qnaCategoriesSchema = z.object({ categories: z.array(z.object({ id: z.string(), name: z.string() })) })

export const okSchema = z.object({ ok: z.literal(true) })
