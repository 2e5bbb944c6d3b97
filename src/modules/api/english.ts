import { captchaMessages, captchaMessagesEn } from '@/modules/captcha/messages'
import { verifyMessages, verifyMessagesEn } from '@/modules/certification/api-schemas'
import { certificateMessages, certificateMessagesEn } from '@/modules/certification/record-rules'
import { staffCertificateMessages, staffCertificateMessagesEn } from '@/modules/certification/staff-api-schemas'
import { sendingMessages } from '@/modules/newsletter/messages'
import { qnaMessages, qnaMessagesEn } from '@/modules/qna/messages'
import { userIdMessage } from '@/validation/field-rules'
import { messages as validationMessages } from '@/validation/validators'
import { type ErrorBody, errorMessages } from './errors'
import type { ApiLanguage } from './language'

/**
 * English texts of the API's error messages, for clients that ask for English
 * (`Accept-Language: en`). The Korean message stays the source: the route wrapper looks it up
 * here, first as an exact message, then as one of the parameterised messages, and a message
 * nobody translated yet falls back to the English text of its error code, so an English client
 * never gets Korean it cannot read, even from an endpoint added later.
 *
 * Keys are the Korean texts the modules throw. This file imports only constant modules, because
 * the error module it serves is loaded by collection configs and the Payload CLI.
 */

/** The fallback per error code; `HTTP_<status>` covers codes not listed. */
export const englishByCode: Record<string, string> = {
  UNAUTHORIZED: 'Please sign in again.',
  FORBIDDEN: 'You do not have permission to do this.',
  CSRF: 'Requests sent from another site cannot be processed.',
  NOT_FOUND: 'The requested item could not be found.',
  INVALID_INPUT: 'Please check the values you entered.',
  INVALID_BODY: 'The request body could not be read.',
  INVALID_CREDENTIALS: 'The ID or password is incorrect.',
  ACCOUNT_LOCKED: 'The account is locked after too many failed sign-ins. Please try again in 15 minutes.',
  ACCOUNT_INACTIVE: 'This account is suspended or dormant. Please contact an administrator.',
  CONFLICT: 'The request conflicts with data that already exists.',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  METHOD_NOT_ALLOWED: 'This request method is not supported.',
  REQUEST_REFUSED: 'The request was refused. Please check the values you entered.',
  CORS_ORIGIN_NOT_ALLOWED: 'Requests from this origin are not allowed.',
  MissingCSRF: 'Could not fetch CSRF Token for signing out',
  INTERNAL: 'The request could not be processed. Please try again later.',
}

const byStatus: Record<number, string> = {
  400: englishByCode.INVALID_INPUT as string,
  401: englishByCode.UNAUTHORIZED as string,
  403: englishByCode.FORBIDDEN as string,
  404: englishByCode.NOT_FOUND as string,
  409: englishByCode.CONFLICT as string,
  413: englishByCode.PAYLOAD_TOO_LARGE as string,
  415: englishByCode.UNSUPPORTED_MEDIA_TYPE as string,
  429: englishByCode.TOO_MANY_REQUESTS as string,
}

/** Korean → English pairs of two message tables with the same keys. */
function pairsOf<K extends string>(korean: Record<K, string>, english: Record<K, string>): [string, string][] {
  return (Object.keys(korean) as K[]).map((key) => [korean[key], english[key]])
}

/** Exact messages of the api, auth, users, validation, Q&A and captcha areas. */
export const englishMessages = new Map<string, string>([
  // src/modules/api
  [errorMessages.signInAgain, 'Please sign in again.'],
  [errorMessages.forbidden, 'You do not have permission to do this.'],
  [errorMessages.notFound, 'The requested item could not be found.'],
  [errorMessages.invalidInput, 'Please check the values you entered.'],
  [errorMessages.internal, 'The request could not be processed. Please try again later.'],
  [errorMessages.methodNotAllowed, 'This request method is not supported.'],
  [errorMessages.unusableCharacter, 'The input contains a character that cannot be used (NUL).'],
  ['요청 본문을 읽을 수 없습니다.', 'The request body could not be read.'],
  ["'contents' 항목이 필요합니다.", "The 'contents' field is required."],
  ["'contents' 항목이 올바른 JSON이 아닙니다.", "The 'contents' field is not valid JSON."],
  [
    "multipart/form-data 형식의 'contents' 항목으로 보내 주세요.",
    "Send the data as the 'contents' field of multipart/form-data.",
  ],
  ['이 출처에서 보낸 요청은 허용되지 않습니다.', 'Requests from this origin are not allowed.'],
  // src/modules/newsletter (sending an issue)
  [sendingMessages.notFound, 'The newsletter issue could not be found.'],
  [sendingMessages.notPublished, 'Only a published newsletter issue can be sent. Please publish it first.'],
  [sendingMessages.alreadySent, 'This newsletter issue has already been sent.'],
  [sendingMessages.postIdInvalid, 'The post number must be a number.'],
  // src/validation (spec §5)
  [validationMessages.email, 'The e-mail address is not valid.'],
  [validationMessages.companyEmail, "Use an e-mail address of the institute's own domain."],
  [validationMessages.password, 'The password format is not valid.'],
  [validationMessages.invalid, 'The value is not valid.'],
  [validationMessages.required, 'This field is required.'],
  [validationMessages.singleLine, 'Line breaks and control characters cannot be used here.'],
  [
    userIdMessage,
    'The ID must be 3 to 30 letters, digits, dots (.), underscores (_) or hyphens (-), starting with a letter.',
  ],
  // src/modules/auth
  ['아이디 또는 비밀번호가 올바르지 않습니다.', 'The ID or password is incorrect.'],
  [
    '로그인에 여러 번 실패하여 계정이 잠겼습니다. 15분 후에 다시 시도해 주세요.',
    englishByCode.ACCOUNT_LOCKED as string,
  ],
  ['아이디와 비밀번호를 입력해 주세요.', 'Enter your ID and password.'],
  ['다른 사이트에서 보낸 요청은 처리할 수 없습니다.', 'Requests sent from another site cannot be processed.'],
  // src/modules/users
  ['이미 사용 중인 아이디입니다.', 'This ID is already in use.'],
  ['사용할 수 있는 아이디입니다.', 'This ID is available.'],
  ['아이디는 바꿀 수 없습니다.', 'The ID cannot be changed.'],
  [
    '자신의 권한 그룹이나 계정 상태는 바꿀 수 없습니다.',
    'You cannot change your own permission group or account status.',
  ],
  ['자기 자신의 계정은 삭제할 수 없습니다.', 'You cannot delete your own account.'],
  ['존재하지 않는 권한 그룹입니다.', 'The permission group does not exist.'],
  [
    '자신에게 없는 권한을 가진 그룹은 지정할 수 없습니다.',
    'You cannot assign a group with permissions you do not have.',
  ],
  ['이미 다른 계정에서 사용 중인 이메일입니다.', 'This e-mail address is already used by another account.'],
  ['본인의 정보만 수정할 수 있습니다.', 'You can only change your own details.'],
  ['본인의 비밀번호만 확인할 수 있습니다.', 'You can only check your own password.'],
  ['사용자를 찾을 수 없습니다.', 'The user could not be found.'],
  [
    '계정 상태는 active(정상), dormant(휴면), suspended(정지) 중 하나여야 합니다.',
    'The account status must be active, dormant or suspended.',
  ],
  ['권한 그룹 번호가 올바르지 않습니다.', 'The permission group number is not valid.'],
  ["updateKind는 'private' 또는 'admin'이어야 합니다.", "updateKind must be 'private' or 'admin'."],
  ['날짜는 YYYY-MM-DD 형식이어야 합니다.', 'Dates must be in YYYY-MM-DD format.'],
  ['날짜가 올바르지 않습니다.', 'The date is not valid.'],
  ['pageNo는 1 이상이어야 합니다.', 'pageNo must be 1 or more.'],
  ['pageSize는 1에서 100 사이여야 합니다.', 'pageSize must be between 1 and 100.'],
  ["useYn은 'Y' 또는 'N'이어야 합니다.", "useYn must be 'Y' or 'N'."],
  ['검색 구분이 올바르지 않습니다.', 'The search field is not valid.'],
  ['검색어는 100자 이하로 입력해 주세요.', 'The search text must be 100 characters or fewer.'],
  ['시작일은 종료일보다 늦을 수 없습니다.', 'The start date cannot be after the end date.'],
  ['아이디를 입력해 주세요.', 'Enter an ID.'],
  ['비밀번호를 입력해 주세요.', 'Enter a password.'],
  ['userSeq가 올바르지 않습니다.', 'userSeq is not valid.'],
  ['사용자 번호가 올바르지 않습니다.', 'The user number is not valid.'],
  // src/modules/qna and src/modules/captcha (the Q&A form of the English site asks for English)
  ...pairsOf(qnaMessages, qnaMessagesEn),
  ...pairsOf(captchaMessages, captchaMessagesEn),
  // src/modules/certification (진위확인)
  ...pairsOf(verifyMessages, verifyMessagesEn),
  ['인증서를 찾을 수 없습니다.', 'The certificate could not be found.'],
  ...pairsOf(certificateMessages, certificateMessagesEn),
  ...pairsOf(staffCertificateMessages, staffCertificateMessagesEn),
])

const minutes = (n: string) => `${n} minute${n === '1' ? '' : 's'}`

/** Messages with a number or a label in them. */
const patterns: [RegExp, (...groups: string[]) => string][] = [
  [/^(\d+)자 이상으로 작성해주세요\.$/, (n) => `Enter at least ${n} characters.`],
  [/^(\d+)자 이하로 작성해주세요\.$/, (n) => `Enter at most ${n} characters.`],
  [
    /^요청이 너무 많습니다\. (\d+)분 후에 다시 시도해 주세요\.$/,
    (n) => `Too many requests. Try again in ${minutes(n)}.`,
  ],
  [
    /^로그인 시도가 너무 많습니다\. (\d+)분 후에 다시 시도해 주세요\.$/,
    (n) => `Too many sign-in attempts. Try again in ${minutes(n)}.`,
  ],
  [
    /^정지되었거나 휴면 상태인 계정입니다\. 관리자에게 문의해 주세요\. \((휴면|정지)\)$/,
    (label) => `${englishByCode.ACCOUNT_INACTIVE as string} (${label === '휴면' ? 'dormant' : 'suspended'})`,
  ],
]

const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/

/** The English text of one message; `null` when none is known. */
export function englishMessage(message: string): string | null {
  const exact = englishMessages.get(message)
  if (exact) return exact
  for (const [pattern, translate] of patterns) {
    const match = pattern.exec(message)
    if (match) return translate(...match.slice(1))
  }
  // Messages already in English (Auth.js wire messages, for one) are kept as they are.
  return hangul.test(message) ? null : message
}

function fallback(code: string, status: number): string {
  return (
    englishByCode[code] ??
    byStatus[status] ??
    (status >= 500 ? (englishByCode.INTERNAL as string) : `Request failed (${status}).`)
  )
}

/** The error body in `language`; Korean bodies are returned unchanged. */
export function localizeErrorBody(body: ErrorBody, status: number, language: ApiLanguage): ErrorBody {
  if (language === 'ko') return body
  const { code, message, details } = body.error
  const english = (text: string) => englishMessage(text) ?? fallback(code, status)
  return {
    error: {
      code,
      message: english(message),
      ...(details ? { details: details.map((d) => ({ path: d.path, message: english(d.message) })) } : {}),
    },
  }
}
