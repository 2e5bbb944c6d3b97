/**
 * The form validators of spec §5 with their exact Korean messages. Each returns `true` when the
 * value passes and the message otherwise, the shape Payload field validators and our forms share.
 * Length rules follow the spec to the letter (minLength(n) rejects a value of length n, maxLength(n)
 * a value of length n) because existing clients rely on those boundaries.
 */
export type ValidationResult = true | string

export const messages = {
  email: '이메일 형식에 맞지 않습니다.',
  companyEmail: '이메일은 회사 내부 이메일 주소를 사용해 주세요.',
  minLength: (n: number) => `${n}자 이상으로 작성해주세요.`,
  maxLength: (n: number) => `${n}자 이하로 작성해주세요.`,
  password: '비밀번호 형식이 올바르지 않습니다.',
  invalid: '올바르지 않은 값입니다.',
  required: '필수 입력 항목입니다.',
  singleLine: '줄바꿈이나 제어 문자는 입력할 수 없습니다.',
} as const

/** An address whose top-level domain has 2 to 4 letters (spec §9). */
const emailPattern = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/

/** Spec §5, §9: 8+ characters of letters, digits and @$!%*#?& only, with at least one of each kind. */
const passwordPattern = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/

export const passwordSpecialCharacters = '@$!%*#?&'

/**
 * The spec's password message with the rule it stands for, for staff's own forms (new account, reset, change): the
 * message alone does not say what to fix. The API keeps the spec's exact message.
 */
export const passwordMessageWithRule = `${messages.password} 8자 이상으로, 영문·숫자·특수문자(${passwordSpecialCharacters})를 각각 하나 이상 넣어 주세요.`

/** `passwordLength` for staff's forms: the failure names the rule. */
export function staffPasswordRule(value: unknown): ValidationResult {
  return passwordLength(value) === true ? true : passwordMessageWithRule
}

const isEmpty = (value: unknown) => value === undefined || value === null || String(value) === ''

/** Counts characters as people see them, so a Korean syllable or an emoji is one. */
const length = (value: unknown) => [...String(value)].length

/**
 * Control characters (CR, LF, tab, NUL, DEL, C1) and the Unicode line and paragraph separators. A one-line
 * value that goes into mail headers, CSV exports or logs must not start a new line there.
 */
const controlCharacters = /[\p{Cc}\u2028\u2029]/u

export function singleLine(value: unknown): ValidationResult {
  if (isEmpty(value)) return true
  return controlCharacters.test(String(value)) ? messages.singleLine : true
}

export function email(value: unknown): ValidationResult {
  if (isEmpty(value)) return true
  return emailPattern.test(String(value)) ? true : messages.email
}

export function companyEmail(value: unknown, companyDomain: string | null | undefined): ValidationResult {
  const format = email(value)
  if (format !== true || isEmpty(value)) return format
  if (!companyDomain) return true
  const domain = String(value).split('@')[1]?.toLowerCase()
  return domain === companyDomain.trim().toLowerCase() ? true : messages.companyEmail
}

export function minLength(n: number) {
  return (value: unknown): ValidationResult => (!isEmpty(value) && length(value) > n ? true : messages.minLength(n))
}

export function maxLength(n: number) {
  return (value: unknown): ValidationResult => (!isEmpty(value) && length(value) < n ? true : messages.maxLength(n))
}

export function minMax(min: number, max: number) {
  return (value: unknown): ValidationResult => {
    if (isEmpty(value)) return true
    if (length(value) > max) return messages.maxLength(max)
    if (length(value) < min) return messages.minLength(min)
    return true
  }
}

export function passwordLength(value: unknown): ValidationResult {
  if (isEmpty(value)) return true
  return passwordPattern.test(String(value)) ? true : messages.password
}
