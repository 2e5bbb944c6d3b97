import { z } from 'zod'
import { certificateMessages } from './record-rules'
import { schemeValues, stageValues } from './schemes'
import { statusValues } from './status'

/**
 * The staff calls of `/api/v1/certificates`: the body of a create or a replacement and the staff view answered. The
 * record's own rules (grade in its scheme, dates in order, 취소 with its day, 재발급 with its replacement) are the
 * collection's, checked on save with the messages of record-rules.ts, as in the admin.
 */
const messages = {
  body: '요청 본문은 JSON 객체여야 합니다.',
  code: '검증 코드는 서버가 만듭니다. code 항목은 보낼 수 없습니다.',
  scheme: `인증종류는 ${schemeValues.join(', ')} 중 하나여야 합니다.`,
  stage: "예비/본인증은 'preliminary' 또는 'main'이어야 합니다.",
  grade: '등급은 10자 이하로 적어 주세요.',
  buildingName: '건축물명을 100자 이하로 입력해 주세요.',
  roadAddress: '도로명주소를 200자 이하로 입력해 주세요.',
  sido: '시도를 20자 이하로 입력해 주세요.',
  sigungu: '시군구를 20자 이하로 입력해 주세요.',
  use: '용도를 40자 이하로 입력해 주세요.',
  floorArea: '연면적은 0 이상 10,000,000 이하의 숫자여야 합니다.',
  status: `상태는 ${statusValues.join(', ')} 중 하나여야 합니다.`,
  published: '공개는 true 또는 false여야 합니다.',
  privateHouse: '개인 단독주택은 true 또는 false여야 합니다.',
  replacedBy: '재발급 인증서는 그 인증번호로 적어 주세요.',
  replacementMissing: '재발급 인증서로 적은 인증번호의 인증서가 없습니다.',
  duplicate: '이미 등록된 인증번호입니다.',
} as const
export const staffCertificateMessages = messages

/** The same messages for English API clients (src/modules/api/english.ts). */
export const staffCertificateMessagesEn: Record<keyof typeof messages, string> = {
  body: 'The request body must be a JSON object.',
  code: 'The verification code is made by the server; do not send a code.',
  scheme: `The scheme must be one of ${schemeValues.join(', ')}.`,
  stage: "The stage must be 'preliminary' or 'main'.",
  grade: 'The grade must be 10 characters or fewer.',
  buildingName: 'Enter the building name, 100 characters or fewer.',
  roadAddress: 'Enter the road address, 200 characters or fewer.',
  sido: 'Enter the province or city (sido), 20 characters or fewer.',
  sigungu: 'Enter the district (sigungu), 20 characters or fewer.',
  use: 'Enter the building use, 40 characters or fewer.',
  floorArea: 'The floor area must be a number from 0 to 10,000,000.',
  status: `The status must be one of ${statusValues.join(', ')}.`,
  published: 'published must be true or false.',
  privateHouse: 'privateHouse must be true or false.',
  replacedBy: 'Give the replacement certificate by its certificate number.',
  replacementMissing: 'No certificate has the number given as the replacement.',
  duplicate: 'A certificate with this number already exists.',
}

const text = (max: number, error: string) => z.string({ error }).trim().min(1, { error }).max(max, { error })
/** Optional text: absent, null and '' all store nothing. */
const optionalText = (max: number, error: string) =>
  z.string({ error }).trim().max(max, { error }).nullable().optional()
/** A calendar day; its form is checked on save, with the record's other rules. */
const day = () => z.string({ error: certificateMessages.day }).trim().max(10, { error: certificateMessages.day })
const dayFormat = '(YYYY-MM-DD, 한국 날짜)'

/**
 * A certificate as staff send it, for a create and for a replacement alike: what is left out takes its default (단계
 * 본인증, 상태 유효, 공개, 개인 단독주택 아님) or is empty. Unknown keys are refused, `code` among them.
 */
export const certificateBodySchema = z.strictObject(
  {
    number: z
      .string({ error: certificateMessages.number })
      .trim()
      .min(1, { error: certificateMessages.number })
      .max(40, { error: certificateMessages.number })
      .describe('인증번호 (영문, 숫자, 하이픈 3~40자)'),
    scheme: z.enum(schemeValues, { error: messages.scheme }).describe('인증종류'),
    stage: z.enum(stageValues, { error: messages.stage }).default('main').describe('예비인증 또는 본인증'),
    grade: optionalText(10, messages.grade).describe(
      '등급: 인증종류의 등급 그대로 (1++, 최우수 …), 등급 없는 인증종류는 비움',
    ),
    buildingName: text(100, messages.buildingName).describe('건축물명'),
    roadAddress: text(200, messages.roadAddress).describe('도로명주소'),
    sido: text(20, messages.sido).describe('시도'),
    sigungu: text(20, messages.sigungu).describe('시군구'),
    use: text(40, messages.use).describe('용도'),
    floorArea: z
      .number({ error: messages.floorArea })
      .min(0, { error: messages.floorArea })
      .max(10_000_000, { error: messages.floorArea })
      .nullable()
      .optional()
      .describe('연면적(㎡)'),
    issuedOn: day().min(1, { error: certificateMessages.day }).describe(`인증일 ${dayFormat}`),
    validUntil: day().nullable().optional().describe(`유효기간 만료일 ${dayFormat}`),
    status: z.enum(statusValues, { error: messages.status }).default('valid').describe('상태'),
    statusDate: day()
      .nullable()
      .optional()
      .describe(`취소·효력정지일 ${dayFormat}: 상태가 revoked, suspended 일 때 필요`),
    replacedBy: z
      .string({ error: messages.replacedBy })
      .trim()
      .max(40, { error: messages.replacedBy })
      .nullable()
      .optional()
      .describe('재발급한 새 인증서의 인증번호: 상태가 reissued 일 때 필요'),
    published: z
      .boolean({ error: messages.published })
      .default(true)
      .describe('공개 (끄면 인증 현황과 진위확인에 없음)'),
    privateHouse: z
      .boolean({ error: messages.privateHouse })
      .default(false)
      .describe('개인 단독주택: 공개 항목은 시군구까지의 주소와 "단독주택"'),
  },
  {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `알 수 없는 항목입니다: ${issue.keys.join(', ')}`
      if (issue.code === 'invalid_type') return messages.body
      return undefined
    },
  },
)
export type CertificateBody = z.infer<typeof certificateBodySchema>

/** What staff read back: every field of the body, the verification code as printed and the address it opens. */
export const staffCertificateSchema = z.object({
  number: z.string(),
  scheme: z.enum(schemeValues),
  stage: z.enum(stageValues),
  grade: z.string().nullable(),
  buildingName: z.string(),
  roadAddress: z.string(),
  sido: z.string(),
  sigungu: z.string(),
  use: z.string(),
  floorArea: z.number().nullable(),
  issuedOn: z.string(),
  validUntil: z.string().nullable(),
  status: z.enum(statusValues).describe('저장된 상태 (유효기간이 지난 유효는 공개 화면에서 만료로 보임)'),
  statusDate: z.string().nullable(),
  replacedBy: z.string().nullable().describe('재발급한 새 인증서의 인증번호'),
  published: z.boolean(),
  privateHouse: z.boolean(),
  code: z.string().describe('검증 코드, 인쇄하는 그대로 다섯 자씩 하이픈으로 (K7MQ2-…)'),
  verifyUrl: z.string().describe('QR 코드가 여는 진위확인 주소'),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type StaffCertificate = z.infer<typeof staffCertificateSchema>
