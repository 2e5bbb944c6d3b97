import { z } from 'zod'
import { registerSorts } from './register-sorts'
import { certificateSchemes, certificateStages } from './schemes'
import { certificateStatuses } from './status'
import { verificationResults } from './verification-log'

const messages = {
  code: '검증 코드를 입력해 주세요.',
  number: '인증번호를 입력해 주세요.',
  issuedOn: '인증일은 2026-03-15처럼 연-월-일로 입력해 주세요.',
  either: '검증 코드, 또는 인증번호와 인증일을 입력해 주세요.',
} as const
export const verifyMessages = messages

/** The same messages for the English site and English API clients (src/modules/api/english.ts). */
export const verifyMessagesEn: Record<keyof typeof messages, string> = {
  code: 'Enter the verification code.',
  number: 'Enter the certificate number.',
  issuedOn: 'Enter the date of issue as YYYY-MM-DD, e.g. 2026-03-15.',
  either: 'Enter a verification code, or a certificate number and its date of issue.',
}

const captcha = z
  .string()
  .max(10_000)
  .optional()
  .describe('확인에 세 번 실패한 뒤에는 ALTCHA 풀이 (GET /api/captcha/challenge)')

/** `{ code }` or `{ number, issuedOn }`, not both; anything else is a 400, never a lookup. */
export const verifyBodySchema = z
  .object({
    code: z
      .string({ error: messages.code })
      .min(1, messages.code)
      .max(40, messages.code)
      .optional()
      .describe('검증 코드 (하이픈·공백 무시)'),
    number: z
      .string({ error: messages.number })
      .trim()
      .min(1, messages.number)
      .max(40, messages.number)
      .optional()
      .describe('인증번호'),
    issuedOn: z
      .string({ error: messages.issuedOn })
      .regex(/^\d{4}-\d{2}-\d{2}$/, messages.issuedOn)
      .optional()
      .describe('인증일(발급일) YYYY-MM-DD'),
    altcha: captcha,
  })
  .superRefine((body, context) => {
    const byNumber = body.number !== undefined || body.issuedOn !== undefined
    if ((body.code !== undefined) === byNumber) context.addIssue({ code: 'custom', message: messages.either })
    else if (byNumber && body.number === undefined)
      context.addIssue({ code: 'custom', path: ['number'], message: messages.number })
    else if (byNumber && body.issuedOn === undefined)
      context.addIssue({ code: 'custom', path: ['issuedOn'], message: messages.issuedOn })
  })

export const publicCertificateSchema = z.object({
  number: z.string(),
  scheme: z.enum(certificateSchemes.map((s) => s.value) as [string, ...string[]]),
  schemeLabel: z.string(),
  stage: z.enum(certificateStages.map((s) => s.value) as [string, ...string[]]),
  grade: z.string().nullable(),
  gradeLabel: z.string(),
  buildingName: z.string(),
  address: z.string().describe('개인 단독주택은 시군구까지만'),
  sido: z.string(),
  sigungu: z.string(),
  use: z.string(),
  floorArea: z.number().nullable(),
  issuedOn: z.string(),
  validUntil: z.string().nullable(),
  status: z.enum(certificateStatuses.map((s) => s.value) as [string, ...string[]]),
  statusLabel: z.string(),
  statusDate: z.string().nullable(),
  replacedBy: z.string().nullable().describe('재발급된 경우 새 인증번호'),
})

export const verificationSchema = z.object({
  result: z.enum(verificationResults.map((r) => r.value) as [string, ...string[]]),
  message: z.string().optional().describe('not_found 일 때: 어느 칸이 틀렸는지 말하지 않는 같은 문장'),
  certificate: publicCertificateSchema.optional(),
})

const text = (max: number) => z.string().trim().min(1).max(max)

/** `GET /api/v1/certificates`: the register's filters, as the board lists take theirs. */
export const registerQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1).describe('쪽 번호 (1부터)'),
  pageSize: z.coerce.number().int().min(1).max(100).default(20).describe('한 쪽의 건수 (최대 100)'),
  scheme: z
    .enum(certificateSchemes.map((s) => s.value) as [string, ...string[]])
    .optional()
    .describe('인증종류'),
  grade: text(10).optional().describe('등급 (1++, 최우수 …)'),
  sido: text(20).optional().describe('시도'),
  sigungu: text(20).optional().describe('시군구'),
  use: text(40).optional().describe('용도'),
  year: z.coerce.number().int().min(1990).max(2100).optional().describe('인증 연도'),
  status: z
    .enum(certificateStatuses.map((s) => s.value) as [string, ...string[]])
    .optional()
    .describe('상태 (만료는 유효기간이 지난 유효 포함)'),
  searchText: z.string().trim().max(100).optional().describe('건축물명의 일부 (개인 단독주택은 찾지 않음)'),
  sort: z
    .enum(registerSorts)
    .default('-issuedOn')
    .describe('정렬: 인증일, 유효기간, 인증번호, 건축물명 (- 는 내림차순)'),
})

export const registerPageSchema = z.object({
  rows: z.array(publicCertificateSchema),
  pageNo: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
})

export const certificateNumberParamsSchema = z.object({
  number: z.string().min(1).max(40).describe('인증번호'),
})

/** 진위확인 by file: the PDF in hand, compared by its SHA-256 with the one staff registered. */
export const verifyFileSchema = z.object({
  file: z.string().describe('PDF 파일 (binary)').meta({ format: 'binary' }),
  altcha: captcha,
})
